/** English (Spanish: ./serviceCatalogue.es.ts) of scan types, activation cards, products, product adds and product makes: loaded with their screens (i18n/lazyAreas.ts; the menu labels: areaMenus.ts). */
export const en = {
  resources: {
    scanTypes: {
      name: 'Scan type |||| Scan types',
      fields: {
        text: 'Name',
        translations: { es: 'Name in Spanish' },
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
};
