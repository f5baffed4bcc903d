/** The solutions served (spec §1) by value: the `appId` a service request is made in. */
export const SOLUTIONS = { ukEurope: 1, glass: 2, calibration: 4, proTech: 5 } as const;
export type SolutionId = (typeof SOLUTIONS)[keyof typeof SOLUTIONS];
