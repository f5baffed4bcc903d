/** English and Spanish of scan types, activation cards, products, product adds and product makes: merged into i18n/en.ts and i18n/es.ts (resources.*, menu.items.*). */
export const en = {
  resources: {
    scanTypes: {
      name: 'Scan type |||| Scan types',
      fields: {
        text: 'Name',
        stringValue: 'Code',
        serviceElementGroupName: 'Service element group',
        serviceElementGroupId: 'Group',
        value: 'Description',
        isActive: 'Active',
      },
      help: {
        stringValue: 'A short code for reports and exports, such as PRE or ADAS-S.',
        serviceElementGroupId: 'The service element group whose elements this scan type reads.',
      },
    },
    activationCards: {
      name: 'Activation card |||| Activation cards',
      fields: {
        activationCardId: 'Card ID',
        activationPassword: 'Activation password',
        activationAccountReference: 'Account reference',
        activationAccountType: 'Account type',
        assignedDeviceSerialNumber: 'Assigned device',
        assignedDeviceId: 'Assigned device',
        assignedDate: 'Assigned on',
        isActive: 'Active',
      },
      help: { assignedDate: 'Left empty, the card is dated today when it is saved.' },
      accountTypes: { shop: 'Shop', distributor: 'Distributor', demo: 'Demo', internal: 'Internal' },
    },
    products: {
      name: 'Product |||| Products',
      fields: { name: 'Name', hasDisclaimer: 'Has disclaimer', disclaimer: 'Disclaimer', isActive: 'Active' },
    },
    productAdds: {
      name: 'Product add |||| Product adds',
      fields: { name: 'Name', isActive: 'Active' },
    },
    productMakes: {
      name: 'Product make |||| Product makes',
      fields: { productName: 'Product', productId: 'Product', makeName: 'Make', makeId: 'Make', isAdd: 'Product add', isActive: 'Active' },
    },
  },
  menu: {
    scanTypes: 'Scan types',
    activationCards: 'Activation cards',
    products: 'Products',
    productAdds: 'Product adds',
    productMakes: 'Product makes',
  },
};

export const es: typeof en = {
  resources: {
    scanTypes: {
      name: 'Tipo de escaneo |||| Tipos de escaneo',
      fields: {
        text: 'Nombre',
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
  menu: {
    scanTypes: 'Tipos de escaneo',
    activationCards: 'Tarjetas de activación',
    products: 'Productos',
    productAdds: 'Complementos de producto',
    productMakes: 'Marcas de producto',
  },
};
