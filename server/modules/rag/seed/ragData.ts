/**
 * Demo data of the RAG ratings (issue 16): service elements in the service element groups of
 * serviceCatalogueData.ts, the vehicles rated (makes and models as NHTSA's vPIC data spells them), and the
 * demo's audit history: a few ratings changed, a copy, a bulk copy and a review, by demo.admin.
 */
import type { SERVICE_ELEMENT_GROUPS } from '../../serviceCatalogue/seed/serviceCatalogueData';

type Group = (typeof SERVICE_ELEMENT_GROUPS)[number];
type Rating = 'Red' | 'Amber' | 'Green';

/** [name, group, active]. */
export const SERVICE_ELEMENTS: readonly (readonly [string, Group, boolean])[] = [
  ['Pre-repair scan', 'Pre- and post-repair scans', true],
  ['Post-repair scan', 'Pre- and post-repair scans', true],
  ['In-process scan', 'Pre- and post-repair scans', true],
  ['Clear diagnostic trouble codes', 'Pre- and post-repair scans', true],
  ['Front camera calibration (static)', 'ADAS calibration', true],
  ['Front camera calibration (dynamic)', 'ADAS calibration', true],
  ['Front radar calibration', 'ADAS calibration', true],
  ['Rear radar calibration', 'ADAS calibration', true],
  ['Blind spot monitor calibration', 'ADAS calibration', true],
  ['Lane departure warning calibration', 'ADAS calibration', true],
  ['Lane keeping assist calibration', 'ADAS calibration', true],
  ['360 surround view camera calibration', 'ADAS calibration', true],
  ['Rear view camera calibration', 'ADAS calibration', true],
  ['Adaptive cruise control calibration', 'ADAS calibration', true],
  ['Night vision camera calibration', 'ADAS calibration', false],
  ['Steering angle sensor reset', 'Diagnostics', true],
  ['Yaw rate sensor calibration', 'Diagnostics', true],
  ['Tire pressure monitor relearn', 'Diagnostics', true],
  ['Battery monitoring sensor reset', 'Diagnostics', true],
  ['Electronic parking brake service mode', 'Diagnostics', true],
  ['Ride height sensor calibration', 'Diagnostics', true],
  ['Seat weight sensor zero point calibration', 'Diagnostics', true],
  ['Module programming', 'Programming', true],
  ['Key fob programming', 'Programming', true],
  ['Airbag control module reset', 'Programming', true],
  ['Headlamp aim', 'Glass and sensors', true],
  ['Adaptive headlamp calibration', 'Glass and sensors', true],
  ['Rain and light sensor calibration', 'Glass and sensors', true],
  ['Head-up display calibration', 'Glass and sensors', true],
  ['Park assist sensors check', 'Glass and sensors', true],
  ['Front park assist sensor calibration', 'Glass and sensors', true],
  ['Windshield camera bracket inspection', 'Glass and sensors', true],
  ['Automatic emergency braking test', 'Safety systems', true],
  ['Occupant classification system calibration', 'Safety systems', true],
  ['Seat belt pretensioner check', 'Safety systems', true],
  ['Pedestrian protection system check', 'Safety systems', true],
];

/** [make, model, first year, last year]: every year rated, bar the newest of each. */
export const RATED_MODELS: readonly (readonly [string, string, number, number])[] = [
  ['Honda', 'Civic', 2019, 2024],
  ['Toyota', 'Camry', 2019, 2024],
  ['Ford', 'F-150', 2019, 2024],
];

const LEVELS: readonly Rating[] = ['Red', 'Amber', 'Green'];

/** The demo rating of element `e` (its index) on a model (its index): a fixed pattern, the same every year. */
export const ratingOf = (model: number, e: number): Rating => LEVELS[(e * 7 + model * 3 + (e % 5 === 0 ? 1 : 0)) % 3];

/** Past edits by demo.admin, oldest first: [when, what]. */
export const SEED_RAG_HISTORY = {
  ratingChanges: [
    { at: '2026-10-05T14:12:00Z', vehicle: ['Honda', 'Civic', 2023], element: 'Front camera calibration (static)', before: 'Amber', after: 'Red' },
    { at: '2026-10-05T14:13:30Z', vehicle: ['Honda', 'Civic', 2023], element: 'Blind spot monitor calibration', before: null, after: 'Amber' },
    { at: '2026-10-19T09:40:00Z', vehicle: ['Toyota', 'Camry', 2022], element: 'Front radar calibration', before: 'Green', after: 'Red' },
  ],
  review: { at: '2026-11-02T16:05:00Z', vehicle: ['Ford', 'F-150', 2021], note: 'Checked against the 2021 position statement' },
} as const;
