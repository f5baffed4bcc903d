import { scanproContract as c } from '../../../contract/scanpro';
import { route } from '../../http/route';
import { getConfiguration, saveConfiguration } from './configuration.repository';
import { decodeVin, inLanguage } from './decoder';
import { evaluateVehicle } from './evaluate';
import { listResults, saveResults } from './results.repository';

/** Scan-pro (issue 17): configurations per business (the corporate one inherited), VIN decoding, evaluation and results. */
export const scanproRoutes = [
  route(c.scanProConfiguration, async ({ query, db }) => getConfiguration(db, query.id)),
  route(c.saveScanProConfiguration, async ({ body, db, user }) => saveConfiguration(db, body, { userId: user.id })),
  route(c.decodeVin, async ({ query, language }) => inLanguage(await decodeVin(query.vin), language)),
  route(c.evaluateVehicle, async ({ body, db }) => evaluateVehicle(db, body)),
  route(c.saveScanProResults, async ({ body, db, user }) => saveResults(db, body, { userId: user.id })),
  route(c.scanProResults, async ({ query, db }) => listResults(db, query.businessId)),
];
