/** The Spanish of the dashboard area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'is not allowed for a {0} column': 'no se admite en una columna de tipo {0}',
  'Template {0}': 'la plantilla {0}',
  'No template is shared by this link: its owner may have stopped sharing it.': 'Ninguna plantilla se comparte con este enlace: puede que su propietario haya dejado de compartirla.',
  'A template named "{0}" already exists on this dashboard.': 'Ya existe una plantilla llamada «{0}» en este panel.',
};
