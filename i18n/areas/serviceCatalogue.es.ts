/** Spanish of the serviceCatalogue area's messages (English: ./serviceCatalogue.ts), loaded only for a user who chose Spanish. */
import type { en } from './serviceCatalogue';

export const es: typeof en = {
  resources: {
    scanTypes: {
      name: 'Tipo de escaneo |||| Tipos de escaneo',
      fields: {
        text: 'Nombre',
        translations: { es: 'Nombre en español' },
        stringValue: 'Código',
        serviceElementGroupName: 'Grupo de elementos de servicio',
        serviceElementGroupId: 'Grupo',
        value: 'Descripción',
        isActive: 'Activo',
      },
      help: {
        stringValue: 'Un código corto para informes y exportaciones, como PRE o ADAS-S.',
        serviceElementGroupId: 'El grupo de elementos de servicio que lee este tipo de escaneo.',
      },
    },
    activationCards: {
      name: 'Tarjeta de activación |||| Tarjetas de activación',
      fields: {
        activationCardId: 'ID de tarjeta',
        activationPassword: 'Contraseña de activación',
        activationAccountReference: 'Referencia de cuenta',
        activationAccountType: 'Tipo de cuenta',
        assignedDeviceSerialNumber: 'Dispositivo asignado',
        assignedDeviceId: 'Dispositivo asignado',
        assignedDate: 'Asignada el',
        isActive: 'Activa',
      },
      help: { assignedDate: 'Si se deja vacía, la tarjeta se fecha hoy al guardarla.' },
      accountTypes: { shop: 'Taller', distributor: 'Distribuidor', demo: 'Demostración', internal: 'Interna' },
    },
    products: {
      name: 'Producto |||| Productos',
      fields: { name: 'Nombre', hasDisclaimer: 'Con aviso legal', disclaimer: 'Aviso legal', isActive: 'Activo' },
    },
    productAdds: {
      name: 'Complemento de producto |||| Complementos de producto',
      fields: { name: 'Nombre', isActive: 'Activo' },
    },
    productMakes: {
      name: 'Marca de producto |||| Marcas de producto',
      fields: { productName: 'Producto', productId: 'Producto', makeName: 'Marca', makeId: 'Marca', isAdd: 'Complemento', isActive: 'Activa' },
    },
  },
};
