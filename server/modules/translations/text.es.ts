/** The Spanish of the translations area's server messages (server/http/text.ts), keyed by their English source. */
export const spanish: Record<string, string> = {
  'a report section': 'una sección de informe',
  'a service element': 'un elemento de servicio',
  'an app label': 'una etiqueta de aplicación',
  'a lookup item': 'un elemento de catálogo',
  'English is the source text of every item: choose another language': 'El inglés es el texto de origen de cada elemento: elija otro idioma',
  '{0} is not a language of the languages catalogue': '{0} no es un idioma del catálogo de idiomas',
  'Someone else saved a translation of these items since you loaded them. Reload them and apply your change again.':
    'Otra persona guardó una traducción de estos elementos desde que los cargó. Vuelva a cargarlos y aplique de nuevo su cambio.',
};
