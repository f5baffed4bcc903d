/** Scan tools, vehicles and services for the device and service request demo data. */
import { SOLUTIONS, type SolutionId } from '../../../contract/solutions';

/** Scan and calibration tools shops are given, with how common each is and its serial-number prefix. */
export const DEVICE_MODELS = [
  { manufacturer: 'MAHLE', brand: 'TechPRO', model: 'TechPRO 2', prefix: 'TP2', weight: 30 },
  { manufacturer: 'MAHLE', brand: 'TechPRO', model: 'TechPRO Remote', prefix: 'TPR', weight: 20 },
  { manufacturer: 'MAHLE', brand: 'ADAS', model: 'ADAS TECH', prefix: 'ADT', weight: 12 },
  { manufacturer: 'Autel', brand: 'MaxiSys', model: 'MS909', prefix: 'AMS', weight: 10 },
  { manufacturer: 'Autel', brand: 'MaxiSys', model: 'IA900WA', prefix: 'AIA', weight: 6 },
  { manufacturer: 'Launch', brand: 'X-431', model: 'PAD VII', prefix: 'LX7', weight: 8 },
  { manufacturer: 'Bosch', brand: 'ADS', model: 'ADS 625X', prefix: 'BDS', weight: 7 },
  { manufacturer: 'Snap-on', brand: 'ZEUS', model: 'ZEUS+', prefix: 'SZP', weight: 7 },
] as const;

/** Where in a shop a device is kept: its name is the place and the brand ("Bay 2 TechPRO"). */
export const DEVICE_PLACES = ['Bay 1', 'Bay 2', 'Bay 3', 'Front desk', 'Calibration bay', 'Mobile van', 'Body shop', 'Alignment rack'] as const;

/** Makes (of the seeded makes) with their world manufacturer identifier and a few models; `europe`: sold in Europe only. */
export const VEHICLES = [
  { make: 'Ford', wmi: '1FA', models: ['F-150', 'Escape', 'Explorer', 'Mustang', 'Edge'] },
  { make: 'Chevrolet', wmi: '1G1', models: ['Silverado 1500', 'Equinox', 'Malibu', 'Tahoe', 'Traverse'] },
  { make: 'Toyota', wmi: '4T1', models: ['Camry', 'Corolla', 'RAV4', 'Highlander', 'Tacoma'] },
  { make: 'Honda', wmi: '1HG', models: ['Civic', 'Accord', 'CR-V', 'Pilot', 'Odyssey'] },
  { make: 'Nissan', wmi: '1N4', models: ['Altima', 'Rogue', 'Sentra', 'Pathfinder'] },
  { make: 'Hyundai', wmi: 'KMH', models: ['Elantra', 'Tucson', 'Santa Fe', 'Sonata'] },
  { make: 'Kia', wmi: 'KNA', models: ['Sportage', 'Sorento', 'Forte', 'Telluride'] },
  { make: 'Subaru', wmi: 'JF1', models: ['Outback', 'Forester', 'Crosstrek', 'Impreza'] },
  { make: 'Tesla', wmi: '5YJ', models: ['Model 3', 'Model Y', 'Model S'] },
  { make: 'Jeep', wmi: '1C4', models: ['Grand Cherokee', 'Wrangler', 'Cherokee', 'Compass'] },
  { make: 'Ram', wmi: '3C6', models: ['1500', '2500'] },
  { make: 'BMW', wmi: 'WBA', models: ['3 Series', '5 Series', 'X3', 'X5'] },
  { make: 'Mercedes-Benz', wmi: 'WDD', models: ['C-Class', 'E-Class', 'GLC', 'GLE'] },
  { make: 'Volkswagen', wmi: 'WVW', models: ['Golf', 'Jetta', 'Tiguan', 'Passat'] },
  { make: 'Audi', wmi: 'WAU', models: ['A4', 'Q5', 'A6', 'Q7'] },
  { make: 'Volvo', wmi: 'YV1', models: ['XC60', 'XC90', 'S60'] },
  { make: 'Mazda', wmi: 'JM1', models: ['CX-5', 'Mazda3', 'CX-30'] },
  { make: 'Lexus', wmi: 'JTH', models: ['RX 350', 'ES 350', 'NX 300'] },
  { make: 'Vauxhall', wmi: 'W0V', models: ['Corsa', 'Astra', 'Mokka'], europe: true },
  { make: 'Peugeot', wmi: 'VF3', models: ['208', '308', '3008'], europe: true },
] as const;

/** What a request asks for, per solution. */
export const SERVICE_TYPES: Record<SolutionId, readonly string[]> = {
  [SOLUTIONS.ukEurope]: ['Pre-repair scan', 'Post-repair scan', 'Diagnostics', 'Module programming'],
  [SOLUTIONS.glass]: ['Windshield camera calibration', 'Rain sensor calibration'],
  [SOLUTIONS.calibration]: ['ADAS static calibration', 'ADAS dynamic calibration', 'Radar calibration', 'Blind spot calibration'],
  [SOLUTIONS.proTech]: ['Diagnostics', 'Module programming', 'Key programming', 'Pre-repair scan'],
};
