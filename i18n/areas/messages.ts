/** English and Spanish of pre-canned messages, calibration recommendations and the calibration homepage message: merged into i18n/en.ts and i18n/es.ts (resources.*, menu.items.*). */
export const en = {
  resources: {
    precannedMessages: {
      name: 'Pre-canned message |||| Pre-canned messages',
      fields: { text: 'Message', isActive: 'Active', sortOrder: 'Order' },
    },
    calibrationRecommendations: {
      name: 'Calibration recommendation |||| Calibration recommendations',
      fields: { vehicleMake: 'Vehicle make', nickname: 'Nickname', recommendation: 'Recommendation', isInactive: 'Inactive' },
    },
    calibrationHomepageMessage: {
      name: 'Calibration homepage message',
      help: 'Shown to users on the calibration homepage, in their language. Simple HTML (paragraphs, bold, links) is kept; anything that could run is removed before it is shown.',
      fields: { Text: 'Message', IsActive: 'Shown to users' },
      languages: { en: 'English', es: 'Spanish' },
      length: '%{count} of %{max} characters',
      preview: 'Preview: what users see',
      hidden: 'Hidden: users see no message while it is switched off.',
    },
  },
  menu: {},
};

export const es: typeof en = {
  resources: {
    precannedMessages: {
      name: 'Mensaje predefinido |||| Mensajes predefinidos',
      fields: { text: 'Mensaje', isActive: 'Activo', sortOrder: 'Orden' },
    },
    calibrationRecommendations: {
      name: 'Recomendación de calibración |||| Recomendaciones de calibración',
      fields: { vehicleMake: 'Marca del vehículo', nickname: 'Alias', recommendation: 'Recomendación', isInactive: 'Inactiva' },
    },
    calibrationHomepageMessage: {
      name: 'Mensaje de la página de inicio de calibración',
      help: 'Se muestra a los usuarios en la página de inicio de calibración, en su idioma. Se conserva el HTML sencillo (párrafos, negrita, enlaces); todo lo que pudiera ejecutarse se elimina antes de mostrarlo.',
      fields: { Text: 'Mensaje', IsActive: 'Visible para los usuarios' },
      languages: { en: 'Inglés', es: 'Español' },
      length: '%{count} de %{max} caracteres',
      preview: 'Vista previa: lo que ven los usuarios',
      hidden: 'Oculto: los usuarios no ven ningún mensaje mientras esté desactivado.',
    },
  },
  menu: {},
};
