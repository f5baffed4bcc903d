/**
 * Demo data of scan-pro (issue 17): the corporate configuration (business 49, spec §9) every business without its
 * own inherits, its criteria naming the service elements of ragData.ts, and its checklist.
 */
import type { Criterion, RecommendationKind } from '../../../../contract/scanpro';

/** [criterion, detail, [service element, kind][]]. */
export const CORPORATE_CRITERIA: readonly (readonly [Criterion, string, readonly (readonly [string, RecommendationKind])[]])[] = [
  ['modelYearFrom', '2016', [['Pre-repair scan', 'scan'], ['Post-repair scan', 'scan']]],
  ['adasEquipped', 'yes', [['Automatic emergency braking test', 'scan'], ['Front camera calibration (static)', 'calibration'], ['Steering angle sensor reset', 'calibration']]],
  ['airbagDeployed', 'yes', [['Airbag control module reset', 'scan'], ['Seat belt pretensioner check', 'scan'], ['Occupant classification system calibration', 'calibration']]],
  ['damageArea', 'front', [['Front radar calibration', 'calibration'], ['Adaptive cruise control calibration', 'calibration'], ['Headlamp aim', 'calibration']]],
  ['damageArea', 'rear', [['Rear radar calibration', 'calibration'], ['Rear view camera calibration', 'calibration'], ['Park assist sensors check', 'scan']]],
  ['damageArea', 'leftSide', [['Blind spot monitor calibration', 'calibration'], ['360 surround view camera calibration', 'calibration']]],
  ['damageArea', 'rightSide', [['Blind spot monitor calibration', 'calibration'], ['360 surround view camera calibration', 'calibration']]],
  ['damageArea', 'windshield', [['Front camera calibration (static)', 'calibration'], ['Rain and light sensor calibration', 'calibration'], ['Windshield camera bracket inspection', 'scan']]],
];

/** [text, required]. */
export const CORPORATE_CHECKLIST: readonly (readonly [string, boolean])[] = [
  ['Battery maintainer connected (12.5 V or more)', true],
  ['Vehicle on a level floor, tires at the placard pressure', true],
  ['Customer authorization on file', false],
  ['Photos of the damaged areas attached', false],
];
