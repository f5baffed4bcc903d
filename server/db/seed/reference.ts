/** Real reference data the demo database starts with. */
export const MAKES = [
  'Acura', 'Alfa Romeo', 'Audi', 'BMW', 'Buick', 'Cadillac', 'Chevrolet', 'Chrysler', 'Dodge', 'Fiat', 'Ford', 'Genesis', 'GMC',
  'Honda', 'Hyundai', 'Infiniti', 'Jaguar', 'Jeep', 'Kia', 'Land Rover', 'Lexus', 'Lincoln', 'Mazda', 'Mercedes-Benz', 'Mini',
  'Mitsubishi', 'Nissan', 'Porsche', 'Ram', 'Subaru', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo', 'Peugeot', 'Renault', 'Skoda',
  'SEAT', 'Vauxhall', 'Citroën',
];
/** Makes seeded as inactive, so the 'show all' toggle has something to show. */
export const INACTIVE_MAKES = ['Saturn', 'Pontiac', 'Oldsmobile', 'Mercury', 'Scion', 'Hummer'];

export const COUNTRIES: { name: string; abbreviation: string; states: [string, string][] }[] = [
  {
    name: 'United States',
    abbreviation: 'US',
    states: [
      ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
      ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
      ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
      ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
      ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
      ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
      ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
      ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
      ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
    ],
  },
  {
    name: 'Canada',
    abbreviation: 'CA',
    states: [
      ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
      ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
      ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
    ],
  },
  {
    name: 'United Kingdom',
    abbreviation: 'GB',
    states: [['ENG', 'England'], ['NIR', 'Northern Ireland'], ['SCT', 'Scotland'], ['WLS', 'Wales']],
  },
  {
    name: 'Mexico',
    abbreviation: 'MX',
    states: [
      ['AGU', 'Aguascalientes'], ['BCN', 'Baja California'], ['CHH', 'Chihuahua'], ['CMX', 'Ciudad de México'], ['JAL', 'Jalisco'],
      ['NLE', 'Nuevo León'], ['PUE', 'Puebla'], ['SON', 'Sonora'], ['VER', 'Veracruz'], ['YUC', 'Yucatán'],
    ],
  },
  { name: 'Spain', abbreviation: 'ES', states: [['M', 'Madrid'], ['B', 'Barcelona'], ['V', 'Valencia'], ['SE', 'Sevilla']] },
];

/** Tax rates (lookup key billing.taxrates): text, rate in decimalValue, jurisdiction code in stringValue. */
export const TAX_RATES: [string, number, string][] = [
  ['No tax', 0, 'NONE'],
  ['Ontario HST', 13, 'CA-ON'],
  ['Quebec GST + QST', 14.975, 'CA-QC'],
  ['British Columbia GST + PST', 12, 'CA-BC'],
  ['Alberta GST', 5, 'CA-AB'],
  ['UK VAT standard', 20, 'GB'],
  ['Texas state sales tax', 6.25, 'US-TX'],
  ['California state sales tax', 7.25, 'US-CA'],
];

/** Configuration values (lookup key `configuration`): the spec §9 constants the console reads. */
export const CONFIGURATION: [string, string][] = [
  ['defaultPageSize', '10'],
  ['chatPageSize', '20'],
  ['chatMessageLoadLimit', '30'],
  ['chatBadgeCap', '+9'],
  ['scanProDefaultCorporateId', '49'],
  ['currencySymbol', '$'],
];

export const ROLES: [string, string][] = [
  ['SuperAdmin', 'platform'],
  ['Admin', 'platform'],
  ['Technician', 'platform'],
  ['Dispatcher', 'platform'],
  ['BusinessUser', 'business'],
];
