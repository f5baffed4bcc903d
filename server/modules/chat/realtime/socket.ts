import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** TODO(helper): the built-in provider's WebSocket hub. */
export default fp(async (_app: FastifyInstance) => {});
