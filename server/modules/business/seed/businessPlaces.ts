/**
 * Realistic parts for the demo businesses: places in the seeded countries and
 * states (with their time zone, phone area code and postal prefix), surnames,
 * name patterns and the partner organisations at the top of the hierarchies.
 */
export interface Place {
  country: 'US' | 'CA' | 'GB' | 'MX' | 'ES';
  state: string;
  city: string;
  timezone: string;
  area: string;
  postal: string;
}

const places = (country: Place['country'], rows: [string, string, string, string, string][]): Place[] =>
  rows.map(([state, city, timezone, area, postal]) => ({ country, state, city, timezone, area, postal }));

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

export const PLACES: Record<Place['country'], Place[]> = {
  US: places('US', [
    ['TX', 'Austin', CT, '512', '787'], ['TX', 'Houston', CT, '713', '770'], ['TX', 'Dallas', CT, '214', '752'],
    ['TX', 'San Antonio', CT, '210', '782'], ['CA', 'Los Angeles', PT, '213', '900'], ['CA', 'San Diego', PT, '619', '921'],
    ['CA', 'Sacramento', PT, '916', '958'], ['CA', 'Fresno', PT, '559', '937'], ['FL', 'Miami', ET, '305', '331'],
    ['FL', 'Orlando', ET, '407', '328'], ['FL', 'Tampa', ET, '813', '336'], ['NY', 'New York', ET, '212', '100'],
    ['NY', 'Buffalo', ET, '716', '142'], ['IL', 'Chicago', CT, '312', '606'], ['OH', 'Columbus', ET, '614', '432'],
    ['OH', 'Cleveland', ET, '216', '441'], ['GA', 'Atlanta', ET, '404', '303'], ['NC', 'Charlotte', ET, '704', '282'],
    ['AZ', 'Phoenix', 'America/Phoenix', '602', '850'], ['CO', 'Denver', MT, '303', '802'], ['WA', 'Seattle', PT, '206', '981'],
    ['MI', 'Detroit', ET, '313', '482'], ['PA', 'Philadelphia', ET, '215', '191'], ['MA', 'Boston', ET, '617', '021'],
    ['TN', 'Nashville', CT, '615', '372'], ['MN', 'Minneapolis', CT, '612', '554'], ['MO', 'Kansas City', CT, '816', '641'],
    ['NV', 'Las Vegas', PT, '702', '891'], ['OR', 'Portland', PT, '503', '972'], ['VA', 'Richmond', ET, '804', '232'],
    ['IN', 'Indianapolis', ET, '317', '462'], ['UT', 'Salt Lake City', MT, '801', '841'],
  ]),
  CA: places('CA', [
    ['ON', 'Toronto', 'America/Toronto', '416', 'M5V'], ['ON', 'Ottawa', 'America/Toronto', '613', 'K1P'],
    ['ON', 'Hamilton', 'America/Toronto', '905', 'L8P'], ['QC', 'Montréal', 'America/Toronto', '514', 'H2X'],
    ['QC', 'Québec', 'America/Toronto', '418', 'G1R'], ['BC', 'Vancouver', 'America/Vancouver', '604', 'V6B'],
    ['AB', 'Calgary', 'America/Edmonton', '403', 'T2P'], ['AB', 'Edmonton', 'America/Edmonton', '780', 'T5J'],
    ['MB', 'Winnipeg', 'America/Winnipeg', '204', 'R3C'], ['NS', 'Halifax', 'America/Halifax', '902', 'B3H'],
  ]),
  GB: places('GB', [
    ['ENG', 'Manchester', 'Europe/London', '0161', 'M1'], ['ENG', 'London', 'Europe/London', '020', 'SE1'],
    ['ENG', 'Birmingham', 'Europe/London', '0121', 'B1'], ['ENG', 'Leeds', 'Europe/London', '0113', 'LS1'],
    ['ENG', 'Bristol', 'Europe/London', '0117', 'BS1'], ['SCT', 'Glasgow', 'Europe/London', '0141', 'G1'],
    ['SCT', 'Edinburgh', 'Europe/London', '0131', 'EH1'], ['WLS', 'Cardiff', 'Europe/London', '029', 'CF10'],
    ['NIR', 'Belfast', 'Europe/London', '028', 'BT1'],
  ]),
  MX: places('MX', [
    ['CMX', 'Ciudad de México', 'America/Mexico_City', '55', '06'], ['JAL', 'Guadalajara', 'America/Mexico_City', '33', '44'],
    ['NLE', 'Monterrey', 'America/Monterrey', '81', '64'], ['PUE', 'Puebla', 'America/Mexico_City', '222', '72'],
    ['BCN', 'Tijuana', 'America/Tijuana', '664', '22'], ['YUC', 'Mérida', 'America/Merida', '999', '97'],
  ]),
  ES: places('ES', [
    ['M', 'Madrid', 'Europe/Madrid', '91', '280'], ['B', 'Barcelona', 'Europe/Madrid', '93', '080'],
    ['V', 'Valencia', 'Europe/Madrid', '96', '460'], ['SE', 'Sevilla', 'Europe/Madrid', '95', '410'],
  ]),
};

export const COUNTRY_WEIGHTS: [Place['country'], number][] = [['US', 70], ['CA', 12], ['GB', 8], ['MX', 6], ['ES', 4]];
export const PHONE_CC: Record<Place['country'], string> = { US: '+1', CA: '+1', GB: '+44', MX: '+52', ES: '+34' };

export const SURNAMES = [
  'Miller', 'Johnson', 'Thompson', 'Anderson', 'Walker', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Young', 'King', 'Wright',
  'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans',
  'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson',
  'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray',
  'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Nguyen', 'Patel', 'Kowalski', 'O’Brien',
];
export const SPANISH_SURNAMES = [
  'García', 'Martínez', 'López', 'Hernández', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez',
  'Díaz', 'Morales', 'Jiménez', 'Ruiz', 'Álvarez', 'Romero', 'Navarro', 'Domínguez', 'Vargas', 'Castillo', 'Ortega', 'Mendoza',
];
export const ADJECTIVES = [
  'Precision', 'Premier', 'Elite', 'Quality', 'Superior', 'Advanced', 'Reliable', 'Express', 'Apex', 'Heritage', 'Liberty',
  'Patriot', 'Ironwood', 'Blue Ridge', 'Eagle', 'Northstar', 'Crossroads', 'Metro', 'Pacific', 'Atlantic', 'Lakeside', 'Canyon',
];

type Parts = { surname: string; city: string; adjective: string };
type Pattern = (p: Parts) => string;

/** Name patterns per language area, each with a weight. */
export const NAME_PATTERNS: Record<'english' | 'british' | 'spanish', [Pattern, number][]> = {
  english: [
    [(p) => `${p.surname} Collision Center`, 14], [(p) => `${p.surname} Auto Body`, 12], [(p) => `${p.city} Auto Body`, 6],
    [(p) => `${p.adjective} Collision`, 10], [(p) => `${p.adjective} Auto Glass`, 8], [(p) => `${p.surname} & Sons Automotive`, 5],
    [(p) => `${p.city} Collision Repair`, 6], [(p) => `${p.adjective} Body Works`, 7], [(p) => `${p.surname}'s Paint & Body`, 7],
    [(p) => `${p.adjective} Glass & Calibration`, 5], [(p) => `${p.city} Auto Glass`, 5], [(p) => `${p.surname} Motors`, 6],
    [(p) => `${p.adjective} ADAS Calibration`, 4], [(p) => `${p.surname} Fleet Service`, 3],
  ],
  british: [
    [(p) => `${p.surname} Motors Ltd`, 5], [(p) => `${p.city} Accident Repair Centre`, 4], [(p) => `${p.surname} Bodyshop`, 4],
    [(p) => `${p.adjective} Windscreens`, 3], [(p) => `${p.surname} & Sons Garage`, 2],
  ],
  spanish: [
    [(p) => `Taller ${p.surname}`, 5], [(p) => `Carrocería ${p.surname}`, 4], [(p) => `Autocristales ${p.city}`, 3],
    [(p) => `Hojalatería y Pintura ${p.surname}`, 3], [(p) => `Talleres ${p.surname} Hermanos`, 2],
  ],
};

export const STREETS = ['Main', 'Oak', 'Industrial', 'Commerce', 'Maple', 'Washington', 'Lincoln', 'Park', 'Highland', 'River', 'Cedar', 'Airport'];
export const STREET_SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way'];
export const SPANISH_STREETS = ['Reforma', 'Insurgentes', 'Juárez', 'Hidalgo', 'Alcalá', 'Gran Vía', 'Colón', 'Constitución'];

/** The partner organisations at the top of the business hierarchies. */
export const PARTNERS: { name: string; country: Place['country'] }[] = [
  { name: 'Summit Collision Group', country: 'US' },
  { name: 'Crestline Auto Group', country: 'US' },
  { name: 'Pinnacle Glass Partners', country: 'US' },
  { name: 'Evergreen Collision Network', country: 'US' },
  { name: 'Lakeshore MSO Holdings', country: 'US' },
  { name: 'Redwood Auto Alliance', country: 'US' },
  { name: 'Harbor Glass Group', country: 'US' },
  { name: 'Frontier Fleet Services', country: 'US' },
  { name: 'True North Collision Partners', country: 'CA' },
  { name: 'Britannia Repair Network', country: 'GB' },
  { name: 'Grupo Carrocerías del Norte', country: 'MX' },
  { name: 'Iberauto Red de Talleres', country: 'ES' },
];
