/** Spanish of the translation screens (English: ./translations.ts). */
import type { en } from './translations';

const listFields = { name: 'Inglés', translation: 'Traducción' };

export const es: typeof en = {
  resources: {
    reportSectionTranslations: { name: 'Traducciones de secciones de informe', fields: { id: 'ID de la sección de informe', applyTo: 'Informe', ...listFields } },
    appLabelTranslations: { name: 'Traducciones de etiquetas de las aplicaciones del taller', fields: { id: 'ID de la etiqueta', app: 'Aplicación', key: 'Clave', ...listFields } },
    serviceElementTranslations: {
      name: 'Traducciones de elementos de servicio',
      fields: { serviceElementId: 'ID del elemento de servicio', serviceElementGroupName: 'Grupo', ...listFields },
    },
    translations: {
      name: 'Traducciones',
      fields: {
        code: 'Idioma',
        cultureCode: 'Idioma',
        items: 'Traducciones',
        id: 'Elemento',
        serviceElementId: 'Elemento de servicio',
        serviceElementGroupName: 'Grupo',
        translation: 'Traducción',
        previous: 'Traducción al cargarla',
        name: 'Inglés',
        applyTo: 'Informe',
        app: 'Aplicación',
        key: 'Clave',
        isTranslated: 'Estado',
        languageCode: 'Idioma',
        source: 'Origen',
      },
      sources: { edit: 'Escrita en la consola', memory: 'De la memoria de traducción' },
      kinds: { reportSections: 'Secciones de informe', appLabels: 'Etiquetas de las aplicaciones del taller', serviceElements: 'Elementos de servicio' },
      page: {
        translation: 'Traducciones de informes',
        serviceElementTranslation: 'Traducciones de elementos de servicio',
        language_locked: 'Guarde o descarte sus cambios para cambiar de idioma.',
        no_languages: 'El catálogo de idiomas no tiene ningún idioma al que traducir.',
        help: 'Escriba una traducción para cambiarla; solo se guardan las filas que edite. Una traducción vacía muestra el texto en inglés.',
      },
      table: {
        translation_in: 'Traducción (%{language})',
        translation_of: 'Traducción de «%{source}»',
        save: 'Guardar editadas (%{count})',
        discard: 'Descartar cambios',
        fill: 'Rellenar desde la memoria de traducción',
        fill_after_save: 'Guarde o descarte sus cambios antes de rellenar desde la memoria de traducción.',
        saved: 'Traducciones guardadas: %{count}.',
        filled: 'Se rellenaron %{filled} desde la memoria de traducción; quedan %{remaining} sin traducir.',
        empty: 'No hay nada que traducir.',
      },
      status: { edited: 'Editada, sin guardar', translated: 'Traducida', untranslated: 'Sin traducir (muestra el inglés)' },
    },
  },
};
