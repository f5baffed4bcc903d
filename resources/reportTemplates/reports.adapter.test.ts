/** The adapter's mapping of scan tools and report templates: the exact call and input of each verb. */
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { reportsContract as c } from '../../contract/reports';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { endpointTable } from '../../src/declare/allResources';

const tools = [
  { id: 1, name: 'Bosch KTS 590', makeId: 3, isSWS: false, swsMakeId: null, appId: 1, isInactive: false, version: 1 },
  { id: 2, name: 'Autel MaxiSys Ultra', makeId: 33, isSWS: true, swsMakeId: 33, appId: 1, isInactive: false, version: 4 },
];

function fakeHttp(answer: (endpoint: Endpoint, input: CallInput) => unknown = () => []) {
  const calls: { url: string; method: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ url: endpoint.url, method: endpoint.method, input });
    return answer(endpoint, input);
  };
  return { calls, provider: createDataProvider(http, endpointTable) };
}

const all = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

describe('scan tools through the adapter', () => {
  it('getList sends the app filter and showAll to GetScanTools, leaving out app 0 (all)', async () => {
    const { calls, provider } = fakeHttp(() => tools);
    expect(await provider.getList('scanTools', { ...all, filter: { appId: 2, showAll: true } })).toEqual({ data: tools, total: 2 });
    await provider.getList('scanTools', { ...all, filter: { appId: 0 } });
    expect(calls).toEqual([
      { url: c.getScanTools.url, method: 'GET', input: { query: { appId: 2, area: undefined, showAll: true } } },
      { url: c.getScanTools.url, method: 'GET', input: { query: { appId: undefined, area: undefined, showAll: false } } },
    ]);
  });

  it('create sends id 0 and only the fields SaveScanTool declares; update sends the version read', async () => {
    const { calls, provider } = fakeHttp((_e, input) => ({ ...(input.body as object), id: 9, version: 1 }));
    const created = await provider.create('scanTools', { data: { name: 'Launch X-431', makeId: 5, isSWS: false, appId: 4, isInactive: false, makeName: 'Kia' } });
    expect(created.data).toMatchObject({ id: 9, name: 'Launch X-431' });
    await provider.update('scanTools', { id: 2, data: { ...tools[1], name: 'Autel Ultra' }, previousData: tools[1] });
    expect(calls.map((call) => [call.url, call.input.body])).toEqual([
      [c.saveScanTool.url, { id: 0, name: 'Launch X-431', makeId: 5, isSWS: false, appId: 4, isInactive: false }],
      [c.saveScanTool.url, { ...tools[1], name: 'Autel Ultra' }],
    ]);
  });

  it('delete calls RemoveScanTool with the id and version in the query', async () => {
    const { calls, provider } = fakeHttp(() => ({ id: 2 }));
    await provider.delete('scanTools', { id: 2, previousData: tools[1] });
    expect(calls).toEqual([{ url: c.removeScanTool.url, method: 'GET', input: { query: { id: 2, version: 4 } } }]);
  });
});

describe('report templates through the adapter', () => {
  const template = { id: 5, area: 2, productId: 3, order: 1, isSWS: false, swsMakeId: null, template: '{{scan.dtcCode}}', appId: 5, isInactive: false, isAdd: false, version: 3 };

  it('getList sends the area, the app and showAll to GetReportTemplates', async () => {
    const { calls, provider } = fakeHttp(() => [template]);
    expect((await provider.getList('reportTemplates', { ...all, filter: { area: 2, appId: 5 } })).data).toEqual([template]);
    await provider.getList('reportTemplates', { ...all, filter: { area: 0 } });
    expect(calls.map((call) => call.input)).toEqual([{ query: { appId: 5, area: 2, showAll: false } }, { query: { appId: undefined, area: 0, showAll: false } }]);
    expect(calls[0].url).toBe(c.getReportTemplates.url);
  });

  it('update and create call SaveReportTemplate with the declared fields; delete calls RemoveReportTemplate', async () => {
    const { calls, provider } = fakeHttp((endpoint, input) => (endpoint === c.removeReportTemplate ? { id: 5 } : { ...(input.body as object), id: 11, version: 1 }));
    await provider.update('reportTemplates', { id: 5, data: { ...template, order: 2 }, previousData: template });
    await provider.create('reportTemplates', { data: { ...template, id: 0, version: undefined, preview: '<b>x</b>' } });
    await provider.delete('reportTemplates', { id: 5, previousData: template });
    expect(calls.map((call) => [call.url, call.input])).toEqual([
      [c.saveReportTemplate.url, { body: { ...template, order: 2 } }],
      [c.saveReportTemplate.url, { body: { ...template, id: 0, version: undefined } }],
      [c.removeReportTemplate.url, { query: { id: 5, version: 3 } }],
    ]);
  });
});
