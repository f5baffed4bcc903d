/**
 * Demo data of the reference lists (issue 5): a few dozen real-world rows each.
 * Lookup items by key (REFERENCE_KEYS); the keys shared with businesses
 * (time zones, languages, vehicle manufacturers, distributors) are seeded by
 * businessLookups.ts and only completed here.
 */
import { REFERENCE_KEYS as K } from '../../../../contract/references';
import type { SeedLookup } from '../../business/seed/businessLookups';

const item = (text: string, stringValue?: string, label?: string, extra: Partial<SeedLookup> = {}): SeedLookup => ({ text, stringValue, label, ...extra });

export const REFERENCE_LOOKUPS: Record<string, SeedLookup[]> = {
  [K.serverProfile]: [
    item('Production US', 'https://api.us.scancal.example', 'North America'),
    item('Production Canada', 'https://api.ca.scancal.example', 'North America'),
    item('Production UK/Europe', 'https://api.eu.scancal.example', 'Europe'),
    item('Staging', 'https://staging.scancal.example', 'All regions'),
    item('Training', 'https://training.scancal.example', 'All regions'),
    item('Legacy US', 'https://legacy.us.scancal.example', 'North America', { isActive: false }),
  ],
  [K.timeZone]: ['America/Anchorage', 'Pacific/Honolulu', 'America/Regina', 'America/St_Johns', 'America/Puerto_Rico', 'Europe/Dublin', 'Europe/Paris', 'Europe/Berlin', 'Atlantic/Canary'].map(
    (zone) => item(zone),
  ),
  [K.language]: [item('French', 'fr', 'Français', { intValue: 3 }), item('Portuguese', 'pt', 'Português', { intValue: 4 }), item('German', 'de', 'Deutsch', { intValue: 5 }), item('Italian', 'it', 'Italiano', { intValue: 6 })],
  [K.insuranceCompany]: [
    ...['State Farm', 'GEICO', 'Progressive', 'Allstate', 'USAA', 'Liberty Mutual', 'Farmers Insurance', 'Nationwide', 'Travelers', 'American Family Insurance', 'Erie Insurance'].map((n) => item(n, 'US')),
    ...['Intact Insurance', 'Aviva Canada', 'Desjardins Insurance'].map((n) => item(n, 'CA')),
    ...['Aviva', 'Direct Line', 'Admiral'].map((n) => item(n, 'GB')),
    ...['Mapfre', 'Mutua Madrileña', 'Línea Directa'].map((n) => item(n, 'ES')),
    ...['GNP Seguros', 'Quálitas', 'AXA Seguros'].map((n) => item(n, 'MX')),
    item('Esurance', 'US', undefined, { isActive: false }),
  ],
  [K.vehicleManufacturer]: [item('Volvo Cars', 'SE'), item('Jaguar Land Rover', 'GB'), item('Mitsubishi Motors', 'JP'), item('Renault Group', 'FR'), item('Porsche', 'DE')],
  [K.group]: [
    item('US East', 'dispatch.east@scancal.example'),
    item('US Central', 'dispatch.central@scancal.example'),
    item('US West', 'dispatch.west@scancal.example'),
    item('Canada', 'dispatch.canada@scancal.example'),
    item('Mexico', 'despacho.mexico@scancal.example'),
    item('UK and Europe', 'dispatch.europe@scancal.example'),
    item('Glass US/Canada', 'dispatch.glass@scancal.example'),
    item('Calibration US/Canada', 'dispatch.calibration@scancal.example'),
    item('ProTech', 'dispatch.protech@scancal.example'),
  ],
  [K.invoiceMethod]: [
    item('Email (PDF)', undefined, 'A PDF invoice to the billing contacts'),
    item('Customer portal', undefined, 'Published on the portal, with a notification email'),
    item('Postal mail', undefined, 'Printed and mailed to the billing address'),
    item('EDI (ANSI X12 810)', undefined, "Sent to the customer's EDI gateway"),
    item('Consolidated monthly statement', undefined, 'One statement per month for every location'),
    item('Insurer direct bill', undefined, 'Billed to the insurance company of the claim'),
  ],
  [K.launchAccount]: [
    item('Launch Tech USA – Collision', 'LTU-100245', 'US'),
    item('Launch Tech USA – Glass', 'LTU-100388', 'US'),
    item('Launch Tech USA – Calibration', 'LTU-100412', 'US'),
    item('Launch Canada', 'LTC-200117', 'CA'),
    item('Launch Europe GmbH', 'LEU-300054', 'EU'),
    item('Launch UK', 'LUK-400023', 'GB'),
    item('Launch México', 'LMX-500009', 'MX', { isActive: false }),
  ],
  [K.releaseTrack]: [
    item('Production', '4.18.2', 'Every shop'),
    item('Pilot', '4.19.0-rc.1', 'Shops in the pilot programme'),
    item('Beta', '4.19.0-beta.3', 'Opted-in shops and field technicians'),
    item('Internal', '4.20.0-dev.7', 'Staff devices only'),
    item('Legacy Android 9', '4.12.7', 'Devices that cannot update past Android 9', { isActive: false }),
  ],
  [K.hardware]: [
    ...['MaxiSys MS909', 'MaxiSys Ultra', 'MaxiSys IA900WA', 'MaxiIM IM608 Pro II'].map((n) => item(n, undefined, 'Autel')),
    ...['X-431 PAD VII', 'X-431 PRO5', 'X-431 ADAS Pro+'].map((n) => item(n, undefined, 'Launch')),
    ...['TechPRO 2', 'TechPRO Remote', 'ADAS TECH'].map((n) => item(n, undefined, 'MAHLE')),
    item('ADS 625X', undefined, 'Bosch'),
    item('ZEUS+', undefined, 'Snap-on'),
    item('Galaxy Tab Active5', undefined, 'Samsung'),
    item('TechPRO 1', undefined, 'MAHLE', { isActive: false }),
  ],
  [K.supplier]: [
    item('Autel U.S. Inc.', 'orders@autel-us.example', '+1 855 288 3587'),
    item('Launch Tech USA', 'orders@launchtechusa.example', '+1 877 528 6248'),
    item('MAHLE Aftermarket Inc.', 'orders@mahle-aftermarket.example', '+1 800 338 8786'),
    item('Bosch Automotive Service Solutions', 'orders@bosch-ass.example', '+1 800 321 4889'),
    item('Snap-on Tools', 'orders@snapon.example', '+1 877 762 7664'),
    item('Hunter Engineering Company', 'orders@hunter.example', '+1 800 448 6848'),
    item('TEXA USA', 'orders@texausa.example', '+1 877 505 8392'),
    item('Hella Gutmann Solutions', 'orders@hella-gutmann.example', '+44 1283 553 243'),
  ],
  [K.activationType]: [
    item('New device', 'NEW'),
    item('Annual renewal', 'RENEW'),
    item('Software upgrade', 'UPGRADE'),
    item('Trial (30 days)', 'TRIAL'),
    item('Replacement device', 'REPLACE'),
    item('Demo unit', 'DEMO'),
  ],
  [K.ragRating]: [
    item('Not rated', '#9E9E9E', 'No rating for this service element yet', { intValue: 0 }),
    item('Red', '#D32F2F', 'Required: the repair is not complete without it', { intValue: 1 }),
    item('Amber', '#F9A825', 'Recommended by the manufacturer for this repair', { intValue: 2 }),
    item('Green', '#2E7D32', 'Not needed for this repair', { intValue: 3 }),
  ],
};

/** The display names of the time zones (seeded by businessLookups.ts or above), kept in `label`. */
export const TIME_ZONE_NAMES: Record<string, string> = {
  'America/New_York': 'Eastern Time (US & Canada)',
  'America/Chicago': 'Central Time (US & Canada)',
  'America/Denver': 'Mountain Time (US & Canada)',
  'America/Phoenix': 'Arizona',
  'America/Los_Angeles': 'Pacific Time (US & Canada)',
  'America/Toronto': 'Eastern Time (Toronto)',
  'America/Vancouver': 'Pacific Time (Vancouver)',
  'America/Edmonton': 'Mountain Time (Edmonton)',
  'America/Halifax': 'Atlantic Time (Canada)',
  'America/Winnipeg': 'Central Time (Winnipeg)',
  'America/Mexico_City': 'Mexico City',
  'America/Monterrey': 'Monterrey',
  'America/Merida': 'Mérida',
  'America/Tijuana': 'Tijuana',
  'Europe/London': 'London',
  'Europe/Madrid': 'Madrid',
  'America/Anchorage': 'Alaska',
  'Pacific/Honolulu': 'Hawaii',
  'America/Regina': 'Saskatchewan',
  'America/St_Johns': 'Newfoundland',
  'America/Puerto_Rico': 'Atlantic Time (Puerto Rico)',
  'Europe/Dublin': 'Dublin',
  'Europe/Paris': 'Paris',
  'Europe/Berlin': 'Berlin',
  'Atlantic/Canary': 'Canary Islands',
};

/** The native names of the languages seeded by businessLookups.ts, kept in `label`. */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Español' };

/** The countries of the vehicle manufacturers seeded by businessLookups.ts, kept in `stringValue`. */
export const MANUFACTURER_COUNTRIES: Record<string, string> = {
  Toyota: 'JP',
  Honda: 'JP',
  Ford: 'US',
  'General Motors': 'US',
  Stellantis: 'NL',
  Nissan: 'JP',
  Hyundai: 'KR',
  Kia: 'KR',
  BMW: 'DE',
  'Mercedes-Benz': 'DE',
  Volkswagen: 'DE',
  Subaru: 'JP',
  Tesla: 'US',
  Mazda: 'JP',
};

/** Device models beside those the demo devices use (devicesRequestsData.ts); `isActive` false for retired ones. */
export const MORE_DEVICE_MODELS: { manufacturer: string; brand: string; model: string; isActive?: boolean }[] = [
  { manufacturer: 'Autel', brand: 'MaxiSys', model: 'MaxiSys Ultra' },
  { manufacturer: 'Autel', brand: 'MaxiIM', model: 'IM608 Pro II' },
  { manufacturer: 'Launch', brand: 'X-431', model: 'PRO5' },
  { manufacturer: 'Launch', brand: 'X-431', model: 'ADAS Pro+' },
  { manufacturer: 'Bosch', brand: 'ADS', model: 'ADS 325' },
  { manufacturer: 'Snap-on', brand: 'ZEUS', model: 'ZEUS' , isActive: false },
  { manufacturer: 'MAHLE', brand: 'TechPRO', model: 'TechPRO', isActive: false },
];

/** The model years of the seeded makes in their markets (North America, or Europe for the European ones; no last year: still sold). */
export const MAKE_YEARS: Record<string, [number, number?]> = {
  Acura: [1986], 'Alfa Romeo': [2014], Audi: [1970], BMW: [1970], Buick: [1960], Cadillac: [1960], Chevrolet: [1960], Chrysler: [1960],
  Dodge: [1960], Fiat: [2012], Ford: [1960], Genesis: [2017], GMC: [1960], Honda: [1970], Hyundai: [1986], Infiniti: [1990], Jaguar: [1960],
  Jeep: [1963], Kia: [1994], 'Land Rover': [1987], Lexus: [1990], Lincoln: [1960], Mazda: [1971], 'Mercedes-Benz': [1960], Mini: [2002],
  Mitsubishi: [1983], Nissan: [1983], Porsche: [1960], Ram: [2011], Subaru: [1968], Tesla: [2008], Toyota: [1960], Volkswagen: [1960],
  Volvo: [1960], Peugeot: [1960], Renault: [1960], Skoda: [1960], SEAT: [1960], Vauxhall: [1960], 'Citroën': [1960],
  Saturn: [1991, 2010], Pontiac: [1960, 2010], Oldsmobile: [1960, 2004], Mercury: [1960, 2011], Scion: [2004, 2016], Hummer: [1992, 2010],
};
