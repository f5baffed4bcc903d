/**
 * The keys of the generic lookup store that businesses reference (statuses,
 * priorities, products, …), shared by the seed data, the server's checks and
 * the console's pickers.
 */
export const LOOKUP_KEYS = {
  businessStatus: 'business.status',
  dispatchPriority: 'business.dispatchpriority',
  distributor: 'business.distributor',
  salesRep: 'business.salesrep',
  referralSource: 'business.referralsource',
  annualRevenue: 'business.annualrevenue',
  monthlyRo: 'business.monthlyro',
  locationCount: 'business.locationcount',
  reportingGroup: 'business.reportinggroup',
  oemCertification: 'business.oemcertification',
  insuranceDepartment: 'business.insurancedepartment',
  service: 'business.service',
  vehicleManufacturer: 'vehicle.manufacturer',
  title: 'user.title',
  currency: 'billing.currency',
  period: 'billing.period',
  product: 'product',
  productAdd: 'product.add',
  language: 'language',
  timeZone: 'timezone',
  serverProfile: 'device.serverprofile',
  launchAccount: 'smartlink.launchaccount',
} as const;
export type LookupKey = (typeof LOOKUP_KEYS)[keyof typeof LOOKUP_KEYS];
