/** The Spanish of the maintenance area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Technician {0}': 'el técnico {0}',
  'must be a business': 'debe ser un negocio',
};
