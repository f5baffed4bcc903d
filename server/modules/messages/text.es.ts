/** The Spanish of the messages area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Calibration recommendation {0}': 'la recomendación de calibración {0}',
  'no make has the id {0}': 'ninguna marca tiene el id {0}',
  'This make already has a recommendation nicknamed "{0}".': 'Esta marca ya tiene una recomendación con el alias «{0}».',
  'Pre-canned message {0}': 'el mensaje predefinido {0}',
  'A pre-canned message "{0}" already exists.': 'Ya existe un mensaje predefinido «{0}».',
  'The calibration homepage message in {0}': 'el mensaje de inicio de calibración en {0}',
  'The calibration homepage message': 'el mensaje de inicio de calibración',
};
