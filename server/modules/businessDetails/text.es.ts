/** The Spanish of the businessDetails area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'User {0} of business {1}': 'el usuario {0} del negocio {1}',
  'The email {0} or the username {1} is already used by another user, or the business already has a primary user.':
    'Otro usuario ya usa el correo {0} o el nombre de usuario {1}, o el negocio ya tiene un usuario principal.',
  'The billing of business {0}': 'la facturación del negocio {0}',
  'The promotion of business {0}': 'la promoción del negocio {0}',
  'Note {0}': 'la nota {0}',
  'Discount {0}': 'el descuento {0}',
  'Product-add discount {0}': 'el descuento por complemento {0}',
  'Note {0} of business {1}': 'la nota {0} del negocio {1}',
  'The note already exists.': 'La nota ya existe.',
  'note {0} already has {1} files, the most a note can hold': 'la nota {0} ya tiene {1} archivos, el máximo que admite una nota',
  'Discount {0} of business {1}': 'el descuento {0} del negocio {1}',
  'Product-add discount {0} of business {1}': 'el descuento por complemento {0} del negocio {1}',
  'The discount already exists.': 'El descuento ya existe.',
  'The product-add discount already exists.': 'El descuento por complemento ya existe.',
  'a percent discount must be at most 100': 'un descuento porcentual debe ser como máximo 100',
};
