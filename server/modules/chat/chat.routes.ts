import type { RouteDef } from '../../http/route';

/** TODO(helper): the chat routes. */
export const chatRoutes: RouteDef[] = [];
