/** The solution (spec §1 app id) of a chat channel type: what the store and the announced events keep. */
import { CHAT_CHANNEL_TYPES, type ChatChannelType } from '../../../contract/chat';

const APP_IDS = new Map(Object.entries(CHAT_CHANNEL_TYPES).map(([appId, type]) => [type as ChatChannelType, Number(appId)]));

export const appIdOf = (type: ChatChannelType): number => APP_IDS.get(type) ?? 0;
