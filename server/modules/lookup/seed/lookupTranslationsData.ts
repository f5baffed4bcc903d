/**
 * The Spanish of the demo's lookup values (issue 31), by lookup key and English text: every item the seed makes of
 * a translated type (contract/lookupTypes.ts: not the names and codes, such as distributors or time zones) has its
 * line here, so the Spanish console shows no English value. A Spanish that reads as its English ('2 – 5') is
 * listed too and stored as no translation: the English is what a language without one reads anyway. The scan types'
 * and services' names are those the translation memory already holds (translationsData.ts), so a fill never
 * disagrees with them.
 */
import { LOOKUP_KEYS as K } from '../../../../contract/lookupKeys';
import { TAX_RATES } from '../../../../contract/lookupTypes';
import { REFERENCE_KEYS as R } from '../../../../contract/references';
import { SCAN_TYPE_KEY, SERVICE_ELEMENT_GROUP_KEY } from '../../../../contract/serviceCatalogue';

const SCANS = {
  'Pre-repair scan': 'Escaneo previo a la reparación',
  'Post-repair scan': 'Escaneo posterior a la reparación',
  'ADAS static calibration': 'Calibración ADAS estática',
  'ADAS dynamic calibration': 'Calibración ADAS dinámica',
  'Module programming': 'Programación de módulos',
  'Key programming': 'Programación de llaves',
  Diagnostics: 'Diagnóstico',
  'Windshield camera calibration': 'Calibración de la cámara del parabrisas',
};

export const LOOKUP_SPANISH: Record<string, Record<string, string>> = {
  [K.businessStatus]: { Active: 'Activo', Registered: 'Registrado', 'On hold': 'En espera', Suspended: 'Suspendido', Closed: 'Cerrado' },
  [K.dispatchPriority]: { Standard: 'Normal', High: 'Alta', Urgent: 'Urgente', Low: 'Baja' },
  [K.referralSource]: {
    'Trade show': 'Feria comercial',
    'Web search': 'Búsqueda web',
    'Existing customer': 'Cliente actual',
    Distributor: 'Distribuidor',
    'Insurance partner': 'Aseguradora asociada',
    'Social media': 'Redes sociales',
    'Sales call': 'Llamada comercial',
  },
  [K.annualRevenue]: { 'Under $500K': 'Menos de $500K', '$500K – $1M': '$500K – $1M', '$1M – $5M': '$1M – $5M', '$5M – $10M': '$5M – $10M', 'Over $10M': 'Más de $10M' },
  [K.monthlyRo]: { 'Under 100': 'Menos de 100', '100 – 249': '100 – 249', '250 – 499': '250 – 499', '500 – 999': '500 – 999', '1,000 or more': '1.000 o más' },
  [K.locationCount]: { '1': '1', '2 – 5': '2 – 5', '6 – 20': '6 – 20', '21 – 100': '21 – 100', 'More than 100': 'Más de 100' },
  [K.reportingGroup]: {
    Independent: 'Independiente',
    'Multi-shop operator': 'Operador de varios talleres',
    Dealership: 'Concesionario',
    Glass: 'Lunas',
    Fleet: 'Flotas',
    'Insurance DRP': 'Programa de reparación de aseguradora (DRP)',
  },
  [K.insuranceDepartment]: {
    'Direct repair program': 'Programa de reparación directa',
    'Glass claims': 'Siniestros de lunas',
    'Fleet claims': 'Siniestros de flotas',
    'Total loss': 'Siniestro total',
    Salvage: 'Salvamento',
    Subrogation: 'Subrogación',
  },
  [K.service]: SCANS,
  [K.title]: {
    Owner: 'Propietario',
    'General manager': 'Gerente general',
    'Service manager': 'Jefe de servicio',
    Estimator: 'Perito tasador',
    Technician: 'Técnico',
    'Office manager': 'Jefe de administración',
    'Parts manager': 'Jefe de recambios',
  },
  [K.period]: { Monthly: 'Mensual', Quarterly: 'Trimestral', Annually: 'Anual' },
  [K.product]: {
    'Pre/post scan': 'Escaneo previo/posterior',
    'ADAS calibration': 'Calibración ADAS',
    'Module programming': 'Programación de módulos',
    'Remote diagnostics': 'Diagnóstico remoto',
    'ProTech remote assist': 'Asistencia remota ProTech',
    'Key programming': 'Programación de llaves',
  },
  [K.productAdd]: {
    'Additional module programming': 'Programación de un módulo adicional',
    'DTC clearing': 'Borrado de DTC',
    'Alignment check': 'Comprobación de la alineación',
    'Second calibration': 'Segunda calibración',
    'After-hours service': 'Servicio fuera de horario',
  },
  [K.language]: { English: 'Inglés', Spanish: 'Español', French: 'Francés', Portuguese: 'Portugués', German: 'Alemán', Italian: 'Italiano' },
  [TAX_RATES.key]: {
    'No tax': 'Sin impuestos',
    'Ontario HST': 'HST de Ontario',
    'Quebec GST + QST': 'GST + QST de Quebec',
    'British Columbia GST + PST': 'GST + PST de Columbia Británica',
    'Alberta GST': 'GST de Alberta',
    'UK VAT standard': 'IVA general del Reino Unido',
    'Texas state sales tax': 'Impuesto estatal sobre las ventas de Texas',
    'California state sales tax': 'Impuesto estatal sobre las ventas de California',
  },
  [R.invoiceMethod]: {
    'Email (PDF)': 'Correo electrónico (PDF)',
    'Customer portal': 'Portal del cliente',
    'Postal mail': 'Correo postal',
    'EDI (ANSI X12 810)': 'EDI (ANSI X12 810)',
    'Consolidated monthly statement': 'Extracto mensual consolidado',
    'Insurer direct bill': 'Facturación directa a la aseguradora',
  },
  [R.releaseTrack]: { Production: 'Producción', Pilot: 'Piloto', Beta: 'Beta', Internal: 'Interna', 'Legacy Android 9': 'Android 9 (antigua)' },
  [R.activationType]: {
    'New device': 'Dispositivo nuevo',
    'Annual renewal': 'Renovación anual',
    'Software upgrade': 'Actualización de software',
    'Trial (30 days)': 'Prueba (30 días)',
    'Replacement device': 'Dispositivo de sustitución',
    'Demo unit': 'Unidad de demostración',
  },
  [R.ragRating]: { 'Not rated': 'Sin calificar', Red: 'Rojo', Amber: 'Ámbar', Green: 'Verde' },
  [SCAN_TYPE_KEY]: {
    ...SCANS,
    'Radar calibration': 'Calibración del radar',
    'Blind spot calibration': 'Calibración del punto ciego',
    'Rain sensor calibration': 'Calibración del sensor de lluvia',
    'SRS module reset': 'Reinicio del módulo SRS',
    'OBD-I legacy scan': 'Escaneo OBD-I antiguo',
  },
  [SERVICE_ELEMENT_GROUP_KEY]: {
    'Pre- and post-repair scans': 'Escaneos previos y posteriores a la reparación',
    'ADAS calibration': 'Calibración ADAS',
    Diagnostics: 'Diagnóstico',
    Programming: 'Programación',
    'Glass and sensors': 'Lunas y sensores',
    'Safety systems': 'Sistemas de seguridad',
  },
};
