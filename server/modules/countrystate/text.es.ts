/** The Spanish of the countrystate area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Country {0}': 'el país {0}',
  'State or province {0}': 'el estado o provincia {0}',
  'A country named "{0}" or abbreviated "{1}" already exists.': 'Ya existe un país llamado «{0}» o abreviado «{1}».',
  'This country already has a state or province abbreviated "{0}".': 'Este país ya tiene un estado o provincia abreviado «{0}».',
  'This state or province is in use and cannot be deleted.': 'Este estado o provincia está en uso y no se puede eliminar.',
};
