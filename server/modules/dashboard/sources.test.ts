/** Each dashboard's rows: every declared column has SQL that runs, the range and the order. */
import { describe, expect, it } from 'vitest';
import { DASHBOARD_DECLARATIONS, DASHBOARDS } from '../../../contract/dashboardSchema';
import { withTestApp } from '../../test/harness';
import { cellOf, dashboardRows, orderOf, SOURCES } from './sources';

const t = withTestApp();

describe('dashboard sources', () => {
  it('declares the SQL of exactly the declared columns', () => {
    for (const name of DASHBOARDS) expect(Object.keys(SOURCES[name].columns).sort()).toEqual(DASHBOARD_DECLARATIONS[name].columns.map((c) => c.key).sort());
  });

  it.each(DASHBOARDS)('%s: every column selects and sorts in a range', async (name) => {
    for (const column of DASHBOARD_DECLARATIONS[name].columns) {
      const { keys, desc } = orderOf(name, column.key, 'desc');
      let q = dashboardRows(t.db, name, { startDate: '2000-01-01', endDate: '2100-12-31' }).select(DASHBOARD_DECLARATIONS[name].columns.map((c) => cellOf(name, c.key).as(c.key)));
      for (const k of keys) q = q.orderBy(k, desc ? 'desc' : 'asc');
      const rows = await q.limit(3).execute();
      expect(Array.isArray(rows)).toBe(true);
    }
  });
});
