/**
 * The menu labels of the areas whose screens' own labels load with them (lazyAreas.ts): the reference lists,
 * the service catalogue and the lookup store. They stay with the console, as the menu shows them at once (Spanish:
 * ./areaMenus.es.ts, loaded with the Spanish messages).
 */
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
  scanTypes: 'Scan types',
  activationCards: 'Activation cards',
  products: 'Products',
  productAdds: 'Product adds',
  productMakes: 'Product makes',
  configuration: 'Configuration values',
};
