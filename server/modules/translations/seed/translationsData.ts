/**
 * The translations' demo data (issue 16): the sections of the reports shops read and the labels of the
 * shop-facing apps, in English, and the Spanish and French already written for some of them, so the
 * translation memory has material: a text translated in one place (a report section, an app label) fills the
 * same text elsewhere (a service element, another report's section). The service elements are migration
 * 0021's, seeded by the RAG ratings; their translations are named here by the element's English name, and
 * seeded for the elements that exist.
 */

/** [applyTo, English text], in the order each report shows them. */
export const REPORT_SECTIONS: readonly (readonly [string, string])[] = [
  ['Pre-scan report', 'Pre-scan'],
  ['Pre-scan report', 'Vehicle information'],
  ['Pre-scan report', 'DTC summary'],
  ['Pre-scan report', 'Modules scanned'],
  ['Pre-scan report', 'Technician notes'],
  ['Pre-scan report', 'Disclaimer'],
  ['Post-scan report', 'Post-scan'],
  ['Post-scan report', 'Vehicle information'],
  ['Post-scan report', 'DTC summary'],
  ['Post-scan report', 'Codes cleared'],
  ['Post-scan report', 'Technician notes'],
  ['Post-scan report', 'Disclaimer'],
  ['Calibration report', 'Calibration results'],
  ['Calibration report', 'Vehicle information'],
  ['Calibration report', 'Pre-calibration checks'],
  ['Calibration report', 'Target placement'],
  ['Calibration report', 'Front camera calibration (static)'],
  ['Calibration report', 'Front camera calibration (dynamic)'],
  ['Calibration report', 'Front radar calibration'],
  ['Calibration report', 'Blind spot monitor calibration'],
  ['Calibration report', 'Lane departure warning calibration'],
  ['Calibration report', 'Steering angle sensor reset'],
  ['Calibration report', 'Technician notes'],
  ['Calibration report', 'Disclaimer'],
  ['Invoice', 'Services performed'],
  ['Invoice', 'Amount due'],
  ['Invoice', 'Payment terms'],
];

/** [app, key, English text]. */
export const APP_LABELS: readonly (readonly [string, string, string])[] = [
  ['Shop app', 'request.new', 'New service request'],
  ['Shop app', 'request.vin', 'VIN'],
  ['Shop app', 'request.submit', 'Submit request'],
  ['Shop app', 'request.status', 'Request status'],
  ['Shop app', 'report.download', 'Download report'],
  ['Shop app', 'chat.open', 'Chat with a technician'],
  ['Shop app', 'scan.pre', 'Pre-scan'],
  ['Shop app', 'scan.post', 'Post-scan'],
  ['Shop app', 'calibration.results', 'Calibration results'],
  ['Device app', 'device.connect', 'Connect the device to the vehicle'],
  ['Device app', 'device.ignition', 'Turn the ignition on'],
  ['Device app', 'device.scanning', 'Scanning modules…'],
  ['Device app', 'device.done', 'Scan complete'],
  ['Device app', 'calibration.front_camera', 'Front camera calibration (static)'],
  ['Device app', 'calibration.radar', 'Front radar calibration'],
  ['Device app', 'calibration.headlamp', 'Headlamp aim'],
];

/** What is already translated: English text → its translation, per language. */
export const KNOWN_TRANSLATIONS: Record<'es' | 'fr', Record<string, string>> = {
  es: {
    'Pre-scan': 'Escaneo previo',
    'Post-scan': 'Escaneo posterior',
    'Vehicle information': 'Información del vehículo',
    'DTC summary': 'Resumen de códigos de diagnóstico (DTC)',
    'Technician notes': 'Notas del técnico',
    Disclaimer: 'Aviso legal',
    'Calibration results': 'Resultados de la calibración',
    'Front camera calibration (static)': 'Calibración de la cámara frontal (estática)',
    'Front camera calibration (dynamic)': 'Calibración de la cámara frontal (dinámica)',
    'Front radar calibration': 'Calibración del radar frontal',
    'Steering angle sensor reset': 'Reinicio del sensor de ángulo de dirección',
    'Blind spot monitor calibration': 'Calibración del monitor de punto ciego',
    'Lane departure warning calibration': 'Calibración del aviso de salida de carril',
    'Pre-repair scan': 'Escaneo previo a la reparación',
    'Post-repair scan': 'Escaneo posterior a la reparación',
    'Rear radar calibration': 'Calibración del radar trasero',
    'Lane keeping assist calibration': 'Calibración del asistente de mantenimiento de carril',
    'Tire pressure monitor relearn': 'Reaprendizaje del monitor de presión de neumáticos',
    'Key fob programming': 'Programación del mando a distancia',
    'Headlamp aim': 'Reglaje de los faros',
    'Submit request': 'Enviar solicitud',
    'Download report': 'Descargar informe',
    'Chat with a technician': 'Chatear con un técnico',
    'Turn the ignition on': 'Encienda el contacto',
    'Scan complete': 'Escaneo completado',
  },
  fr: {
    'Pre-scan': 'Pré-diagnostic',
    'Post-scan': 'Post-diagnostic',
    'Vehicle information': 'Informations sur le véhicule',
    Disclaimer: 'Avertissement',
    'Front camera calibration (static)': 'Calibrage de la caméra avant (statique)',
    'Pre-repair scan': 'Diagnostic avant réparation',
    'Post-repair scan': 'Diagnostic après réparation',
    'Download report': 'Télécharger le rapport',
  },
};

/**
 * Which items carry those translations in the demo (the rest are left for the console, or for a fill from the
 * memory): the pre-scan report and some app labels in Spanish, a few service elements, and little in French.
 */
export const TRANSLATED_ITEMS = {
  reportSections: { es: ['Pre-scan report', 'Calibration report'], fr: ['Pre-scan report'] },
  appLabels: { es: ['request.submit', 'report.download', 'chat.open', 'device.ignition', 'device.done'], fr: ['report.download'] },
  serviceElements: {
    es: ['Pre-repair scan', 'Post-repair scan', 'Rear radar calibration', 'Lane keeping assist calibration', 'Tire pressure monitor relearn', 'Key fob programming', 'Headlamp aim'],
    fr: ['Pre-repair scan', 'Post-repair scan'],
  },
} as const;
