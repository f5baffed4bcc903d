/** The Spanish of the serviceCatalogue area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  '{0} {1}': '{0} {1}',
  '{0} "{1}" already exists.': 'Ya existe {0} «{1}».',
  'Product': 'el producto',
  'Product add': 'el complemento',
  'Product make {0}': 'la marca de producto {0}',
  'This product already has a row for this make.': 'Este producto ya tiene una fila para esta marca.',
  'An activation card {0} already exists.': 'Ya existe una tarjeta de activación {0}.',
  'a make': 'una marca',
  'a product or product add': 'un producto o complemento',
  'device {0} already has the activation card {1}': 'el dispositivo {0} ya tiene la tarjeta de activación {1}',
};
