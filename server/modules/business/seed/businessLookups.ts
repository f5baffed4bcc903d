/**
 * The lookup values businesses reference (contract/lookupKeys.ts), seeded into
 * the generic lookup store. `weight` only steers the demo generator.
 */
import { LOOKUP_KEYS as K, type LookupKey } from '../../../../contract/lookupKeys';

export interface SeedLookup {
  text: string;
  label?: string;
  value?: string;
  stringValue?: string;
  intValue?: number;
  isActive?: boolean;
  /** How often the demo generator picks it (statuses). */
  weight?: number;
}

const plain = (...texts: string[]): SeedLookup[] => texts.map((text) => ({ text }));

/** The device keys the console also reads (server profiles, launch accounts) are seeded with the reference lists (referencesData.ts). */
type BusinessLookupKey = Exclude<LookupKey, typeof K.serverProfile | typeof K.launchAccount>;

export const BUSINESS_LOOKUPS: Record<BusinessLookupKey, SeedLookup[]> = {
  [K.businessStatus]: [
    { text: 'Active', weight: 62 },
    { text: 'Registered', weight: 14 },
    { text: 'On hold', weight: 9 },
    { text: 'Suspended', weight: 8 },
    { text: 'Closed', weight: 7 },
  ],
  [K.dispatchPriority]: plain('Standard', 'High', 'Urgent', 'Low'),
  [K.distributor]: plain(
    'Northline Tool Supply',
    'Keystone Automotive Distribution',
    'Prairie Parts & Equipment',
    'Coastal Diagnostics Supply',
    'Maple Leaf Auto Equipment',
    'Albion Garage Supplies',
    'Iberia Recambios',
    'Distribuidora Azteca',
  ),
  [K.salesRep]: plain(
    'Megan Carter',
    'Luis Ortega',
    'Priya Raman',
    'Tom Whitaker',
    'Chloé Gagnon',
    'Daniel Okafor',
    'Sofía Navarro',
    'James Pritchard',
    'Hannah Brooks',
    'Marcus Lee',
  ),
  [K.referralSource]: plain('Trade show', 'Web search', 'Existing customer', 'Distributor', 'Insurance partner', 'Social media', 'Sales call'),
  [K.annualRevenue]: plain('Under $500K', '$500K – $1M', '$1M – $5M', '$5M – $10M', 'Over $10M'),
  [K.monthlyRo]: plain('Under 100', '100 – 249', '250 – 499', '500 – 999', '1,000 or more'),
  [K.locationCount]: plain('1', '2 – 5', '6 – 20', '21 – 100', 'More than 100'),
  [K.reportingGroup]: plain('Independent', 'Multi-shop operator', 'Dealership', 'Glass', 'Fleet', 'Insurance DRP'),
  [K.oemCertification]: plain(
    'Honda ProFirst',
    'Nissan Certified Collision',
    'Ford Certified Collision Network',
    'Assured Performance',
    'I-CAR Gold Class',
    'Tesla Approved Body Shop',
    'BMW Certified Collision Repair',
    'Mercedes-Benz Certified Collision',
    'Toyota Certified Collision',
    'Subaru Certified Collision',
  ),
  [K.insuranceDepartment]: plain('Direct repair program', 'Glass claims', 'Fleet claims', 'Total loss', 'Salvage', 'Subrogation'),
  [K.service]: plain(
    'Pre-repair scan',
    'Post-repair scan',
    'ADAS static calibration',
    'ADAS dynamic calibration',
    'Module programming',
    'Key programming',
    'Diagnostics',
    'Windshield camera calibration',
  ),
  [K.vehicleManufacturer]: plain(
    'Toyota',
    'Honda',
    'Ford',
    'General Motors',
    'Stellantis',
    'Nissan',
    'Hyundai',
    'Kia',
    'BMW',
    'Mercedes-Benz',
    'Volkswagen',
    'Subaru',
    'Tesla',
    'Mazda',
  ),
  [K.title]: plain('Owner', 'General manager', 'Service manager', 'Estimator', 'Technician', 'Office manager', 'Parts manager'),
  [K.currency]: [
    { text: 'USD', label: 'US dollar', stringValue: '$' },
    { text: 'CAD', label: 'Canadian dollar', stringValue: 'CA$' },
    { text: 'GBP', label: 'Pound sterling', stringValue: '£' },
    { text: 'EUR', label: 'Euro', stringValue: '€' },
  ],
  [K.period]: [
    { text: 'Monthly', intValue: 1 },
    { text: 'Quarterly', intValue: 3 },
    { text: 'Annually', intValue: 12 },
  ],
  [K.product]: [
    { text: 'Pre/post scan', value: 'Scans report the fault codes present when the vehicle was connected.' },
    { text: 'ADAS calibration', value: 'Calibration requires a level floor and the targets specified by the manufacturer.' },
    { text: 'Module programming' },
    { text: 'Remote diagnostics' },
    { text: 'ProTech remote assist' },
    { text: 'Key programming' },
  ],
  [K.productAdd]: plain('Additional module programming', 'DTC clearing', 'Alignment check', 'Second calibration', 'After-hours service'),
  [K.language]: [
    { text: 'English', intValue: 1, stringValue: 'en' },
    { text: 'Spanish', intValue: 2, stringValue: 'es' },
  ],
  [K.timeZone]: plain(
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Toronto',
    'America/Vancouver',
    'America/Edmonton',
    'America/Halifax',
    'America/Winnipeg',
    'America/Mexico_City',
    'America/Monterrey',
    'America/Merida',
    'America/Tijuana',
    'Europe/London',
    'Europe/Madrid',
  ),
};
