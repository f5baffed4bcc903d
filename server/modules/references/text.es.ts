/** The Spanish of the references area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Device model {0}': 'el modelo de dispositivo {0}',
  '{0} already has a model "{1}".': '{0} ya tiene un modelo «{1}».',
};
