/** The Spanish of the business area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'The information of business {0}': 'la información del negocio {0}',
  'A business with shop id "{0}" already exists.': 'Ya existe un negocio con el id de taller «{0}».',
  'Shop id "{0}" was not found.': 'No se encontró el id de taller «{0}».',
  'Shop id "{0}" is already in use by another business.': 'Otro negocio ya usa el id de taller «{0}».',
  'the percentages add up to {0}, more than 100': 'los porcentajes suman {0}, más de 100',
  '{0} is not a language code ({1})': '{0} no es un código de idioma ({1})',
  '"{0}" is not a time zone (such as America/Chicago)': '«{0}» no es una zona horaria (como America/Chicago)',
  'a business cannot be its own parent or grandparent': 'un negocio no puede ser su propio padre ni abuelo',
  'business {0} does not exist': 'el negocio {0} no existe',
  'business {0} is under this business, so it cannot be above it': 'el negocio {0} está por debajo de este negocio, así que no puede estar por encima',
  'is required when billSameAsPrimary is false': 'es obligatoria cuando no es igual a la dirección principal',
};
