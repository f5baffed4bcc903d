/**
 * SendBird's real time, when the server is configured for it (chat/Session answers `sendbird`): @sendbird/chat is
 * imported here only, so it reaches the browser only when a SendBird console opens the chat screen. Its events
 * become the screen's channel events: SendBird's messages do not say whether staff wrote them, so the screen reads
 * the channel and its new messages from the API, whose answers are the same with either provider.
 */
import type { ChatEventHandler } from './chatEvents';

export interface SendBirdSession {
  appId: string;
  userId: string;
  accessToken: string;
}

/** Connects as the signed-in user; answers the disconnect. */
export async function connectSendBird(session: SendBirdSession, onEvent: ChatEventHandler): Promise<() => void> {
  const [{ default: SendbirdChat }, { GroupChannelHandler, GroupChannelModule }] = await Promise.all([import('@sendbird/chat'), import('@sendbird/chat/groupChannel')]);
  const chat = SendbirdChat.init({ appId: session.appId, modules: [new GroupChannelModule()] });
  await chat.connect(session.userId, session.accessToken);
  const changed = (channelUrl: string, removed = false) => onEvent({ kind: 'channel', channelUrl, removed });
  const key = `console-${session.userId}`;
  chat.groupChannel.addGroupChannelHandler(
    key,
    new GroupChannelHandler({
      onMessageReceived: (channel) => onEvent({ kind: 'channel', channelUrl: channel.url, removed: false, newMessages: true }),
      onUserJoined: (channel) => changed(channel.url),
      onUserLeft: (channel) => changed(channel.url),
      onChannelDeleted: (channelUrl) => changed(channelUrl, true),
    }),
  );
  return () => {
    chat.groupChannel.removeGroupChannelHandler(key);
    chat.disconnect().catch((error: unknown) => console.error('chat: SendBird disconnect', error));
  };
}
