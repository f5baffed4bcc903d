/** The scan-pro area's screen in one chunk, loaded the first time admin/scanpro is shown (bench/bundle.ts). */
export { default as ScanProPage } from './ScanProPage';
