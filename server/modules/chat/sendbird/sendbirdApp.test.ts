/**
 * The app with SENDBIRD_* configured, pointed at the local stand-in of SendBird's Platform API, answers the chat
 * calls as the app with the built-in provider does: both run on one test database, take the same calls, and
 * their answers are compared (message ids and times aside, which are each provider's own).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CHANNEL_TYPES, chatContract as c } from '../../../../contract/chat';
import type { Endpoint, ResponseOf } from '../../../../contract/define';
import { SERVICE_REQUEST_STATUSES } from '../../../../contract/serviceRequest';
import { SOLUTIONS } from '../../../../contract/solutions';
import { buildApp, defaultAppConfig } from '../../../app';
import { type CallOptions, call, login, withTestApp } from '../../../test/harness';
import { type SendBirdStandIn, startSendBirdStandIn } from '../../../test/sendbirdStandIn';
import { createBusiness } from '../../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from '../../serviceRequests/testFixtures';

const API_TOKEN = 'app-test-api-token-5a5a5a';
const t = withTestApp();
let standIn: SendBirdStandIn;
let sendbird: FastifyInstance;
let token = '';
let requestId = 0;
let technician = 0;

beforeAll(async () => {
  standIn = await startSendBirdStandIn({ apiToken: API_TOKEN });
  sendbird = await buildApp(t.db, { ...defaultAppConfig, SENDBIRD_APP_ID: 'APP-TEST', SENDBIRD_API_TOKEN: API_TOKEN, SENDBIRD_API_URL: standIn.url });
  await sendbird.ready();
  token = (await login(t.app, 'demo.admin')).access_token;
  const shop = await createBusiness(t.db, 'Chat Provider Glass');
  technician = await createTechnician(t.db, 'Sasha', 'Standin');
  const serviceTypeId = await scanTypeId(t.db, 'Windshield camera calibration');
  const made = new Date(Date.UTC(2025, 4, 2, 9, 0));
  requestId = (await createRequest(t.db, { businessId: shop, vin: '1HGCM82633A777001', serviceTypeId, statusId: SERVICE_REQUEST_STATUSES.inProgress, technicianId: technician, dateCreated: made, appId: SOLUTIONS.glass })).id;
});
afterAll(async () => {
  await sendbird?.close();
  await standIn?.close();
});

/** The same call to both apps: the built-in answer, then SendBird's. */
async function both<E extends Endpoint>(endpoint: E, opts: CallOptions = {}): Promise<[ResponseOf<E>, ResponseOf<E>]> {
  const [builtin, sb] = await Promise.all([t.app, sendbird].map((app) => call(app, endpoint, { token, ...opts })));
  expect(builtin.statusCode, builtin.body).toBeLessThan(300);
  expect(sb.statusCode, sb.body).toBe(builtin.statusCode);
  return [builtin.json(), sb.json()];
}

/**
 * An answer without what each provider makes its own: ids and times of live messages, channel times, and the
 * order of a channel's members (SendBird lists them by nickname, the built-in provider by joining).
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['messageId', 'createdAt'].includes(key))
      .map(([key, v]) => [key, key === 'members' && Array.isArray(v) ? comparable(v.toSorted((x, y) => Number(x.userId) - Number(y.userId))) : comparable(v)]),
  );
}

describe('chat with SendBird configured', () => {
  it('answers the chat session with SendBird’s app id and a session token', async () => {
    const res = await call(sendbird, c.session, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'sendbird', appId: 'APP-TEST', userId: expect.stringMatching(/^[1-9]/), accessToken: expect.any(String) });
  });

  it('opens a request’s channel, sends (a retry is not doubled), lists and pages as the built-in provider does', async () => {
    const [builtinChannel, sbChannel] = await both(c.openChannel, { body: { serviceRequestId: requestId } });
    expect(comparable(sbChannel)).toEqual(comparable(builtinChannel));
    expect(sbChannel).toMatchObject({ url: `sr_${requestId}`, channelType: CHAT_CHANNEL_TYPES[SOLUTIONS.glass] });

    const body = { channelUrl: `sr_${requestId}`, text: 'Camera recalibrated, please confirm.', clientId: '8d3c1f0a-6b2e-4f7d-9a10-3e5b7c9d1f22' };
    const [builtinSent, sbSent] = await both(c.insertUserMessage, { body });
    const [builtinRetry, sbRetry] = await both(c.insertUserMessage, { body });
    expect(builtinRetry).toEqual(builtinSent);
    expect(sbRetry).toEqual(sbSent);
    expect(comparable(sbSent)).toEqual(comparable(builtinSent));
    expect(standIn.channels.get(`sr_${requestId}`)?.messages).toHaveLength(1);

    const [builtinList, sbList] = await both(c.groupChannels, { query: { chatChannelType: CHAT_CHANNEL_TYPES[SOLUTIONS.glass], search: '777001', includeMembers: 'true' } });
    expect(comparable(sbList)).toEqual(comparable(builtinList));
    expect(sbList.items).toHaveLength(1);

    const [builtinMessages, sbMessages] = await both(c.channelMessages, { query: { channelUrl: `sr_${requestId}` } });
    expect(comparable(sbMessages)).toEqual(comparable(builtinMessages));
  });

  it('adds and removes members as the built-in provider does', async () => {
    const shopUser = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.tech').executeTakeFirstOrThrow()).id;
    const [builtinAdded, sbAdded] = await both(c.addMembers, { body: { channelUrl: `sr_${requestId}`, userIds: [String(shopUser)] } });
    expect(comparable(sbAdded)).toEqual(comparable(builtinAdded));
    const [builtinRemoved, sbRemoved] = await both(c.removeUser, { body: { channelUrl: `sr_${requestId}`, userId: String(technician) } });
    expect(comparable(sbRemoved)).toEqual(comparable(builtinRemoved));
    expect(sbRemoved.members?.map((m) => m.userId)).not.toContain(String(technician));
  });

  it('marks read and saves the history onto the request as the built-in provider does', async () => {
    const channelUrl = `sr_${requestId}`;
    const [builtinRead, sbRead] = await both(c.markRead, { body: { channelUrl, messageId: 0 } });
    expect(comparable(sbRead)).toEqual(comparable(builtinRead));
    // One after the other, onto the same request: each copies its own message once, and a second save copies nothing.
    const save = async (app: FastifyInstance) => (await call(app, c.saveChatHistory, { token, body: { channelUrl } })).json();
    expect(await save(t.app)).toMatchObject({ serviceRequestId: requestId, copied: 1, chatMessageCount: 1 });
    expect(await save(sendbird)).toMatchObject({ serviceRequestId: requestId, copied: 1, chatMessageCount: 2 });
    expect(await save(sendbird)).toMatchObject({ copied: 0, chatMessageCount: 2 });
    const saved = await call(sendbird, c.serviceRequestMessages, { token, query: { id: String(requestId) } });
    expect(saved.json().items.map((m: { text: string }) => m.text)).toEqual(['Camera recalibrated, please confirm.', 'Camera recalibrated, please confirm.']);
  });

  it('removes the channel as the built-in provider does, and then knows it no more', async () => {
    const [builtinRemoved, sbRemoved] = await both(c.removeGroupChannel, { body: { channelUrl: `sr_${requestId}`, discardHistory: true } });
    expect(sbRemoved).toEqual(builtinRemoved);
    const gone = await call(sendbird, c.channelMessages, { token, query: { channelUrl: `sr_${requestId}` } });
    expect(gone.statusCode).toBe(404);
  });
});
