/**
 * Chooses the chat provider once per app: SendBird when SENDBIRD_APP_ID and SENDBIRD_API_TOKEN are set, else the
 * built-in one, whose WebSocket hub (realtime/) is then registered too. The routes read `app.chat`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createBuiltinProvider } from './builtinProvider';
import chatSocket from './realtime/socket';
import { createSendBirdProvider } from './sendbird/sendbirdProvider';

export type ChatConfig = Pick<Config, 'SENDBIRD_APP_ID' | 'SENDBIRD_API_TOKEN' | 'SENDBIRD_API_URL'>;

export default fp(async (app: FastifyInstance, opts: { config: ChatConfig }) => {
  const { SENDBIRD_APP_ID: appId, SENDBIRD_API_TOKEN: apiToken, SENDBIRD_API_URL: apiUrl } = opts.config;
  if (appId && apiToken) {
    app.decorate('chat', createSendBirdProvider(app.db, { appId, apiToken, apiUrl: apiUrl ?? `https://api-${appId}.sendbird.com` }));
    return;
  }
  app.decorate('chat', createBuiltinProvider(app.db));
  await app.register(chatSocket);
});
