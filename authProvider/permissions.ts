/**
 * The permission table of spec §6 lives in the contract (`contract/permissions.ts`),
 * shared with the server; the console's guard and session read it from here.
 */
export { CONSOLE_ROLES, type ConsoleRole, decidePath, hasConsoleRole, type PathDecision, permissionKey, permissionTable } from '../contract/permissions';
