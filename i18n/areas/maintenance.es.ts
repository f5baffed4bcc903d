/** Spanish of the maintenance screen (./maintenance.ts), with the same keys. */
import type { en } from './maintenance';

export const es: typeof en = {
  resources: {
    maintenance: {
      name: 'Mantenimiento',
      fields: {
        id: 'Orden de trabajo',
        version: 'Versión',
        locationId: 'Ubicación',
        statusId: 'Estado del informe de escaneo',
        dateStarted: 'Inicio del escaneo',
        dateCompleted: 'Fin del escaneo',
        number: 'Número de factura',
        amount: 'Importe de la factura',
        technicianId: 'Técnico',
        preview: 'Vista previa',
      },
      fieldGroups: { scanReport: 'Informe de escaneo', invoice: 'Factura' },
      page: {
        intro: 'Reparaciones para el equipo de soporte. Cada reparación muestra primero lo que cambiará y pide confirmación.',
      },
      workOrder: {
        title: 'Orden de trabajo',
        lookup: 'Número de orden de trabajo',
        open: 'Abrir',
        request: 'Solicitud de servicio',
        requestStatus: 'Estado de la solicitud',
        shop: 'Taller',
        createdBy: 'Creada por',
        updatedBy: 'Actualizada por',
        created: 'Creada',
        updated: 'Actualizada',
        save: 'Guardar orden de trabajo',
        saved: 'Se guardó la orden de trabajo.',
        stale: 'Otra persona cambió esta orden de trabajo desde que la abrió. Se muestra de nuevo tal como está guardada: aplique su cambio otra vez.',
        times: 'Las fechas y horas están en la zona horaria del taller, %{zone}.',
      },
      reset: {
        title: 'Reinicio de técnico',
        help: 'Devuelve a pendientes, sin técnico, las solicitudes despachadas y en curso del técnico.',
        technician: 'Técnico',
        search: 'Escriba un nombre o usuario',
        none: 'Ningún técnico coincide.',
        confirm: '¿Devolver %{smart_count} solicitud de %{name} a pendiente? |||| ¿Devolver %{smart_count} solicitudes de %{name} a pendiente?',
      },
      cancel: {
        title: 'Solicitudes pendientes de una ubicación',
        help: 'Cancela todas las solicitudes pendientes de un taller.',
        confirm: '¿Cancelar %{smart_count} solicitud pendiente? |||| ¿Cancelar %{smart_count} solicitudes pendientes?',
      },
      dispatch: {
        title: 'Horas de despacho',
        help: 'Corrige las solicitudes despachadas, en curso o completadas cuya hora de despacho falta o es anterior a su creación: pasa a ser el primer despacho que registra su historial después de su creación o, si no hay, su hora de creación.',
        confirm: '¿Corregir la hora de despacho de %{smart_count} solicitud? |||| ¿Corregir las horas de despacho de %{smart_count} solicitudes?',
      },
      repair: {
        preview: 'Ver cambios',
        apply: 'Aplicar',
        confirmTitle: 'Confirme el cambio',
        nothing: 'Nada que cambiar: ninguna solicitud coincide.',
        willChange: 'Cambiará %{smart_count} solicitud: |||| Cambiarán %{smart_count} solicitudes:',
        more: 'y %{smart_count} más.',
        applyCount: 'Aplicar a %{smart_count} solicitud… |||| Aplicar a %{smart_count} solicitudes…',
        done: 'Se cambió %{smart_count} registro. |||| Se cambiaron %{smart_count} registros.',
        none: 'ninguna',
        caption: 'Las solicitudes que cambian',
        columns: { request: 'Solicitud', shop: 'Taller', vin: 'VIN', status: 'Estado', technician: 'Técnico', change: 'Cambio' },
      },
    },
  },
};
