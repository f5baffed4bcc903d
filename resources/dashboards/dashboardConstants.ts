/**
 * The contract's dashboard constants the console uses (contract/dashboardSchema.ts), restated here: that module
 * imports the device, report and service request contracts, and importing it from the dashboards' chunk would move
 * those out of the console's shell into chunks of their own, growing every screen's JavaScript (bench/bundle.ts).
 * Typed by the contract's own literal types, so a changed value fails tsc; dashboardState.test.ts compares them.
 */
import type { CATEGORY_COLUMNS as ContractColumns, DASHBOARD_CATEGORIES as ContractCategories, DASHBOARD_LOGIC as ContractLogic, Operator } from '../../contract/dashboardSchema';

export const DASHBOARD_CATEGORIES: typeof ContractCategories = { all: 0, scanType: 1, status: 2, tech: 3, location: 4, country: 5, make: 6, timeStats: 7 };
export const DASHBOARD_LOGIC: typeof ContractLogic = { blank: 0, and: 1, or: 2 };
export const CATEGORY_COLUMNS: typeof ContractColumns = {
  scanType: 'serviceType',
  status: 'statusId',
  tech: 'technicianName',
  location: 'businessName',
  country: 'country',
  make: 'vehicleMake',
};
export const VALUELESS_OPERATORS: readonly Operator[] = ['empty', 'notEmpty', 'isTrue', 'isFalse'];
