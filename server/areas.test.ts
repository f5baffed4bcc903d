/**
 * The server's areas match contract/areas.ts one to one (issue 32), and the registries built from their manifests
 * hold what was kept by hand before, in the same order: the migrations (databases record their names, and a new one
 * must sort after them), the route modules, the seed steps. A new area adds to them without changing these lists.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../contract/areas';
import { areaManifests, joinByName } from './areaRegistry';
import { manifests } from './areas';
import { migrations } from './db/migrations';

const modules = join(import.meta.dirname, 'modules');
/** Folders of server/modules that are no area: helpers several areas share (the identity store). */
const SHARED = ['identity'];

describe('the areas', () => {
  it('are the areas of contract/areas.ts, each a folder of server/modules with its manifest, named as the folder', () => {
    const folders = readdirSync(modules, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.filter((f) => existsSync(join(modules, f, 'area.ts'))).sort()).toEqual([...AREAS].sort());
    expect(folders.filter((f) => !existsSync(join(modules, f, 'area.ts')))).toEqual(SHARED);
    expect(Object.keys(manifests).sort()).toEqual([...AREAS].sort());
    for (const [key, manifest] of Object.entries(manifests)) expect(manifest.name).toBe(key);
    expect(areaManifests.map((a) => a.name)).toEqual([...AREAS]);
  });

  it('declare the migrations of before, in the same order, and any new one after them', () => {
    const before = [
      '0001_foundation',
      '0002_business',
      '0003_business_details',
      '0004_devices_requests',
      '0005_business_search_speed',
      '0006_sales_reps',
      '0007_download_tokens',
      '0008_search_word_suffixes',
      '0009_lookupStore',
      '0010_serviceCatalogue',
      '0011_messages',
      '0012_reports',
      '0013_references',
      '0014_auth_pruning',
      '0015_devices',
      '0016_files',
      '0017_tools_deviceFiles',
      '0018_service_requests',
      '0019_chat',
      '0020_opening_hours',
      '0021_rag',
      '0022_translations',
      '0023_scanpro',
      '0024_maintenance',
      '0025_dashboard',
      '0026_rate_counts',
      '0027_dashboard_template_sharing',
      '0028_lookup_translations',
    ];
    expect(Object.keys(migrations).slice(0, before.length)).toEqual(before);
    for (const migration of Object.values(migrations)) expect(migration.up).toBeTypeOf('function');
  });

  it('register the route modules of before, in the same order', () => {
    const before = [
      'users',
      'lookup',
      'salesReps',
      'countrystate',
      'partner',
      'business',
      'businessDetails',
      'devices',
      'serviceRequests',
      'chat',
      'lookupStore',
      'serviceCatalogue',
      'messages',
      'reports',
      'references',
      'files',
      'openingHours',
      'rag',
      'translations',
      'scanpro',
      'maintenance',
      'dashboardExport',
      'dashboard',
    ];
    expect(areaManifests.flatMap((a) => Object.keys(a.routes)).filter((tag) => before.includes(tag))).toEqual(before);
  });

  it('seed in the order of before', () => {
    const before = [
      '010_businessLookups',
      '020_salesReps',
      '030_lookupStore',
      '040_serviceCatalogue',
      '050_messages',
      '060_reports',
      '070_references',
      '080_openingHours',
      '090_rag',
      '100_businesses',
      '110_businessDetails',
      '120_devices',
      '130_serviceRequests',
      '140_deviceDetails',
      '150_toolsDeviceFiles',
      '160_activationCards',
      '170_files',
      '180_chat',
      '190_translations',
      '200_lookupTranslations',
      '210_scanpro',
      '220_dashboardTemplates',
    ];
    expect(Object.keys(joinByName((a) => a.seed)).filter((step) => before.includes(step))).toEqual(before);
  });

  it('refuse a name two areas declare', () => {
    expect(() => joinByName((a) => (a.name === 'chat' || a.name === 'rag' ? { '001_twice': 1 } : undefined))).toThrow('001_twice is declared twice');
  });
});
