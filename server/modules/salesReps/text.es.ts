/** The Spanish of the salesReps area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Sales rep {0}': 'el representante de ventas {0}',
};
