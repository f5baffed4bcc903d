/** Spanish of the device files (English: ./deviceFiles.ts). */
import type { en } from './deviceFiles';

export const es: typeof en = {
  resources: {
    deviceFiles: {
      name: 'Archivo de dispositivo |||| Archivos de dispositivos',
      fields: {
        id: 'Id',
        name: 'Nombre del archivo',
        fileTypeId: 'Tipo',
        fileVersion: 'Versión',
        targetModelIds: 'Modelos',
        releaseTrackId: 'Canal',
        releaseNotes: 'Notas de la versión',
        isActive: 'Activo',
        dateCreated: 'Añadido',
        dateUpdated: 'Actualizado',
        deviceModelId: 'Modelo',
      },
      fileTypes: { firmware: 'Firmware', configuration: 'Configuración', calibrationData: 'Calibración' },
    },
  },
};
