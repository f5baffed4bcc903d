/** The demo tool makes, the tools shops carry with their scan devices, and the files the device models use. */
import { DEVICE_FILE_TYPES as T } from '../../../../contract/deviceFiles';

/** Topdon has no tool: a make that can be deleted in the demo. */
export const TOOL_MAKES = ['Autel', 'Launch', 'Bosch', 'Hunter', 'Snap-on', 'MAHLE', 'Hella Gutmann', 'Texa', 'Topdon'];

/** A tool: its name, make, part number, and whether it is calibrated (then it has a due date). */
export const TOOLS: [name: string, make: string, partNumber: string, calibrated: boolean][] = [
  ['ADAS calibration frame', 'Autel', 'MA600', true],
  ['Radar calibration reflector', 'Autel', 'CSC0602-01', true],
  ['Vehicle communication interface', 'Autel', 'MaxiFlash VCI', false],
  ['Camera calibration pattern board', 'Launch', 'X431-ADAS-P', true],
  ['TPMS activation tool', 'Launch', 'TSGUN-PRO', false],
  ['Front radar target plate', 'Bosch', 'DAS1000-RT', true],
  ['Laser distance meter', 'Bosch', 'GLM50-27', true],
  ['Wheel alignment clamps', 'Hunter', 'HA-20-3072', true],
  ['Battery support unit', 'Snap-on', 'EEBM310', false],
  ['Lidar calibration target', 'MAHLE', 'TP-LT200', true],
  ['Blind spot radar tool', 'Hella Gutmann', 'CSC-BSR-02', true],
  ['Night vision calibration kit', 'Texa', 'RCCS3-NV', true],
];

export interface SeedDeviceFile {
  name: string;
  fileTypeId: number;
  fileVersion: string;
  /** The release track, by its text (seeded in referencesData.ts). */
  track: string;
  /** The device models it targets, by model name. */
  models: string[];
  notes?: string;
  isActive?: boolean;
}

const firmware = (name: string, models: string[], versions: [string, string][]): SeedDeviceFile[] =>
  versions.map(([fileVersion, track], i) => ({
    name,
    fileTypeId: T.firmware,
    fileVersion,
    track,
    models,
    notes: track === 'Production' ? 'Stability fixes and updated vehicle coverage.' : undefined,
    isActive: !(track === 'Legacy Android 9' && i > 0),
  }));

export const DEVICE_FILES: SeedDeviceFile[] = [
  ...firmware('techpro2-firmware.bin', ['TechPRO 2'], [['4.18.2', 'Production'], ['4.19.0-rc.1', 'Pilot'], ['4.19.0-beta.3', 'Beta']]),
  ...firmware('techpro-remote-firmware.bin', ['TechPRO Remote'], [['2.7.4', 'Production'], ['2.8.0-beta.1', 'Beta']]),
  ...firmware('adas-tech-firmware.bin', ['ADAS TECH'], [['3.2.0', 'Production'], ['3.3.0-dev.7', 'Internal']]),
  ...firmware('maxisys-firmware.img', ['MS909', 'MaxiSys Ultra'], [['6.40', 'Production'], ['6.41-rc.2', 'Pilot'], ['5.90', 'Legacy Android 9']]),
  ...firmware('ia900wa-firmware.img', ['IA900WA'], [['2.15', 'Production']]),
  ...firmware('x431-firmware.apk', ['PAD VII', 'PRO5', 'ADAS Pro+'], [['8.02.017', 'Production'], ['8.03.001-beta', 'Beta']]),
  ...firmware('ads-firmware.bin', ['ADS 625X', 'ADS 325'], [['1.9.3', 'Production']]),
  ...firmware('zeus-firmware.bin', ['ZEUS+', 'ZEUS'], [['23.4', 'Production'], ['22.2', 'Legacy Android 9']]),
  { name: 'mahle-shop-config.json', fileTypeId: T.configuration, fileVersion: '2025.11', track: 'Production', models: ['TechPRO 2', 'TechPRO Remote', 'ADAS TECH'] },
  { name: 'autel-shop-config.json', fileTypeId: T.configuration, fileVersion: '2025.10', track: 'Production', models: ['MS909', 'IA900WA', 'MaxiSys Ultra', 'IM608 Pro II'] },
  { name: 'launch-shop-config.json', fileTypeId: T.configuration, fileVersion: '2025.09', track: 'Production', models: ['PAD VII', 'PRO5', 'ADAS Pro+'] },
  { name: 'proxy-settings.json', fileTypeId: T.configuration, fileVersion: '1.4.0', track: 'Beta', models: ['TechPRO 2', 'MS909', 'PAD VII', 'ADS 625X', 'ZEUS+'] },
  {
    name: 'adas-targets.dat',
    fileTypeId: T.calibrationData,
    fileVersion: '2025.4',
    track: 'Production',
    models: ['ADAS TECH', 'IA900WA', 'ADAS Pro+', 'ADS 625X'],
    notes: 'Target positions for the 2025 model year.',
  },
  { name: 'adas-targets.dat', fileTypeId: T.calibrationData, fileVersion: '2026.1-beta', track: 'Beta', models: ['ADAS TECH', 'IA900WA', 'ADAS Pro+'] },
  { name: 'radar-alignment-tables.dat', fileTypeId: T.calibrationData, fileVersion: '12.0.3', track: 'Production', models: ['ADAS TECH', 'ADS 625X', 'ADAS Pro+'] },
  { name: 'camera-aiming-tables.dat', fileTypeId: T.calibrationData, fileVersion: '7.1', track: 'Pilot', models: ['IA900WA', 'ADAS Pro+'] },
];
