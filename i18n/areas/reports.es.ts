/** Spanish of the reports area's messages (English: ./reports.ts), loaded only for a user who chose Spanish. */
import type { en } from './reports';

export const es: typeof en = {
  resources: {
    scanTools: {
      name: 'Herramienta de escaneo |||| Herramientas de escaneo',
      fields: { name: 'Nombre', makeId: 'Marca', isSWS: 'SWS', swsMakeId: 'Marca SWS', appId: 'Aplicación', isInactive: 'Inactiva' },
    },
    reportTemplates: {
      name: 'Plantilla de informe |||| Plantillas de informe',
      fields: {
        area: 'Área',
        appId: 'Aplicación',
        isAdd: 'Complemento',
        productId: 'Producto',
        order: 'Orden',
        isSWS: 'SWS',
        swsMakeId: 'Marca SWS',
        template: 'Plantilla',
        isInactive: 'Inactiva',
      },
      page: { title: 'Herramientas de escaneo y plantillas de informe', app: 'Filtrar por aplicación', area: 'Filtrar por área del informe' },
      apps: {
        all: 'Todas las aplicaciones',
        ukEurope: 'Reino Unido/Europa',
        glass: 'Lunas EE. UU./Canadá',
        calibration: 'Calibración EE. UU./Canadá',
        proTech: 'ProTech',
      },
      areas: {
        all: 'Todas las áreas',
        serviceDetails: 'Detalles del servicio',
        recommendations: 'Recomendaciones',
        scanReadings: 'Lecturas del escaneo',
        snapshotData: 'Datos de instantánea',
      },
      validation: { sws_make: 'un registro SWS necesita su marca SWS, cualquier otro ninguna' },
      editor: {
        title: 'Editar la plantilla de informe',
        edit: 'Editar plantilla',
        apply: 'Aplicar',
        available: 'Marcadores de esta área (clic para insertar)',
        insert: 'Insertar %{placeholder}',
        placeholders: 'Marcadores de la plantilla',
        preview: 'Vista previa con valores de ejemplo',
        all_known: 'Esta área conoce todos los marcadores.',
        none: 'La plantilla no tiene marcadores.',
        unknown: 'Marcador desconocido %{placeholder} para esta área',
        malformed: 'Marcador mal formado "%{placeholder}": escriba {{grupo.nombre}}',
        problems: '%{smart_count} problema de marcadores |||| %{smart_count} problemas de marcadores',
        status: { known: 'conocido', unknown: 'desconocido', malformed: 'mal formado' },
      },
    },
  },
};
