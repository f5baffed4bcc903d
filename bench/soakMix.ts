/**
 * bench:soak's mix of calls, per server: what staff do all day, in proportions a day of the console's logs would
 * show (of every 20 calls): 7 lists searched and sorted (businesses, service requests, devices), 5 records read
 * (a business's Location tab, a service request), 2 saves (a business read, then saved at its version), 2 business
 * searches by shop id, 1 palette search, 2 chat messages, 1 dashboard summary; and its export of every business.
 * The words searched, records read and channels written in are drawn from the seeded data once, at the start.
 */
import { DASHBOARD_CATEGORIES } from '../contract/dashboardChoices';
import { DEMO_TODAY } from '../server/modules/devices/seed/devices';
import type { ScaleServer } from './scaleServer';

/** One call; resolves with its answer's status once its whole body has arrived. */
export type Call = () => Promise<number>;

type Row = Record<string, unknown>;

async function send(s: ScaleServer, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(`/api/${path}`, s.base), {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${s.token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, text: await res.text() };
}

async function read<T>(s: ScaleServer, path: string): Promise<T> {
  const res = await send(s, path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return JSON.parse(res.text) as T;
}

const q = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const YEAR = { startDate: day(DEMO_TODAY - 365 * 86_400_000), endDate: day(DEMO_TODAY - 86_400_000) };
const CATEGORIES = Object.values(DASHBOARD_CATEGORIES);

/** The businesses saved, shared by both servers' mixes and taken in turn: no two saves of one business at once. */
let nextSave = 0;

export async function soakMix(s: ScaleServer) {
  const businesses = await read<{ id: number; name: string; shopId: string; city: string }[]>(s, `BusinessQuery/Registered?${q({ pageSize: 500, orderBy: 'id' })}`);
  const requests = await read<{ items: { id: number; vin: string }[] }>(s, `serviceRequest/GetServiceRequests?${q({ pageSize: 200 })}`);
  const devices = await read<{ serialNumber: string }[]>(s, `device/GetDevicesForListing?${q({ pageSize: 200 })}`);
  const channels = await read<{ items: { url: string }[] }>(s, `chat/SendBirdGroupChannels?${q({ chatChannelType: 'ServiceRequest', pagesize: 20 })}`);
  if (!businesses.length || !requests.items.length || !devices.length || !channels.items.length) throw new Error('the seeded database has no businesses, requests, devices or chat channels to use');
  const at = <T>(list: T[], i: number) => list[i % list.length];
  const word = (text: string) => text.split(/\s+/).find((w) => w.length >= 3) ?? text;
  const status = (path: string) => () => send(s, path).then((r) => r.status);

  const save: Call = async () => {
    const id = at(businesses, nextSave++).id;
    const got = await send(s, `Business/Location?${q({ key: id })}`);
    if (got.status !== 200) return got.status;
    const { dateCreated: _created, ...record } = JSON.parse(got.text) as Row & { name: string };
    const name = record.name.endsWith(' ·') ? record.name.slice(0, -2) : `${record.name} ·`;
    return (await send(s, 'Business/Upsert', { method: 'POST', body: { ...record, name } })).status;
  };
  // Chat's messages are sent by the soak's consoles (chatConsoles.ts), so heard on WebSocket: no call here.
  const kinds: { kind: string; weight: number; call?: (i: number) => Call }[] = [
    { kind: 'list: businesses searched, by city', weight: 3, call: (i) => status(`BusinessQuery/Registered?${q({ search: word(at(businesses, i * 7).city), orderBy: 'city', sortBy: 'desc' })}`) },
    { kind: 'list: service requests by part of a VIN, newest first', weight: 2, call: (i) => status(`serviceRequest/GetServiceRequests?${q({ search: at(requests.items, i).vin.slice(-8) })}`) },
    { kind: 'list: devices searched, by serial number', weight: 2, call: (i) => status(`device/GetDevicesForListing?${q({ search: at(devices, i).serialNumber.slice(2, 7), orderBy: 'serialNumber', sortBy: 'desc' })}`) },
    { kind: "detail: a business's Location tab", weight: 3, call: (i) => status(`Business/Location?${q({ key: at(businesses, i * 13).id })}`) },
    { kind: 'detail: a service request', weight: 2, call: (i) => status(`serviceRequest/ServiceRequest?${q({ id: at(requests.items, i * 11).id })}`) },
    { kind: 'save: a business read, then saved (Upsert)', weight: 2, call: () => save },
    { kind: 'business search: a shop id', weight: 2, call: (i) => status(`BusinessQuery/Registered?${q({ search: at(businesses, i * 17).shopId })}`) },
    { kind: 'palette search: a shop name', weight: 1, call: (i) => status(`Search/Records?${q({ q: at(businesses, i * 19).name.slice(0, 6) })}`) },
    { kind: 'chat', weight: 2 },
    { kind: 'dashboard summary, a year by a category', weight: 1, call: (i) => status(`dashboard/DashboardSummaryChoices?${q({ ...YEAR, category: at(CATEGORIES, i) })}`) },
  ];
  const cycle = kinds.flatMap((k) => Array.from({ length: k.weight }, () => k));
  return {
    channelUrls: channels.items.map((c) => c.url),
    /** The `i`th call of the mix (its kind in turn, spread over the cycle). */
    pick(i: number) {
      const k = cycle[(i * 7) % cycle.length];
      return { kind: k.kind, call: k.call?.(i) };
    },
    export: status('Business/Export'),
  };
}
