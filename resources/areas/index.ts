/** The areas of the console declared with their resources, screens and pages (see ../area.ts). */
import type { Area } from '../area';
import { chatArea } from './chat';
import { dashboardsArea } from './dashboards';
import { filesArea } from './files';
import { lookupStoreArea } from './lookupStore';
import { maintenanceArea } from './maintenance';
import { messagesArea } from './messages';
import { openingHoursArea } from './openingHours';
import { ragArea } from './rag';
import { referencesArea } from './references';
import { scanproArea } from './scanpro';
import { reportsArea } from './reports';
import { serviceCatalogueArea } from './serviceCatalogue';
import { translationsArea } from './translations';

export const areas: Area[] = [lookupStoreArea, serviceCatalogueArea, messagesArea, reportsArea, referencesArea, filesArea, chatArea, openingHoursArea, ragArea, translationsArea, scanproArea, maintenanceArea, dashboardsArea];
