/** The Spanish of the history area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'History entry {0}': 'la entrada del historial {0}',
  'is a change that cannot be put back here': 'es un cambio que no se puede deshacer aquí',
  '{0} is not a field of this change': '{0} no es un campo de este cambio',
  'The translation of {0} ({1})': 'la traducción de {0} ({1})',
  Yes: 'Sí',
  No: 'No',
};
