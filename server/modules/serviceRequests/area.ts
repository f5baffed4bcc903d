/** The serviceRequests area of the server (issue 32): see server/areaManifest.ts. */
import { defineArea } from '../../areaManifest';
import { spanish } from './text.es';
import { serviceRequestsRoutes } from './serviceRequests.routes';
import * as m0018 from './migrations/0018_service_requests';
import * as m0039 from './migrations/0039_request_search_trigrams';
import { seedServiceRequests } from './seed/serviceRequests';

export default defineArea({
  name: 'serviceRequests',
  routes: { serviceRequests: serviceRequestsRoutes },
  migrations: { '0018_service_requests': m0018, '0039_request_search_trigrams': m0039 },
  seed: {
    '130_serviceRequests': async (trx, run) => seedServiceRequests(trx, await run.businessIds(), run.random, { total: run.options.serviceRequests }),
  },
  spanish,
});
