import 'fastify';
import type { Access } from '../contract/define';
import type { Revocations } from './auth/revocations';
import type { AccessVerifier, TokenUser } from './auth/tokens';
import type { Db } from './db/database';
import type { ChatProvider } from './modules/chat/provider';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    revocations: Revocations;
    /** The access token verifier the routes use (for the chat socket, whose token comes in a frame). */
    verifyAccess: AccessVerifier;
    /** The chat provider (modules/chat/chat.plugin.ts). */
    chat: ChatProvider;
  }
  interface FastifyRequest {
    user: TokenUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The endpoint answers a file: it also accepts a single-use `?downloadToken=` in place of the bearer token. */
    file?: boolean;
  }
}
