/**
 * Chat in the change history (area chat): a channel made, its members added or removed and the channel removed
 * leave one entry each (entity channel, its members in its snapshot); a saved message's translation written leaves
 * one (entity messageTranslation). A refused write, a message sent and a read mark leave none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { chatContract as c, channelUrlOf, type SavedMessage } from '../../../contract/chat';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { type ChatRequest, createChatRequest } from './testFixtures';

const t = withTestApp();
let token = '';
let adminToken = '';
let demoAdminId = 0;
let adminId = 0;
let request: ChatRequest;
let url = '';
beforeAll(async () => {
  ({ token, userId: demoAdminId } = await signIn(t, 'demo.admin'));
  ({ token: adminToken, userId: adminId } = await signIn(t, 'admin'));
  request = await createChatRequest(t.db, { shop: 'History Chat Garage' });
  url = channelUrlOf(request.id);
});

const changeLog = changeHistory(t);
const post = (endpoint: Parameters<typeof call>[1], body: unknown, as = token) => call(t.app, endpoint, { token: as, body });
const members = (...ids: number[]) => [...ids].sort((a, b) => a - b).map(String);

describe('chat channels in the change history', () => {
  it('records the channel made, its members added and removed, and its removal, once each, with its members', async () => {
    const channel = (ids: number[]) => ({ url, name: `SR ${request.id} · History Chat Garage · ${request.vin}`, channelType: 'ServiceRequestCalibration', serviceRequestId: request.id, members: members(...ids) });
    const entry = (action: string, userId: number, before: unknown, after: unknown) => ({ area: 'chat', entity: 'channel', action, record_id: request.id, scope_id: request.businessId, user_id: userId, before, after });
    const first = [request.shopUserId, request.technicianId, demoAdminId];

    let from = await changeLog.mark();
    expect((await post(c.openChannel, { serviceRequestId: request.id })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([entry('create', demoAdminId, null, channel(first))]);

    from = await changeLog.mark();
    expect((await post(c.openChannel, { serviceRequestId: request.id })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([]);
    expect((await post(c.openChannel, { serviceRequestId: request.id }, adminToken)).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([entry('update', adminId, channel(first), channel([...first, adminId]))]);

    from = await changeLog.mark();
    const outsider = (await t.db.selectFrom('users').select('id').where('username', '=', 'demo.tech').executeTakeFirstOrThrow()).id;
    expect((await post(c.addMembers, { channelUrl: url, userIds: [String(outsider)] })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([entry('update', demoAdminId, channel([...first, adminId]), channel([...first, adminId, outsider]))]);

    from = await changeLog.mark();
    expect((await post(c.removeUser, { channelUrl: url, userId: String(outsider) })).statusCode).toBe(200);
    expect((await post(c.removeUser, { channelUrl: url, userId: String(outsider) })).statusCode).toBe(404);
    expect((await post(c.addMembers, { channelUrl: 'sr_99999999', userIds: [String(outsider)] })).statusCode).toBe(404);
    expect(await changeLog.since(from)).toEqual([entry('update', demoAdminId, channel([...first, adminId, outsider]), channel([...first, adminId]))]);

    from = await changeLog.mark();
    const sent = await post(c.insertUserMessage, { channelUrl: url, text: 'Not a record' });
    expect(sent.statusCode).toBe(200);
    expect((await post(c.markRead, { channelUrl: url, messageId: sent.json<{ messageId: number }>().messageId })).statusCode).toBe(200);
    expect((await post(c.saveChatHistory, { channelUrl: url })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([]);

    from = await changeLog.mark();
    expect((await post(c.removeGroupChannel, { channelUrl: url })).statusCode).toBe(200);
    expect((await post(c.removeGroupChannel, { channelUrl: url })).statusCode).toBe(404);
    expect(await changeLog.since(from)).toEqual([entry('delete', demoAdminId, channel([...first, adminId]), null)]);
  });
});

describe('saved messages’ translations in the change history', () => {
  it('records each translation written as one update of its message, scoped to its request; a duplicate or stale one records nothing', async () => {
    const r = await createChatRequest(t.db, { shop: 'History Translation Garage' });
    const channelUrl = channelUrlOf(r.id);
    await post(c.openChannel, { serviceRequestId: r.id });
    await post(c.insertUserMessage, { channelUrl, text: 'Is the car ready?' });
    await post(c.saveChatHistory, { channelUrl });
    const [message] = (await call(t.app, c.serviceRequestMessages, { token, query: { id: String(r.id) } })).json<{ items: SavedMessage[] }>().items;
    const entry = (before: unknown, after: unknown) => ({ area: 'chat', entity: 'messageTranslation', action: 'update', record_id: message.messageId, scope_id: r.id, user_id: demoAdminId, before, after });
    const translations = (...texts: [string, string][]) => ({ serviceRequestId: r.id, translations: texts.map(([language, text]) => ({ language, text })) });

    let from = await changeLog.mark();
    expect((await post(c.addMessageTranslated, { messageId: message.messageId, language: 'es', text: '¿Está listo el coche?' })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([entry(translations(), translations(['es', '¿Está listo el coche?']))]);

    from = await changeLog.mark();
    expect((await post(c.addMessageTranslated, { messageId: message.messageId, language: 'es', text: 'Otra' })).statusCode).toBe(409);
    expect((await post(c.addMessageTranslated, { messageId: message.messageId, language: 'es', text: 'Tarde', version: 2 })).statusCode).toBe(409);
    expect((await post(c.addMessageTranslated, { messageId: 99_999_999, language: 'es', text: 'x' })).statusCode).toBe(404);
    expect(await changeLog.since(from)).toEqual([]);
    expect((await post(c.addMessageTranslated, { messageId: message.messageId, language: 'es', text: '¿El coche está listo?', version: 1 })).statusCode).toBe(200);
    expect(await changeLog.since(from)).toEqual([entry(translations(['es', '¿Está listo el coche?']), translations(['es', '¿El coche está listo?']))]);
  });
});
