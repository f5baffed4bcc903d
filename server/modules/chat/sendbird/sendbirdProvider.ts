import type { Db } from '../../../db/database';
import type { ChatProvider } from '../provider';

/** TODO(helper): the SendBird provider. */
export function createSendBirdProvider(_db: Db, _opts: { appId: string; apiToken: string; apiUrl: string }): ChatProvider {
  throw new Error('the SendBird chat provider is being built');
}
