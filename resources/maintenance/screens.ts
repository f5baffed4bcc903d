/** The maintenance area's screen in one chunk, loaded the first time it is shown (../areas/maintenance.ts). */
export { default as MaintenancePage } from './MaintenancePage';
