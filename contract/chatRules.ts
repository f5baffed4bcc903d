/**
 * The chat's rules the console applies as well as the server (spec §4 the unsaved-channel rule, §9 chat
 * constants), in a module without zod: the console's build of a zod module turns its functions into values that
 * throw (browserBuild.ts), so these live here and contract/chat.ts re-exports them for the server.
 */

/** Spec §9: chat lists 20 a page; 30 messages a load; users 5 a page when searching, 50 otherwise; the badge cap. */
export const CHAT_LIMITS = { channelPageSize: 20, messageLoadLimit: 30, usersPageSize: 50, usersSearchPageSize: 5, badgeCap: 9 } as const;
/** Unread messages are counted up to this (one past the cap), so a long unread history costs nothing. */
export const UNREAD_COUNTED_UP_TO = CHAT_LIMITS.badgeCap + 1;

/** The unread badge: nothing at 0, the number up to nine, '+9' past it (spec §9). */
export function unreadBadge(unread: number): string {
  if (unread <= 0) return '';
  return unread > CHAT_LIMITS.badgeCap ? `+${CHAT_LIMITS.badgeCap}` : String(unread);
}

/** Spec §4: a channel is unsaved when its status contains Completed, or is Cancelled or Voided RO, and its saved chat message count is 0. */
export function isUnsavedChannel(channel: { status: string; chatMessageCount: number }): boolean {
  const closed = channel.status.includes('Completed') || channel.status === 'Cancelled' || channel.status === 'Voided RO';
  return closed && channel.chatMessageCount === 0;
}

/** The channel of a service request: its URL (same with either provider; SendBird allows letters, digits and underscores). */
export const channelUrlOf = (serviceRequestId: number) => `sr_${serviceRequestId}`;
export const CHANNEL_URL = /^sr_([1-9][0-9]{0,9})$/;
export const serviceRequestIdOf = (url: string): number | null => {
  const match = CHANNEL_URL.exec(url);
  return match ? Number(match[1]) : null;
};
