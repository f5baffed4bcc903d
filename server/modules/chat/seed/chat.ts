/**
 * Demo chat (issue 14): a channel for each of the eight most recent requests of every solution (the open ones
 * and the last closed), where the shop's user who asked, the technician and staff (demo.admin, in four channels
 * of five) talk. demo.admin has unread messages in some: past nine in the newest UK/Europe channel, whose 45
 * messages load in two steps. Of the closed requests, two completed ones (UK/Europe first) have no saved history,
 * so the console marks them unsaved; the others' history is saved onto the request, and the first of those that
 * is completed has Spanish translations of every other message. Deterministic given `random` and the ids of a
 * fresh database.
 */
import { sql } from 'kysely';
import { channelUrlOf } from '../../../../contract/chat';
import { SERVICE_REQUEST_STATUSES as S } from '../../../../contract/serviceRequest';
import { SOLUTIONS } from '../../../../contract/solutions';
import { channelNameOf } from '../requestChannel';
import type { Db } from '../../../db/database';
import { type Line, SHOP_LINES, STAFF_LINES, TECHNICIAN_LINES } from './chatData';
import type { Random } from '../../../db/seed/random';

const PER_SOLUTION = 8;
/** The newest UK/Europe channel's messages, of which demo.admin has read the first 30. */
const LONG_CONVERSATION = 45;
const LONG_UNREAD = 15;
const MINUTE = 60_000;
const CLOSED: readonly number[] = [S.completed, S.cancelled, S.voidedRo];
const SPANISH = new Map([...SHOP_LINES, ...TECHNICIAN_LINES, ...STAFF_LINES]);

interface Speaker {
  id: number;
  lines: readonly Line[];
}

async function recentRequests(trx: Db) {
  const perSolution = await Promise.all(
    Object.values(SOLUTIONS).map((appId) =>
      trx
        .selectFrom('service_requests as r')
        .innerJoin('businesses as b', 'b.id', 'r.business_id')
        .select(['r.id', 'r.app_id', 'r.vin', 'r.status_id', 'r.requested_by', 'r.technician_id', 'r.date_created', 'b.name as shop'])
        .where('r.app_id', '=', appId)
        .orderBy('r.date_created', 'desc')
        .orderBy('r.id', 'desc')
        .limit(PER_SOLUTION)
        .execute(),
    ),
  );
  return perSolution.flat();
}

/** A conversation of `count` messages from `speakers` a few minutes apart, no one answering themselves. */
function conversation(random: Random, speakers: Speaker[], count: number, start: number) {
  let at = start;
  let previous: Speaker | undefined;
  return Array.from({ length: count }, () => {
    const choices = speakers.length > 1 ? speakers.filter((s) => s !== previous) : speakers;
    const speaker = random.pick(choices);
    previous = speaker;
    at += random.int(2, 90) * MINUTE;
    return { senderId: speaker.id, text: random.pick(speaker.lines)[0], at: new Date(at) };
  });
}

export async function seedChat(trx: Db, random: Random): Promise<void> {
  const admin = await trx.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirst();
  const requests = await recentRequests(trx);
  if (!admin || requests.length === 0) return;
  // Completed, UK/Europe first: the first two stay unsaved, the next has its history saved and translated.
  const completed = requests.filter((r) => r.status_id === S.completed).sort((a, b) => Number(a.app_id !== SOLUTIONS.ukEurope) - Number(b.app_id !== SOLUTIONS.ukEurope));
  const unsaved = new Set(completed.slice(0, 2).map((r) => r.id));
  const translated = completed[2]?.id;

  const plans = requests.map((r, i) => {
    const withAdmin = i % 5 !== 4;
    const others: Speaker[] = [
      ...(r.requested_by === null ? [] : [{ id: r.requested_by, lines: SHOP_LINES }]),
      ...(r.technician_id === null ? [] : [{ id: r.technician_id, lines: TECHNICIAN_LINES }]),
    ];
    const staff: Speaker[] = withAdmin ? [{ id: admin.id, lines: STAFF_LINES }] : [];
    const long = i === 0;
    const unread = !withAdmin || others.length === 0 ? 0 : long ? LONG_UNREAD : i % 3 === 1 ? 1 + (i % 4) : 0;
    const start = new Date(r.date_created).getTime() + 15 * MINUTE;
    const count = others.length + staff.length === 0 ? 0 : long ? LONG_CONVERSATION : random.int(3, 12);
    // The last `unread` messages come from the others: nobody has unread messages of their own.
    const read = conversation(random, [...others, ...staff], count - unread, start);
    const last = read.at(-1)?.at.getTime() ?? start;
    const messages = [...read, ...conversation(random, others, unread, last)];
    const members = [...new Set([...others.map((s) => s.id), ...staff.map((s) => s.id)])];
    return { request: r, members, messages, unread };
  });

  const channels = await trx
    .insertInto('chat_channels')
    .values(
      plans.map(({ request: r }) => ({
        url: channelUrlOf(r.id),
        service_request_id: r.id,
        channel_type: r.app_id,
        name: channelNameOf(r),
        created_at: new Date(new Date(r.date_created).getTime() + 10 * MINUTE),
        last_activity_at: new Date(r.date_created),
      })),
    )
    .returning(['id', 'service_request_id'])
    .execute();
  const channelOf = new Map(channels.map((c) => [c.service_request_id, c.id]));
  const members = plans.flatMap((p) => p.members.map((user_id) => ({ channel_id: channelOf.get(p.request.id) ?? 0, user_id })));
  if (members.length > 0) await trx.insertInto('chat_members').values(members).execute();
  // In time order, so ids grow with time as they do live.
  const messages = plans
    .flatMap((p) => p.messages.map((m) => ({ channel_id: channelOf.get(p.request.id) ?? 0, sender_id: m.senderId, text: m.text, created_at: m.at })))
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.channel_id - b.channel_id);
  for (let start = 0; start < messages.length; start += 500) await trx.insertInto('chat_messages').values(messages.slice(start, start + 500)).execute();

  await sql`UPDATE chat_channels c SET last_message_id = s.last, message_count = s.n, last_activity_at = s.at
    FROM (SELECT channel_id, max(id) AS last, count(*)::int AS n, max(created_at) AS at FROM chat_messages GROUP BY channel_id) s
    WHERE s.channel_id = c.id`.execute(trx);
  // Everyone has read up to their own last message; demo.admin up to `unread` messages before the last.
  await sql`UPDATE chat_members mb SET last_read_message_id = coalesce((SELECT max(x.id) FROM chat_messages x WHERE x.channel_id = mb.channel_id AND x.sender_id = mb.user_id), 0)`.execute(trx);
  for (const p of plans.filter((p) => p.members.includes(admin.id) && p.messages.length > 0)) {
    const channelId = channelOf.get(p.request.id) ?? 0;
    await sql`UPDATE chat_members SET last_read_message_id = coalesce((SELECT x.id FROM chat_messages x WHERE x.channel_id = ${channelId} ORDER BY x.id DESC OFFSET ${p.unread} LIMIT 1), 0)
      WHERE channel_id = ${channelId} AND user_id = ${admin.id}`.execute(trx);
  }

  const saved = plans.filter((p) => CLOSED.includes(p.request.status_id) && !unsaved.has(p.request.id) && p.messages.length > 0).map((p) => p.request.id);
  if (saved.length > 0) await saveHistories(trx, saved);
  if (translated !== undefined) await translate(trx, translated, admin.id);
}

/** Copies the live messages of the requests' channels onto the requests, as SaveChatHistoryWait does. */
async function saveHistories(trx: Db, requestIds: number[]): Promise<void> {
  await sql`INSERT INTO service_request_messages (service_request_id, source_message_id, sender_id, sender_name, sender_email, is_staff, text, created_at, saved_at)
    SELECT c.service_request_id, m.id, u.id, u.given_name || ' ' || u.family_name, u.email,
      u.business_id IS NULL AND NOT EXISTS (SELECT 1 FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = u.id AND ro.name = 'Technician'),
      m.text, m.created_at, c.last_activity_at
    FROM chat_messages m JOIN chat_channels c ON c.id = m.channel_id JOIN users u ON u.id = m.sender_id
    WHERE c.service_request_id IN (${sql.join(requestIds)}) ORDER BY m.id`.execute(trx);
}

/** Spanish translations of every other saved message of the request, by demo.admin. */
async function translate(trx: Db, requestId: number, translatorId: number): Promise<void> {
  const saved = await trx.selectFrom('service_request_messages').select(['id', 'text', 'saved_at']).where('service_request_id', '=', requestId).orderBy('id').execute();
  const rows = saved
    .filter((_, i) => i % 2 === 0)
    .map((s) => ({ message_id: s.id, language: 'es', text: SPANISH.get(s.text) ?? s.text, translated_by: translatorId, translated_at: s.saved_at }));
  if (rows.length > 0) await trx.insertInto('chat_message_translations').values(rows).execute();
}
