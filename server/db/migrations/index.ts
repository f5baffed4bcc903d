/** The migrations, in order. A new migration is a file here and a line below. */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_business';
import * as m0003 from './0003_business_details';
import * as m0004 from './0004_devices_requests';
import * as m0005 from './0005_business_search_speed';
import * as m0006 from './0006_sales_reps';
import * as m0007 from './0007_download_tokens';
import * as m0008 from './0008_search_word_suffixes';
import * as m0009 from './0009_lookupStore';
import * as m0010 from './0010_serviceCatalogue';
import * as m0011 from './0011_messages';
import * as m0012 from './0012_reports';
import * as m0013 from './0013_references';
import * as m0014 from './0014_auth_pruning';
import * as m0015 from './0015_devices';
import * as m0016 from './0016_files';
import * as m0017 from './0017_tools_deviceFiles';
import * as m0018 from './0018_service_requests';
import * as m0019 from './0019_chat';
import * as m0020 from './0020_opening_hours';
import * as m0021 from './0021_rag';
import * as m0022 from './0022_translations';
import * as m0023 from './0023_scanpro';
import * as m0024 from './0024_maintenance';
import * as m0025 from './0025_dashboard';
import * as m0026 from './0026_rate_counts';
import * as m0027 from './0027_dashboard_template_sharing';
import * as m0028 from './0028_lookup_translations';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_business': m0002,
  '0003_business_details': m0003,
  '0004_devices_requests': m0004,
  '0005_business_search_speed': m0005,
  '0006_sales_reps': m0006,
  '0007_download_tokens': m0007,
  '0008_search_word_suffixes': m0008,
  '0009_lookupStore': m0009,
  '0010_serviceCatalogue': m0010,
  '0011_messages': m0011,
  '0012_reports': m0012,
  '0013_references': m0013,
  '0014_auth_pruning': m0014,
  '0015_devices': m0015,
  '0016_files': m0016,
  '0017_tools_deviceFiles': m0017,
  '0018_service_requests': m0018,
  '0019_chat': m0019,
  '0020_opening_hours': m0020,
  '0021_rag': m0021,
  '0022_translations': m0022,
  '0023_scanpro': m0023,
  '0024_maintenance': m0024,
  '0025_dashboard': m0025,
  '0026_rate_counts': m0026,
  '0027_dashboard_template_sharing': m0027,
  '0028_lookup_translations': m0028,
};
