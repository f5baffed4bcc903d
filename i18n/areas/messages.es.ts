/** Spanish of the messages area's messages (English: ./messages.ts), loaded only for a user who chose Spanish. */
import type { en } from './messages';

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
      name: 'Mensaje de inicio de calibración',
      help: 'Se muestra a los usuarios en la página de inicio de calibración, en su idioma. Se conserva el HTML sencillo (párrafos, negrita, enlaces); todo lo que pudiera ejecutarse se elimina antes de mostrarlo.',
      fields: { Text: 'Mensaje', IsActive: 'Visible para los usuarios' },
      languages: { en: 'Inglés', es: 'Español' },
      length: '%{count} de %{max} caracteres',
      preview: 'Vista previa: lo que ven los usuarios',
      hidden: 'Oculto: los usuarios no ven ningún mensaje mientras esté desactivado.',
    },
  },
};
