/**
 * chat/SaveChatHistoryWait, chat/RemoveGroupChannel (the unsaved-channel rule, spec §4),
 * Message/ServiceRequestMessages and message/AddMessageTranslated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChatChannel, chatContract as c, channelUrlOf, isUnsavedChannel, type SavedMessage } from '../../../contract/chat';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { type ChatRequest, createChatRequest } from './testFixtures';

const t = withTestApp();
let token = '';
let request: ChatRequest;
let url = '';

type Saved = { count: number; items: SavedMessage[] };
const saved = async (language?: string) => {
  const res = await call(t.app, c.serviceRequestMessages, { token, query: { id: String(request.id), ...(language ? { language } : {}) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Saved>();
};
const save = () => call(t.app, c.saveChatHistory, { token, body: { channelUrl: url } });
const remove = (body: Record<string, unknown>) => call(t.app, c.removeGroupChannel, { token, body: { channelUrl: url, ...body } });
const translate = (body: Record<string, unknown>) => call(t.app, c.addMessageTranslated, { token, body });

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  request = await createChatRequest(t.db, { shop: 'Chat History Garage', statusId: S.completed });
  url = channelUrlOf(request.id);
  await call(t.app, c.openChannel, { token, body: { serviceRequestId: request.id } });
  await call(t.app, c.insertUserMessage, { token, body: { channelUrl: url, text: 'Is the car ready for calibration?' } });
  for (let i = 0; i < 230; i++) await t.app.chat.sendMessage({ url, senderId: i % 2 ? request.technicianId : request.shopUserId, text: `line ${i}`, clientId: null });
});

describe('the unsaved-channel rule', () => {
  it('marks a completed channel with no saved history, and refuses to remove it while it has messages', async () => {
    const channel = (await call(t.app, c.markRead, { token, body: { channelUrl: url, messageId: 0 } })).json<ChatChannel>();
    expect(channel).toMatchObject({ status: 'Completed', chatMessageCount: 0, messageCount: 231 });
    expect(isUnsavedChannel(channel)).toBe(true);
    const refused = await remove({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'unsaved' });
    expect((await call(t.app, c.removeGroupChannel, { token, body: { channelUrl: url }, headers: { 'accept-language': 'es' } })).json<{ message: string }>().message).toMatch(/^El canal de chat/);
    expect(await t.db.selectFrom('chat_channels').select('id').where('url', '=', url).executeTakeFirst()).toBeDefined();
  });

  it('removes an unsaved channel when told to discard its history, and an open one without asking', async () => {
    const open = await createChatRequest(t.db, { shop: 'Open Garage', statusId: S.inProgress });
    const closed = await createChatRequest(t.db, { shop: 'Discarded Garage', statusId: S.voidedRo });
    for (const r of [open, closed]) {
      await call(t.app, c.openChannel, { token, body: { serviceRequestId: r.id } });
      await call(t.app, c.insertUserMessage, { token, body: { channelUrl: channelUrlOf(r.id), text: 'hello' } });
    }
    expect((await call(t.app, c.removeGroupChannel, { token, body: { channelUrl: channelUrlOf(open.id) } })).json()).toEqual({ removed: true, channelUrl: channelUrlOf(open.id) });
    expect((await call(t.app, c.removeGroupChannel, { token, body: { channelUrl: channelUrlOf(closed.id) } })).statusCode).toBe(409);
    expect((await call(t.app, c.removeGroupChannel, { token, body: { channelUrl: channelUrlOf(closed.id), discardHistory: true } })).statusCode).toBe(200);
    expect((await call(t.app, c.removeGroupChannel, { token, body: { channelUrl: channelUrlOf(closed.id) } })).statusCode).toBe(404);
    expect(await t.db.selectFrom('chat_messages').select('id').where('text', '=', 'hello').execute()).toEqual([]);
  });
});

describe('chat/SaveChatHistoryWait', () => {
  it('copies the whole history page by page, nothing twice, and the copy outlives the channel', async () => {
    expect((await saved()).count).toBe(0);
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ serviceRequestId: request.id, chatMessageCount: 231, copied: 231 });
    await call(t.app, c.insertUserMessage, { token, body: { channelUrl: url, text: 'One last thing.' } });
    expect((await save()).json()).toEqual({ serviceRequestId: request.id, chatMessageCount: 232, copied: 1 });
    expect((await save()).json()).toEqual({ serviceRequestId: request.id, chatMessageCount: 232, copied: 0 });
    const history = await saved();
    expect(history.items.slice(0, 3).map((m) => [m.type, m.name, m.text])).toEqual([
      ['sent', 'Dana Diaz', 'Is the car ready for calibration?'],
      ['received', 'Sam Shop', 'line 0'],
      ['received', 'Tina Technician', 'line 1'],
    ]);
    // Saved now, so no longer unsaved: removed without asking, the saved history stays.
    expect((await remove({})).statusCode).toBe(200);
    expect((await saved()).count).toBe(232);
    expect((await save()).statusCode).toBe(404);
  });

  it('answers 404 for a request or channel that does not exist, 400 for a bad URL', async () => {
    expect((await call(t.app, c.serviceRequestMessages, { token, query: { id: '99999999' } })).statusCode).toBe(404);
    expect((await call(t.app, c.saveChatHistory, { token, body: { channelUrl: 'sr_99999999' } })).statusCode).toBe(404);
    expect((await call(t.app, c.saveChatHistory, { token, body: { channelUrl: 'sr_0' } })).statusCode).toBe(400);
  });
});

describe('message/AddMessageTranslated', () => {
  it('shows a translation in the asked language, the original otherwise, and replaces it only with its version', async () => {
    const [message] = (await saved()).items;
    const added = await translate({ messageId: message.messageId, language: 'es', text: '¿Está el coche listo para calibrar?' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ messageId: message.messageId, text: '¿Está el coche listo para calibrar?', isOriginal: false, originalText: message.text, translationVersion: 1 });
    expect((await saved('es')).items[0]).toMatchObject({ text: '¿Está el coche listo para calibrar?', isOriginal: false, originalText: 'Is the car ready for calibration?' });
    expect((await saved('en')).items[0]).toMatchObject({ text: 'Is the car ready for calibration?', isOriginal: true, originalText: null, translationVersion: null });
    expect((await saved('es')).items[1]).toMatchObject({ text: 'line 0', isOriginal: true });

    const duplicate = await translate({ messageId: message.messageId, language: 'es', text: 'Otra' });
    expect([duplicate.statusCode, duplicate.json<{ code: string }>().code]).toEqual([409, 'duplicate']);
    const replaced = await translate({ messageId: message.messageId, language: 'es', text: '¿El coche está listo para calibrarlo?', version: 1 });
    expect(replaced.json()).toMatchObject({ text: '¿El coche está listo para calibrarlo?', translationVersion: 2 });
    const stale = await translate({ messageId: message.messageId, language: 'es', text: 'Tarde', version: 1 });
    expect([stale.statusCode, stale.json<{ code: string }>().code]).toEqual([409, 'stale']);
    expect((await saved('es')).items[0].text).toBe('¿El coche está listo para calibrarlo?');
  });

  it('refuses bad input with 400 naming the field, and 404 for a message that does not exist', async () => {
    for (const [body, field] of [
      [{ messageId: 0, language: 'es', text: 'x' }, 'messageId'],
      [{ messageId: 1, language: 'fr', text: 'x' }, 'language'],
      [{ messageId: 1, language: 'es', text: '' }, 'text'],
    ] as const) {
      const res = await translate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    }
    expect((await translate({ messageId: 99_999_999, language: 'es', text: 'x' })).statusCode).toBe(404);
    expect((await call(t.app, c.serviceRequestMessages, { token, query: { id: String(request.id), language: 'de' } })).statusCode).toBe(400);
  });
});
