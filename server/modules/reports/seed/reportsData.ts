/**
 * Demo scan tools and report templates. A tool's make is the vehicle make it is
 * listed for; an SWS tool also reaches that make's SWS (its secure gateway
 * service). Templates name their product by text and use only the
 * placeholders their area knows (contract/reportPlaceholders.ts).
 */
import { SOLUTIONS as S } from '../../../../contract/solutions';

/** [name, make, SWS make or null, app, inactive?] */
export const SCAN_TOOLS: [string, string, string | null, number, boolean?][] = [
  ['Autel MaxiSys Ultra', 'Volkswagen', null, S.ukEurope],
  ['Bosch KTS 590', 'Audi', null, S.ukEurope],
  ['Launch X-431 PAD VII', 'BMW', 'BMW', S.ukEurope],
  ['Snap-on Zeus+', 'Ford', null, S.ukEurope],
  ['Texa Navigator TXTs', 'Peugeot', null, S.ukEurope, true],
  ['Autel MaxiSys IA900WA', 'Honda', null, S.glass],
  ['Bosch ADS 625X', 'Toyota', 'Toyota', S.glass],
  ['Launch X-431 ADAS Pro+', 'Nissan', null, S.glass],
  ['Autel MaxiSys ADAS IA900', 'Toyota', null, S.calibration],
  ['Bosch DAS 3000', 'Mercedes-Benz', null, S.calibration],
  ['Snap-on Triton-D10', 'Chevrolet', null, S.calibration],
  ['FCA wiTECH 2.0', 'Jeep', 'Jeep', S.calibration],
  ['Launch X-431 PRO5', 'Kia', null, S.proTech],
  ['Snap-on Apollo-D9', 'Dodge', 'Dodge', S.proTech],
  ['Bosch ADS 325', 'Hyundai', null, S.proTech],
];

/** [area, product text, order, app, template, SWS make or null, isAdd?] */
export const REPORT_TEMPLATES: [number, string, number, number, string, string | null, boolean?][] = [
  [0, 'Pre/post scan', 1, S.ukEurope, '<p><b>{{service.type}}</b> of the {{vehicle.year}} {{vehicle.make}} {{vehicle.model}} (VIN {{vehicle.vin}}) for {{shop.name}}.</p>', null],
  [0, 'ADAS calibration', 1, S.calibration, '<p>Calibration work order {{workOrder.number}}: {{service.status}} by {{technician.name}} on {{report.date}}.</p>', null],
  [0, 'Pre/post scan', 2, S.glass, '<p>Scanned with {{scanTool.name}}. Notes: <i>{{service.notes}}</i></p>', null],
  [1, 'Pre/post scan', 1, S.ukEurope, '<p><b>{{recommendation.priority}}</b>: {{recommendation.text}}</p>', null],
  [1, 'ADAS calibration', 1, S.calibration, '<p>{{recommendation.component}} calibration required: {{calibration.required}}.</p>', null],
  [1, 'Alignment check', 2, S.glass, '<p>After the alignment check: {{recommendation.text}}</p>', null, true],
  [2, 'Pre/post scan', 1, S.ukEurope, '<p><b>{{scan.dtcCode}}</b> {{scan.dtcDescription}} ({{scan.module}}, {{scan.dtcStatus}})</p>', null],
  [2, 'Pre/post scan', 2, S.ukEurope, '<p>{{scan.dtcCount}} fault codes read through the BMW secure gateway.</p>', 'BMW'],
  [2, 'Remote diagnostics', 1, S.proTech, '<p>{{scan.module}}: {{scan.dtcCode}} ({{scan.dtcStatus}})</p>', 'Dodge'],
  [3, 'Pre/post scan', 1, S.ukEurope, '<p>{{snapshot.module}}, {{snapshot.parameter}}: {{snapshot.value}} {{snapshot.unit}}</p>', null],
  [3, 'ADAS calibration', 1, S.calibration, '<p>Captured {{snapshot.capturedAt}}: {{snapshot.parameter}} = {{snapshot.value}} {{snapshot.unit}}</p>', 'Jeep'],
  [3, 'Module programming', 1, S.proTech, '<p>{{snapshot.module}} before programming: {{snapshot.parameter}} {{snapshot.value}}</p>', null],
];
