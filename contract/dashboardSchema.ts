/**
 * The dashboards' data, declared once (issue 18; spec §2 dashboard routes, §9): each dashboard's rows, their
 * columns (key, type, label in English and Spanish, choices), the date its range applies to, and its charts.
 * DashboardDataSchema answers these declarations in the caller's language; the console builds each dashboard's
 * table, condition builder and charts from that answer, and the server its queries and exports from the same
 * keys (server/modules/dashboard/sources.ts holds each column's SQL).
 */
import { DEVICE_STATUSES } from './device';
import { APP_NAMES } from './reports';
import { ACTIVATION_ACCOUNT_TYPES, SCAN_TYPE_KEY } from './serviceCatalogue';
import { SERVICE_REQUEST_STATUSES } from './serviceRequest';

// The dashboards' names and query choices, in a module that imports nothing, so the console takes them as they are.
export * from './dashboardChoices';
import type { ColumnType, DashboardName } from './dashboardChoices';

export interface Label {
  en: string;
  es: string;
}
export interface StaticChoice {
  id: number;
  label: Label;
}
/**
 * A choice column's choices: listed here, or read by the server from the database (`lookup:<lookup type>` for a
 * lookup's items), answered as { id, name } either way.
 */
export type ChoiceSource = readonly StaticChoice[] | `lookup:${string}`;

export interface DashboardColumn {
  key: string;
  type: ColumnType;
  label: Label;
  choices?: ChoiceSource;
  /**
   * A text column whose values are the English texts of a lookup type's items (`lookup:<lookup type>`, a request's
   * scan type): each value is shown by its item's text in the asked language (issue 31), while conditions, sorting
   * and a bar's condition keep comparing the stored English.
   */
  names?: `lookup:${string}`;
}

/**
 * A chart: the rows counted per value of a column (`column`), or per month of a date column (`month`). A bar or
 * slice of a column chart leads to its rows: the condition `column eq value`; a month's, to that month's range.
 */
export interface DashboardChart {
  key: string;
  label: Label;
  kind: 'bar' | 'pie' | 'line';
  column?: string;
  month?: string;
}

export interface DashboardDeclaration {
  name: DashboardName;
  /** The date column the dashboard's range applies to; rows without one are kept when `undatedInRange`. */
  dateColumn: string;
  undatedInRange?: boolean;
  columns: readonly DashboardColumn[];
  charts: readonly DashboardChart[];
}

const L = (en: string, es: string): Label => ({ en, es });

const REQUEST_STATUS_LABELS: Record<keyof typeof SERVICE_REQUEST_STATUSES, Label> = {
  pending: L('Pending', 'Pendiente'),
  dispatched: L('Dispatched', 'Despachada'),
  inProgress: L('In progress', 'En curso'),
  completed: L('Completed', 'Completada'),
  cancelled: L('Cancelled', 'Cancelada'),
  voidedRo: L('Voided RO', 'RO anulada'),
};
const DEVICE_STATUS_LABELS: Record<keyof typeof DEVICE_STATUSES, Label> = {
  inService: L('In service', 'En servicio'),
  inRepair: L('In repair', 'En reparación'),
  shipped: L('Shipped', 'Enviado'),
  inStock: L('In stock', 'En almacén'),
};
const SOLUTION_LABELS_ES: Record<string, string> = {
  'UK/Europe': 'Reino Unido/Europa',
  'Glass US/Canada': 'Cristales EE. UU./Canadá',
  'Calibration US/Canada': 'Calibración EE. UU./Canadá',
  ProTech: 'ProTech',
};
const choicesOf = <K extends string>(ids: Record<K, number>, labels: Record<K, Label>): StaticChoice[] =>
  (Object.keys(ids) as K[]).map((k) => ({ id: ids[k], label: labels[k] }));

// activation_cards.activation_account_type holds these ids (1–4), not the ids of the activation.type lookup's items.
const ACCOUNT_TYPE_LABELS: Record<keyof typeof ACTIVATION_ACCOUNT_TYPES, Label> = {
  shop: L('Shop', 'Taller'),
  distributor: L('Distributor', 'Distribuidor'),
  demo: L('Demo', 'Demostración'),
  internal: L('Internal', 'Interna'),
};

/** Activation card states: assigned to a device, free (active, unassigned), inactive. */
export const CARD_STATES = { assigned: 1, free: 2, inactive: 3 } as const;
const CARD_STATE_LABELS: Record<keyof typeof CARD_STATES, Label> = {
  assigned: L('Assigned', 'Asignada'),
  free: L('Free', 'Libre'),
  inactive: L('Inactive', 'Inactiva'),
};

const id = { key: 'id', type: 'number', label: L('Id', 'Id') } as const;

export const DASHBOARD_DECLARATIONS: Record<DashboardName, DashboardDeclaration> = {
  statistics: {
    name: 'statistics',
    dateColumn: 'dateCreated',
    columns: [
      id,
      { key: 'dateCreated', type: 'date', label: L('Created', 'Creada') },
      { key: 'appId', type: 'choice', label: L('Solution', 'Solución'), choices: Object.entries(APP_NAMES).map(([k, en]) => ({ id: Number(k), label: L(en, SOLUTION_LABELS_ES[en] ?? en) })) },
      { key: 'serviceType', type: 'text', label: L('Scan type', 'Tipo de escaneo'), names: `lookup:${SCAN_TYPE_KEY}` },
      { key: 'statusId', type: 'choice', label: L('Status', 'Estado'), choices: choicesOf(SERVICE_REQUEST_STATUSES, REQUEST_STATUS_LABELS) },
      { key: 'technicianName', type: 'text', label: L('Technician', 'Técnico') },
      { key: 'businessName', type: 'text', label: L('Location', 'Ubicación') },
      { key: 'country', type: 'text', label: L('Country', 'País') },
      { key: 'vehicleMake', type: 'text', label: L('Make', 'Marca') },
      { key: 'vehicleModel', type: 'text', label: L('Model', 'Modelo') },
      { key: 'vehicleYear', type: 'number', label: L('Year', 'Año') },
      { key: 'vin', type: 'text', label: L('VIN', 'VIN') },
      { key: 'dateDispatched', type: 'date', label: L('Dispatched', 'Despachada') },
      { key: 'responseMinutes', type: 'number', label: L('Response (min)', 'Respuesta (min)') },
    ],
    // Its charts are the summary's (DashboardSummaryChoices, by category); one more over time.
    charts: [{ key: 'perMonth', label: L('Requests per month', 'Solicitudes por mes'), kind: 'line', month: 'dateCreated' }],
  },
  devicestatistics: {
    name: 'devicestatistics',
    dateColumn: 'dateCreated',
    columns: [
      id,
      { key: 'serialNumber', type: 'text', label: L('Serial number', 'Número de serie') },
      { key: 'name', type: 'text', label: L('Name', 'Nombre') },
      { key: 'manufacturer', type: 'text', label: L('Manufacturer', 'Fabricante') },
      { key: 'model', type: 'text', label: L('Model', 'Modelo') },
      { key: 'statusId', type: 'choice', label: L('Status', 'Estado'), choices: choicesOf(DEVICE_STATUSES, DEVICE_STATUS_LABELS) },
      { key: 'assigned', type: 'boolean', label: L('Assigned', 'Asignado') },
      { key: 'businessName', type: 'text', label: L('Business', 'Empresa') },
      { key: 'isActive', type: 'boolean', label: L('Active', 'Activo') },
      { key: 'assignedDate', type: 'date', label: L('Assigned on', 'Asignado el') },
      { key: 'dateCreated', type: 'date', label: L('Created', 'Creado') },
    ],
    charts: [
      { key: 'byStatus', label: L('Devices by status', 'Dispositivos por estado'), kind: 'pie', column: 'statusId' },
      { key: 'byModel', label: L('Devices by model', 'Dispositivos por modelo'), kind: 'bar', column: 'model' },
      { key: 'byAssignment', label: L('Assigned or in stock', 'Asignados o en almacén'), kind: 'pie', column: 'assigned' },
    ],
  },
  activationcardstatistics: {
    name: 'activationcardstatistics',
    dateColumn: 'assignedDate',
    undatedInRange: true,
    columns: [
      id,
      { key: 'activationCardId', type: 'text', label: L('Card id', 'Id de tarjeta') },
      { key: 'accountType', type: 'choice', label: L('Account type', 'Tipo de cuenta'), choices: choicesOf(ACTIVATION_ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS) },
      { key: 'accountReference', type: 'text', label: L('Account reference', 'Referencia de cuenta') },
      { key: 'state', type: 'choice', label: L('State', 'Situación'), choices: choicesOf(CARD_STATES, CARD_STATE_LABELS) },
      { key: 'deviceSerial', type: 'text', label: L('Device', 'Dispositivo') },
      { key: 'assignedDate', type: 'date', label: L('Activated on', 'Activada el') },
      { key: 'isActive', type: 'boolean', label: L('Active', 'Activa') },
    ],
    charts: [
      { key: 'byState', label: L('Cards by state', 'Tarjetas por situación'), kind: 'pie', column: 'state' },
      { key: 'perMonth', label: L('Activations per month', 'Activaciones por mes'), kind: 'line', month: 'assignedDate' },
    ],
  },
  businessaccountsinfo: {
    name: 'businessaccountsinfo',
    dateColumn: 'dateCreated',
    columns: [
      id,
      { key: 'shopId', type: 'text', label: L('Shop id', 'Id de taller') },
      { key: 'name', type: 'text', label: L('Name', 'Nombre') },
      { key: 'statusId', type: 'choice', label: L('Status', 'Estado'), choices: 'lookup:business.status' },
      { key: 'salesRepName', type: 'text', label: L('Sales rep', 'Comercial') },
      { key: 'country', type: 'text', label: L('Country', 'País') },
      { key: 'isEnterpriseClient', type: 'boolean', label: L('Enterprise client', 'Cliente empresa') },
      { key: 'isProTechClient', type: 'boolean', label: L('ProTech client', 'Cliente ProTech') },
      { key: 'isCorporateAccount', type: 'boolean', label: L('Corporate account', 'Cuenta corporativa') },
      { key: 'hasAddress', type: 'boolean', label: L('Address set', 'Dirección indicada') },
      { key: 'hasBilling', type: 'boolean', label: L('Billing set', 'Facturación indicada') },
      { key: 'hasUsers', type: 'boolean', label: L('Has users', 'Tiene usuarios') },
      { key: 'setUpComplete', type: 'boolean', label: L('Set-up complete', 'Alta completa') },
      { key: 'dateCreated', type: 'date', label: L('Created', 'Creada') },
    ],
    charts: [
      { key: 'byStatus', label: L('Accounts by status', 'Cuentas por estado'), kind: 'pie', column: 'statusId' },
      { key: 'bySalesRep', label: L('Accounts by sales rep', 'Cuentas por comercial'), kind: 'bar', column: 'salesRepName' },
      { key: 'bySetUp', label: L('Set-up complete', 'Alta completa'), kind: 'pie', column: 'setUpComplete' },
    ],
  },
  deviceshipments: {
    name: 'deviceshipments',
    dateColumn: 'shippedDate',
    columns: [
      id,
      { key: 'deviceSerial', type: 'text', label: L('Device', 'Dispositivo') },
      { key: 'businessName', type: 'text', label: L('Business', 'Empresa') },
      { key: 'carrier', type: 'text', label: L('Carrier', 'Transportista') },
      { key: 'trackingNumber', type: 'text', label: L('Tracking number', 'Número de seguimiento') },
      { key: 'shippedDate', type: 'date', label: L('Shipped', 'Enviado') },
      { key: 'deliveredDate', type: 'date', label: L('Delivered', 'Entregado') },
      { key: 'inTransit', type: 'boolean', label: L('In transit', 'En tránsito') },
    ],
    charts: [
      { key: 'perMonth', label: L('Shipments per month', 'Envíos por mes'), kind: 'line', month: 'shippedDate' },
      { key: 'byCarrier', label: L('Shipments by carrier', 'Envíos por transportista'), kind: 'bar', column: 'carrier' },
      { key: 'inTransit', label: L('In transit', 'En tránsito'), kind: 'pie', column: 'inTransit' },
    ],
  },
};

export const columnOf = (name: DashboardName, key: string): DashboardColumn | undefined => DASHBOARD_DECLARATIONS[name].columns.find((c) => c.key === key);
