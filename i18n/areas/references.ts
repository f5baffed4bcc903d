/** English and Spanish of the reference lists of spec §3 'Other lookup collections' and §7 Lookups, and the mobile settings: merged into i18n/en.ts and i18n/es.ts (resources.*, menu.items.*). */
const active = { en: 'Active', es: 'Activo' };

export const en = {
  resources: {
    serverProfiles: {
      name: 'Server profile |||| Server profiles',
      fields: { text: 'Name', stringValue: 'Server URL', label: 'Region', isActive: active.en },
    },
    timeZones: {
      name: 'Time zone |||| Time zones',
      fields: { text: 'IANA name', label: 'Display name', isActive: active.en },
      help: { text: 'The name in the IANA time zone database, such as America/Chicago.' },
    },
    languages: {
      name: 'Language |||| Languages',
      fields: { text: 'Language', label: 'Native name', stringValue: 'ISO code', intValue: 'Number', isActive: active.en },
      help: { intValue: 'The number addresses and businesses store for this language (1 English, 2 Spanish).' },
    },
    insuranceCompanies: {
      name: 'Insurance company |||| Insurance companies',
      fields: { text: 'Name', stringValue: 'Country', isActive: active.en },
    },
    vehicleManufacturers: {
      name: 'Vehicle manufacturer |||| Vehicle manufacturers',
      fields: { text: 'Name', stringValue: 'Country', isActive: active.en },
      help: { stringValue: 'The two-letter code of the country of its head office, such as JP or DE.' },
    },
    vehicleMakes: {
      name: 'Vehicle make by year |||| Vehicle makes by year',
      fields: { make: 'Make', firstYear: 'First model year', lastYear: 'Last model year', year: 'Model year' },
    },
    groups: {
      name: 'Group |||| Groups',
      fields: { text: 'Dispatch group', stringValue: 'Group email', isActive: active.en },
    },
    invoiceMethods: {
      name: 'Invoice method |||| Invoice methods',
      fields: { text: 'Method', label: 'Description', isActive: active.en },
    },
    launchAccounts: {
      name: 'Launch account |||| Launch accounts',
      fields: { text: 'Account', stringValue: 'Account number', label: 'Region', isActive: active.en },
    },
    releaseTracks: {
      name: 'Release track |||| Release tracks',
      fields: { text: 'Track', stringValue: 'Current version', label: 'Audience', isActive: active.en },
    },
    hardwares: {
      name: 'Hardware |||| Hardware',
      fields: { text: 'Model', label: 'Manufacturer', isActive: active.en },
    },
    suppliers: {
      name: 'Supplier |||| Suppliers',
      fields: { text: 'Supplier', stringValue: 'Orders email', label: 'Phone', isActive: active.en },
    },
    activationTypes: {
      name: 'Activation type |||| Activation types',
      fields: { text: 'Type', stringValue: 'Code', isActive: active.en },
    },
    distributors: {
      name: 'Distributor |||| Distributors',
      fields: { text: 'Name', isActive: active.en },
    },
    ragRatingLevels: {
      name: 'RAG rating |||| RAG ratings',
      fields: { text: 'Rating', intValue: 'Order', stringValue: 'Colour', label: 'Meaning', isActive: active.en },
      help: { stringValue: 'The colour it is shown in, as #RRGGBB.' },
    },
    deviceModels: {
      name: 'Device model |||| Device models',
      fields: { manufacturer: 'Manufacturer', brand: 'Brand', model: 'Model', isActive: active.en },
    },
  },
  menu: {
    serverProfiles: 'Server profiles',
    timeZones: 'Time zones',
    languages: 'Languages',
    insuranceCompanies: 'Insurance companies',
    vehicleManufacturers: 'Vehicle manufacturers',
    vehicleMakes: 'Vehicle makes by year',
    groups: 'Groups',
    invoiceMethods: 'Invoice methods',
    launchAccounts: 'Launch accounts',
    suppliers: 'Suppliers',
    activationTypes: 'Activation types',
    distributors: 'Distributors',
    ragRatingLevels: 'RAG rating list',
    deviceModels: 'Device manufacturers and models',
  },
};

export const es: typeof en = {
  resources: {
    serverProfiles: {
      name: 'Perfil de servidor |||| Perfiles de servidor',
      fields: { text: 'Nombre', stringValue: 'URL del servidor', label: 'Región', isActive: active.es },
    },
    timeZones: {
      name: 'Zona horaria |||| Zonas horarias',
      fields: { text: 'Nombre IANA', label: 'Nombre visible', isActive: active.es },
      help: { text: 'El nombre en la base de datos de zonas horarias de IANA, como America/Chicago.' },
    },
    languages: {
      name: 'Idioma |||| Idiomas',
      fields: { text: 'Idioma', label: 'Nombre propio', stringValue: 'Código ISO', intValue: 'Número', isActive: active.es },
      help: { intValue: 'El número que guardan direcciones y negocios para este idioma (1 inglés, 2 español).' },
    },
    insuranceCompanies: {
      name: 'Aseguradora |||| Aseguradoras',
      fields: { text: 'Nombre', stringValue: 'País', isActive: active.es },
    },
    vehicleManufacturers: {
      name: 'Fabricante de vehículos |||| Fabricantes de vehículos',
      fields: { text: 'Nombre', stringValue: 'País', isActive: active.es },
      help: { stringValue: 'El código de dos letras del país de su sede, como JP o DE.' },
    },
    vehicleMakes: {
      name: 'Marca de vehículo por año |||| Marcas de vehículo por año',
      fields: { make: 'Marca', firstYear: 'Primer año de modelo', lastYear: 'Último año de modelo', year: 'Año de modelo' },
    },
    groups: {
      name: 'Grupo |||| Grupos',
      fields: { text: 'Grupo de despacho', stringValue: 'Correo del grupo', isActive: active.es },
    },
    invoiceMethods: {
      name: 'Método de facturación |||| Métodos de facturación',
      fields: { text: 'Método', label: 'Descripción', isActive: active.es },
    },
    launchAccounts: {
      name: 'Cuenta Launch |||| Cuentas Launch',
      fields: { text: 'Cuenta', stringValue: 'Número de cuenta', label: 'Región', isActive: active.es },
    },
    releaseTracks: {
      name: 'Canal de versiones |||| Canales de versiones',
      fields: { text: 'Canal', stringValue: 'Versión actual', label: 'Destinatarios', isActive: active.es },
    },
    hardwares: {
      name: 'Equipo |||| Equipos',
      fields: { text: 'Modelo', label: 'Fabricante', isActive: active.es },
    },
    suppliers: {
      name: 'Proveedor |||| Proveedores',
      fields: { text: 'Proveedor', stringValue: 'Correo de pedidos', label: 'Teléfono', isActive: active.es },
    },
    activationTypes: {
      name: 'Tipo de activación |||| Tipos de activación',
      fields: { text: 'Tipo', stringValue: 'Código', isActive: active.es },
    },
    distributors: {
      name: 'Distribuidor |||| Distribuidores',
      fields: { text: 'Nombre', isActive: active.es },
    },
    ragRatingLevels: {
      name: 'Calificación RAG |||| Calificaciones RAG',
      fields: { text: 'Calificación', intValue: 'Orden', stringValue: 'Color', label: 'Significado', isActive: active.es },
      help: { stringValue: 'El color con que se muestra, como #RRGGBB.' },
    },
    deviceModels: {
      name: 'Modelo de dispositivo |||| Modelos de dispositivos',
      fields: { manufacturer: 'Fabricante', brand: 'Marca', model: 'Modelo', isActive: active.es },
    },
  },
  menu: {
    serverProfiles: 'Perfiles de servidor',
    timeZones: 'Zonas horarias',
    languages: 'Idiomas',
    insuranceCompanies: 'Aseguradoras',
    vehicleManufacturers: 'Fabricantes de vehículos',
    vehicleMakes: 'Marcas de vehículo por año',
    groups: 'Grupos',
    invoiceMethods: 'Métodos de facturación',
    launchAccounts: 'Cuentas Launch',
    suppliers: 'Proveedores',
    activationTypes: 'Tipos de activación',
    distributors: 'Distribuidores',
    ragRatingLevels: 'Lista de calificaciones RAG',
    deviceModels: 'Fabricantes y modelos de dispositivos',
  },
};
