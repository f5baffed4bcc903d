import 'fastify';
import type { Access } from '../contract/define';
import type { TokenUser } from './auth/tokens';
import type { Db } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
  interface FastifyRequest {
    user: TokenUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
