/** Demo data of scan types, their service element groups, activation cards and product makes. */
import { ACTIVATION_ACCOUNT_TYPES as T } from '../../../../contract/serviceCatalogue';

export const SERVICE_ELEMENT_GROUPS = ['Pre- and post-repair scans', 'ADAS calibration', 'Diagnostics', 'Programming', 'Glass and sensors', 'Safety systems'];

/** [name, code, group, active]; the names match the service types of the demo service requests. */
export const SCAN_TYPES: [string, string, string, boolean][] = [
  ['Pre-repair scan', 'PRE', 'Pre- and post-repair scans', true],
  ['Post-repair scan', 'POST', 'Pre- and post-repair scans', true],
  ['ADAS static calibration', 'ADAS-S', 'ADAS calibration', true],
  ['ADAS dynamic calibration', 'ADAS-D', 'ADAS calibration', true],
  ['Radar calibration', 'RADAR', 'ADAS calibration', true],
  ['Blind spot calibration', 'BSM', 'ADAS calibration', true],
  ['Diagnostics', 'DIAG', 'Diagnostics', true],
  ['Module programming', 'PROG', 'Programming', true],
  ['Key programming', 'KEY', 'Programming', true],
  ['Windshield camera calibration', 'CAM', 'Glass and sensors', true],
  ['Rain sensor calibration', 'RAIN', 'Glass and sensors', true],
  ['SRS module reset', 'SRS', 'Safety systems', true],
  ['OBD-I legacy scan', 'OBD1', 'Diagnostics', false],
];

/** [card id, password, account reference, account type, active]; some are assigned to demo devices afterwards. */
export const ACTIVATION_CARDS: [string, string, string | null, number, boolean][] = [
  ['TP2-AC-24001', 'K7m2-Qx9p', 'MAHLE-SUB-10482', T.shop, true],
  ['TP2-AC-24002', 'R4d8-Lw3z', 'MAHLE-SUB-10483', T.shop, true],
  ['TP2-AC-24003', 'H2n6-Vb5c', 'MAHLE-SUB-10517', T.shop, true],
  ['TPR-AC-24011', 'P9s3-Jt7e', 'MAHLE-SUB-10601', T.shop, true],
  ['TPR-AC-24012', 'W5k1-Gm8r', 'NTS-DIST-0042', T.distributor, true],
  ['ADT-AC-24020', 'C3x7-Fy2u', 'MAHLE-SUB-10655', T.shop, true],
  ['ADT-AC-24021', 'M8q4-Ze6a', 'KAD-DIST-0117', T.distributor, true],
  ['AMS-AC-24030', 'B6v9-Nh1k', 'AUTEL-ACC-77310', T.shop, true],
  ['AIA-AC-24031', 'T1w5-Dp4s', 'AUTEL-ACC-77342', T.shop, true],
  ['LX7-AC-24040', 'Y2c8-Qr6m', 'LAUNCH-ACC-5521', T.shop, true],
  ['BDS-AC-24050', 'E7j3-Ux9b', null, T.demo, true],
  ['SZP-AC-24060', 'G4t6-Ka2w', null, T.internal, true],
  ['TP2-AC-24090', 'N5r2-Lc8d', 'DEMO-TRADE-SHOW', T.demo, true],
  ['TP2-AC-23001', 'A9f4-Sz3h', 'MAHLE-SUB-09120', T.shop, false],
];

/** How many of the cards above are assigned to a demo device (the first ones), when there are devices. */
export const ASSIGNED_CARDS = 9;

/** [product, makes]: the vehicle makes a product or product add is offered for. */
export const PRODUCT_MAKES: [string, string[]][] = [
  ['ADAS calibration', ['Toyota', 'Honda', 'Subaru', 'Nissan', 'Hyundai', 'Kia', 'Mazda', 'Lexus']],
  ['Key programming', ['Ford', 'Chevrolet', 'GMC', 'Ram', 'Jeep', 'Dodge']],
  ['Module programming', ['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche']],
  ['Second calibration', ['Toyota', 'Honda', 'Subaru']],
];
