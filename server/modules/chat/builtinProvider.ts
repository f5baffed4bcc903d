import type { Db } from '../../db/database';
import type { ChatProvider } from './provider';

/** TODO(helper): the built-in provider. */
export function createBuiltinProvider(_db: Db): ChatProvider {
  throw new Error('the built-in chat provider is being built');
}
