/** The Spanish of the reports area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'Scan tool {0}': 'la herramienta de escaneo {0}',
  'Report template {0}': 'la plantilla de informe {0}',
  'The report template already exists.': 'La plantilla de informe ya existe.',
  'A scan tool named "{0}" already exists in this app.': 'Ya existe una herramienta de escaneo llamada «{0}» en esta aplicación.',
  '{0} is not a make': '{0} no es una marca',
  'app {0}': 'la aplicación {0}',
  'it is the only active SWS scan tool for {0} in {1}, and the active SWS report templates {2} use it. Deactivate those templates, or add another SWS scan tool for {3}, first.':
    'es la única herramienta de escaneo SWS activa para {0} en {1}, y la usan las plantillas de informe SWS activas {2}. Primero desactive esas plantillas o añada otra herramienta de escaneo SWS para {3}.',
  'Scan tool "{0}" cannot be changed: {1}': 'La herramienta de escaneo «{0}» no se puede cambiar: {1}',
  'Scan tool "{0}" cannot be removed: {1}': 'La herramienta de escaneo «{0}» no se puede eliminar: {1}',
};
