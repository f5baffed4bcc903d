/** The Spanish of the openingHours area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Tenant {0}': 'el inquilino {0}',
  'Standard opening hours {0}': 'el horario estándar {0}',
  'Holiday {0}': 'el festivo {0}',
};
