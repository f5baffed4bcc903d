/** What chat answers when a channel, a user or a membership is missing, or a channel would lose unsaved history. */
import { HttpError, notFound } from '../../http/errors';
import { m } from '../../http/text';

export const channelNotFound = (url: string) => notFound(m`Chat channel ${url}`);
export const chatUserNotFound = (userId: number | string) => notFound(m`Chat user ${userId}`);
export const membershipNotFound = (url: string, userId: number | string) => notFound(m`Chat user ${userId} in chat channel ${url}`);

/** 409 `unsaved` (spec §4): removing the channel would lose history never saved onto its request. */
export const unsavedChannel = (url: string, messages: number) =>
  new HttpError(
    409,
    m`Chat channel ${url} has ${messages} messages not saved onto its service request: save its history first, or remove it with discardHistory.`,
    undefined,
    undefined,
    'unsaved',
  );
