/** English (Spanish: ./references.es.ts) of the reference lists of spec §3 'Other lookup collections' and §7 Lookups, and the mobile settings: loaded with their screens (i18n/lazyAreas.ts; the menu labels: areaMenus.ts). */
const active = 'Active';

export const en = {
  resources: {
    serverProfiles: {
      name: 'Server profile |||| Server profiles',
      fields: { text: 'Name', stringValue: 'Server URL', label: 'Region', isActive: active },
    },
    timeZones: {
      name: 'Time zone |||| Time zones',
      fields: { text: 'IANA name', label: 'Display name', isActive: active },
      help: { text: 'The name in the IANA time zone database, such as America/Chicago.' },
    },
    languages: {
      name: 'Language |||| Languages',
      fields: { text: 'Language', translations: { es: 'Language in Spanish' }, label: 'Native name', stringValue: 'ISO code', intValue: 'Number', isActive: active },
      help: { intValue: 'The number addresses and businesses store for this language (1 English, 2 Spanish).' },
    },
    insuranceCompanies: {
      name: 'Insurance company |||| Insurance companies',
      fields: { text: 'Name', stringValue: 'Country', isActive: active },
    },
    vehicleManufacturers: {
      name: 'Vehicle manufacturer |||| Vehicle manufacturers',
      fields: { text: 'Name', stringValue: 'Country', isActive: active },
      help: { stringValue: 'The two-letter code of the country of its head office, such as JP or DE.' },
    },
    vehicleMakes: {
      name: 'Vehicle make by year |||| Vehicle makes by year',
      fields: { make: 'Make', firstYear: 'First model year', lastYear: 'Last model year', year: 'Model year' },
    },
    groups: {
      name: 'Group |||| Groups',
      fields: { text: 'Dispatch group', stringValue: 'Group email', isActive: active },
    },
    invoiceMethods: {
      name: 'Invoice method |||| Invoice methods',
      fields: { text: 'Method', translations: { es: 'Method in Spanish' }, label: 'Description', isActive: active },
    },
    launchAccounts: {
      name: 'Launch account |||| Launch accounts',
      fields: { text: 'Account', stringValue: 'Account number', label: 'Region', isActive: active },
    },
    releaseTracks: {
      name: 'Release track |||| Release tracks',
      fields: { text: 'Track', translations: { es: 'Track in Spanish' }, stringValue: 'Current version', label: 'Audience', isActive: active },
    },
    hardwares: {
      name: 'Hardware |||| Hardware',
      fields: { text: 'Model', label: 'Manufacturer', isActive: active },
    },
    suppliers: {
      name: 'Supplier |||| Suppliers',
      fields: { text: 'Supplier', stringValue: 'Orders email', label: 'Phone', isActive: active },
    },
    activationTypes: {
      name: 'Activation type |||| Activation types',
      fields: { text: 'Type', translations: { es: 'Type in Spanish' }, stringValue: 'Code', isActive: active },
    },
    distributors: {
      name: 'Distributor |||| Distributors',
      fields: { text: 'Name', isActive: active },
    },
    ragRatingLevels: {
      name: 'RAG rating |||| RAG ratings',
      fields: { text: 'Rating', translations: { es: 'Rating in Spanish' }, intValue: 'Order', stringValue: 'Colour', label: 'Meaning', isActive: active },
      help: { stringValue: 'The colour it is shown in, as #RRGGBB.' },
    },
    deviceModels: {
      name: 'Device model |||| Device models',
      fields: { manufacturer: 'Manufacturer', brand: 'Brand', model: 'Model', isActive: active },
    },
  },
};
