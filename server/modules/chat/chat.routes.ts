/**
 * Chat (spec §7): every call goes to the provider (`app.chat`: built in or SendBird) for channels, members and
 * live messages, and to our database for what the provider does not know (requests, users, saved history and
 * its translations), so the answers are the same whichever provider is configured.
 */
import { CHAT_SOCKET_PATH, chatContract as c } from '../../../contract/chat';
import { route } from '../../http/route';
import { changeChannel } from './channelHistory';
import { answerChannel, toChatChannels } from './chatChannels';
import { chatUserNotFound, membershipNotFound } from './chatErrors';
import { saveChatHistory } from './chatHistory';
import { chatUsersById, listChatUsers, requireChatUsers, toChatMessage } from './chatUsers';
import { removeGroupChannel } from './removeChannel';
import { openRequestChannel } from './requestChannel';
import { addMessageTranslated, serviceRequestMessages } from './savedMessages';

export const chatRoutes = [
  route(c.groupChannels, async ({ query, db, req, user }) => {
    const { token, pagesize, search, includeMembers, chatChannelType } = query;
    const page = await req.server.chat.listChannels({ viewerId: user.id, pageSize: pagesize, token, search, includeMembers, channelType: chatChannelType });
    return { items: await toChatChannels(db, page.channels), next: page.next };
  }),
  route(c.users, async ({ query, db, req }) => listChatUsers(db, req.server.chat, { pageSize: query.pagesize, token: query.token, search: query.search })),
  route(c.userChannels, async ({ query, db, req, user }) => {
    const memberId = Number(query.userid);
    const page = await req.server.chat.listChannels({ viewerId: user.id, memberId, pageSize: query.pagesize, token: query.token, includeMembers: false });
    if (page.channels.length === 0 && !query.token) await requireChatUsers(db, [memberId]);
    return { items: await toChatChannels(db, page.channels), next: page.next };
  }),
  route(c.openChannel, async ({ body, db, req, user }) => openRequestChannel(db, req.server.chat, { userId: user.id }, body.serviceRequestId, user.id)),
  route(c.channelMessages, async ({ query, db, req, user }) => {
    const { channelUrl, before, after, limit } = query;
    const page = await req.server.chat.messages(channelUrl, { before, after, limit });
    // An empty page of a channel that does not exist is a 404.
    if (page.items.length === 0) await answerChannel(db, req.server.chat, channelUrl, user.id, false);
    const users = await chatUsersById(db, page.items.map((m) => m.senderId));
    return { items: page.items.map((m) => toChatMessage(m, users)), hasMore: page.hasMore };
  }),
  route(c.markRead, async ({ body, db, req, user }) => {
    await req.server.chat.markRead(body.channelUrl, user.id, body.messageId);
    return answerChannel(db, req.server.chat, body.channelUrl, user.id, false);
  }),
  route(c.addMembers, async ({ body, db, req, user }) => {
    const userIds = body.userIds.map(Number);
    await requireChatUsers(db, userIds);
    const chat = req.server.chat;
    return (await changeChannel(db, chat, { userId: user.id }, body.channelUrl, user.id, () => chat.addMembers(body.channelUrl, userIds))).channel;
  }),
  route(c.removeUser, async ({ body, db, req, user }) => {
    const chat = req.server.chat;
    const { written: removed, channel } = await changeChannel(db, chat, { userId: user.id }, body.channelUrl, user.id, () => chat.removeMember(body.channelUrl, Number(body.userId)));
    if (!removed) throw (await chatUsersById(db, [Number(body.userId)])).size === 0 ? chatUserNotFound(body.userId) : membershipNotFound(body.channelUrl, body.userId);
    return channel;
  }),
  route(c.removeGroupChannel, async ({ body, db, req, user }) => removeGroupChannel(db, req.server.chat, { userId: user.id }, body, user.id)),
  route(c.saveChatHistory, async ({ body, db, req, user }) => saveChatHistory(db, req.server.chat, body.channelUrl, user.id)),
  route(c.insertUserMessage, async ({ body, db, req, user }) => {
    const message = await req.server.chat.sendMessage({ url: body.channelUrl, senderId: user.id, text: body.text, clientId: body.clientId ?? null });
    return toChatMessage(message, await chatUsersById(db, [message.senderId]));
  }),
  route(c.serviceRequestMessages, async ({ query, db }) => serviceRequestMessages(db, query.id, query.language)),
  route(c.addMessageTranslated, async ({ body, db, user }) => addMessageTranslated(db, { userId: user.id }, body)),
  route(c.session, async ({ req, user }) => {
    const chat = req.server.chat;
    if (!chat.sessionToken) return { provider: 'builtin' as const, socketPath: CHAT_SOCKET_PATH, userId: String(user.id) };
    return { provider: 'sendbird' as const, userId: String(user.id), ...(await chat.sessionToken(user.id)) };
  }),
];
