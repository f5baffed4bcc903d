import 'fastify';
import type { Access } from '../contract/define';
import type { Revocations } from './auth/revocations';
import type { TokenUser } from './auth/tokens';
import type { Db } from './db/database';
import type { ChatProvider } from './modules/chat/provider';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    revocations: Revocations;
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
