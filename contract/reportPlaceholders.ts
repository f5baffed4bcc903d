/**
 * Report template placeholders, shared by the server (which refuses a template
 * holding an unknown or malformed one) and the console's template editor
 * (which lists, checks and previews them).
 *
 * Syntax: `{{group.name}}`, a dotted name of letters and digits, each segment
 * starting with a lower-case letter; spaces inside the braces are allowed
 * (`{{ vehicle.vin }}`). Any other text between `{{` and `}}`, a `{{` never
 * closed or a `}}` never opened is malformed. Each report area knows the
 * common placeholders and its own, each with the sample value the preview shows.
 */
import { r } from './refusal';

/** The report areas (spec §3). */
export const REPORT_AREAS = { serviceDetails: 0, recommendations: 1, scanReadings: 2, snapshotData: 3 } as const;
export type ReportArea = (typeof REPORT_AREAS)[keyof typeof REPORT_AREAS];
export const reportAreaIds = Object.values(REPORT_AREAS) as ReportArea[];
const AREA_LABELS: Record<ReportArea, string> = { 0: r('Service Details'), 1: r('Recommendations'), 2: r('Scan Readings'), 3: r('Snapshot Data') };
/** The spec's name of an area, in the server's English messages. */
export const reportAreaLabel = (area: number) => AREA_LABELS[area as ReportArea] ?? `area ${area}`;

const COMMON: Record<string, string> = {
  'shop.name': 'Eastside Collision Center',
  'shop.phone': '(555) 014-2200',
  'workOrder.number': 'WO-104233',
  'report.date': '03/14/2026 10:42:05 am',
  'technician.name': 'Maria Lopez',
  'vehicle.vin': '1HGCV1F34LA012345',
  'vehicle.year': '2020',
  'vehicle.make': 'Honda',
  'vehicle.model': 'Accord',
};

/** The placeholders each area knows, with their sample values (common ones first). */
export const REPORT_PLACEHOLDERS: Record<ReportArea, Record<string, string>> = {
  0: {
    ...COMMON,
    'service.type': 'Pre-repair scan',
    'service.status': 'Completed',
    'service.notes': 'Customer reported an ABS warning light.',
    'scanTool.name': 'Autel MaxiSys Ultra',
  },
  1: {
    ...COMMON,
    'recommendation.text': 'Replace the front left wheel speed sensor.',
    'recommendation.priority': 'High',
    'recommendation.component': 'ABS',
    'calibration.required': 'Yes',
  },
  2: {
    ...COMMON,
    'scan.module': 'ABS control module',
    'scan.dtcCode': 'C0035',
    'scan.dtcDescription': 'Left front wheel speed sensor circuit',
    'scan.dtcStatus': 'Active',
    'scan.dtcCount': '3',
  },
  3: {
    ...COMMON,
    'snapshot.module': 'Engine control module',
    'snapshot.parameter': 'Coolant temperature',
    'snapshot.value': '92',
    'snapshot.unit': '°C',
    'snapshot.capturedAt': '03/14/2026 10:40:51 am',
  },
};

export const placeholdersOf = (area: number): Record<string, string> => REPORT_PLACEHOLDERS[area as ReportArea] ?? {};

export type TokenStatus = 'known' | 'unknown' | 'malformed';
export interface TemplateToken {
  /** The text as written (`{{ vehicle.vin }}`), cut short for an unclosed `{{`. */
  raw: string;
  /** The dotted name, when well formed. */
  name: string | null;
  index: number;
  end: number;
  status: TokenStatus;
}

const NAME = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/;

/** Every placeholder of a template, in order, each known, unknown (to the area) or malformed. */
export function templateTokens(text: string, area: number): TemplateToken[] {
  const known = placeholdersOf(area);
  const tokens: TemplateToken[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{{', i);
    const close = text.indexOf('}}', i);
    if (open === -1 && close === -1) break;
    if (close !== -1 && (open === -1 || close < open)) {
      tokens.push({ raw: '}}', name: null, index: close, end: close + 2, status: 'malformed' });
      i = close + 2;
      continue;
    }
    const end = text.indexOf('}}', open + 2);
    if (end === -1) {
      tokens.push({ raw: text.slice(open, open + 24), name: null, index: open, end: text.length, status: 'malformed' });
      break;
    }
    const name = text.slice(open + 2, end).trim();
    const wellFormed = NAME.test(name);
    const status: TokenStatus = !wellFormed ? 'malformed' : Object.hasOwn(known, name) ? 'known' : 'unknown';
    tokens.push({ raw: text.slice(open, end + 2), name: wellFormed ? name : null, index: open, end: end + 2, status });
    i = end + 2;
  }
  return tokens;
}

/** The first problem of a template, as the server's 400 says it, or null when every placeholder is known. */
export function templateProblem(text: string, area: number): string | null {
  const bad = templateTokens(text, area).find((t) => t.status !== 'known');
  if (!bad) return null;
  return bad.status === 'malformed'
    ? r`has a malformed placeholder "${bad.raw}" (write placeholders as {{group.name}})`
    : r`has an unknown placeholder ${bad.raw} for the area ${reportAreaLabel(area)}`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The template as it will render: each known placeholder replaced by its sample value (escaped); the rest left as written. */
export function renderSample(text: string, area: number): string {
  const known = placeholdersOf(area);
  let out = '';
  let at = 0;
  for (const t of templateTokens(text, area)) {
    if (t.status !== 'known' || !t.name) continue;
    out += text.slice(at, t.index) + escapeHtml(known[t.name]);
    at = t.end;
  }
  return out + text.slice(at);
}
