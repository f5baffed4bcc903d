/** Spanish of the references area's messages (English: ./references.ts), loaded only for a user who chose Spanish. */
import type { en } from './references';

const active = 'Activo';

export const es: typeof en = {
  resources: {
    serverProfiles: {
      name: 'Perfil de servidor |||| Perfiles de servidor',
      fields: { text: 'Nombre', stringValue: 'URL del servidor', label: 'Región', isActive: active },
    },
    timeZones: {
      name: 'Zona horaria |||| Zonas horarias',
      fields: { text: 'Nombre IANA', label: 'Nombre visible', isActive: active },
      help: { text: 'El nombre en la base de datos de zonas horarias de IANA, como America/Chicago.' },
    },
    languages: {
      name: 'Idioma |||| Idiomas',
      fields: { text: 'Idioma', translations: { es: 'Idioma en español' }, label: 'Nombre propio', stringValue: 'Código ISO', intValue: 'Número', isActive: active },
      help: { intValue: 'El número que guardan direcciones y negocios para este idioma (1 inglés, 2 español).' },
    },
    insuranceCompanies: {
      name: 'Aseguradora |||| Aseguradoras',
      fields: { text: 'Nombre', stringValue: 'País', isActive: active },
    },
    vehicleManufacturers: {
      name: 'Fabricante de vehículos |||| Fabricantes de vehículos',
      fields: { text: 'Nombre', stringValue: 'País', isActive: active },
      help: { stringValue: 'El código de dos letras del país de su sede, como JP o DE.' },
    },
    vehicleMakes: {
      name: 'Marca de vehículo por año |||| Marcas de vehículo por año',
      fields: { make: 'Marca', firstYear: 'Primer año de modelo', lastYear: 'Último año de modelo', year: 'Año de modelo' },
    },
    groups: {
      name: 'Grupo |||| Grupos',
      fields: { text: 'Grupo de despacho', stringValue: 'Correo del grupo', isActive: active },
    },
    invoiceMethods: {
      name: 'Método de facturación |||| Métodos de facturación',
      fields: { text: 'Método', translations: { es: 'Método en español' }, label: 'Descripción', isActive: active },
    },
    launchAccounts: {
      name: 'Cuenta Launch |||| Cuentas Launch',
      fields: { text: 'Cuenta', stringValue: 'Número de cuenta', label: 'Región', isActive: active },
    },
    releaseTracks: {
      name: 'Canal de versiones |||| Canales de versiones',
      fields: { text: 'Canal', translations: { es: 'Canal en español' }, stringValue: 'Versión actual', label: 'Destinatarios', isActive: active },
    },
    hardwares: {
      name: 'Equipo |||| Equipos',
      fields: { text: 'Modelo', label: 'Fabricante', isActive: active },
    },
    suppliers: {
      name: 'Proveedor |||| Proveedores',
      fields: { text: 'Proveedor', stringValue: 'Correo de pedidos', label: 'Teléfono', isActive: active },
    },
    activationTypes: {
      name: 'Tipo de activación |||| Tipos de activación',
      fields: { text: 'Tipo', translations: { es: 'Tipo en español' }, stringValue: 'Código', isActive: active },
    },
    distributors: {
      name: 'Distribuidor |||| Distribuidores',
      fields: { text: 'Nombre', isActive: active },
    },
    ragRatingLevels: {
      name: 'Calificación RAG |||| Calificaciones RAG',
      fields: { text: 'Calificación', translations: { es: 'Calificación en español' }, intValue: 'Orden', stringValue: 'Color', label: 'Significado', isActive: active },
      help: { stringValue: 'El color con que se muestra, como #RRGGBB.' },
    },
    deviceModels: {
      name: 'Modelo de dispositivo |||| Modelos de dispositivos',
      fields: { manufacturer: 'Fabricante', brand: 'Marca', model: 'Modelo', isActive: active },
    },
  },
};
