/** The menu labels of the reference lists (their screens' own labels load with them: ./references.ts, lazyAreas.ts). */
export const en = {
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
};

export const es: typeof en = {
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
};
