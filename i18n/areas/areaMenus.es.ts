/** Spanish of the menu labels in ./areaMenus.ts: loaded with the Spanish messages (i18n/es.ts), not with the console. */
import type { en } from './areaMenus';

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
  scanTypes: 'Tipos de escaneo',
  activationCards: 'Tarjetas de activación',
  products: 'Productos',
  productAdds: 'Complementos de producto',
  productMakes: 'Marcas de producto',
  configuration: 'Valores de configuración',
};
