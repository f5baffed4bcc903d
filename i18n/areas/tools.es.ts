/** Spanish of a device's tools and the tool makes (English: ./tools.ts). */
import type { en } from './tools';

export const es: typeof en = {
  resources: {
    tools: {
      name: 'Herramienta |||| Herramientas',
      fields: {
        name: 'Herramienta',
        toolMakeId: 'Marca',
        toolMakeName: 'Marca',
        partNumber: 'Número de pieza',
        serialNumber: 'Número de serie',
        calibrationDueDate: 'Calibración vence',
        isActive: 'Activa',
        dateCreated: 'Añadida',
        deviceId: 'Dispositivo',
        deviceSerialNumber: 'Dispositivo',
      },
      title: 'Herramientas',
      empty: 'No hay herramientas registradas para este dispositivo.',
    },
    toolMakes: {
      name: 'Marca de herramienta |||| Marcas de herramientas',
      fields: { id: 'Id', name: 'Marca de herramienta', toolCount: 'Herramientas' },
      manage: 'Marcas de herramientas',
      title: 'Marcas de herramientas',
      new_make: 'Nueva marca de herramienta',
      add: 'Añadir',
      added: 'Marca de herramienta «%{name}» añadida.',
      delete: 'Eliminar %{name}',
      confirm_title: '¿Eliminar la marca de herramienta «%{name}»?',
      unused: 'Ninguna herramienta la usa.',
      used_by: 'La usa %{smart_count} herramienta: |||| La usan %{smart_count} herramientas, como:',
      deleted: 'Marca de herramienta «%{name}» eliminada.',
      empty: 'Aún no hay marcas de herramientas.',
    },
  },
};
