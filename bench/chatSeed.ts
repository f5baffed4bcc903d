/**
 * bench:chat's channels, written with SQL: `count` requests of the seeded database become UK/Europe requests with
 * a channel each (named as chat/OpenRequestChannel names them), the shop's user who asked, the technician and the
 * admin as members, and MESSAGES_PER_CHANNEL messages; the admin has read half the channels to the end and the
 * others not at all, so the list counts unread messages. Activity is spread over the last weeks.
 */
import pg from 'pg';

const MESSAGES_PER_CHANNEL = 3;

export async function seedChannels(url: string, count: number): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('BEGIN');
    await c.query(
      `CREATE TEMP TABLE picked ON COMMIT DROP AS
       SELECT r.id FROM service_requests r WHERE NOT EXISTS (SELECT 1 FROM chat_channels c WHERE c.service_request_id = r.id) ORDER BY r.id LIMIT $1`,
      [count],
    );
    await c.query('UPDATE service_requests s SET app_id = 1 FROM picked p WHERE s.id = p.id');
    await c.query(
      `INSERT INTO chat_channels (url, service_request_id, channel_type, name)
       SELECT 'sr_' || r.id, r.id, 1, 'SR ' || r.id || ' · ' || b.name || ' · ' || r.vin
       FROM picked p JOIN service_requests r ON r.id = p.id JOIN businesses b ON b.id = r.business_id`,
    );
    await c.query(
      `INSERT INTO chat_members (channel_id, user_id)
       SELECT c.id, m.user_id FROM picked p JOIN chat_channels c ON c.service_request_id = p.id JOIN service_requests r ON r.id = p.id
       CROSS JOIN LATERAL (VALUES (r.requested_by), (r.technician_id), ((SELECT id FROM users WHERE username = 'admin'))) m(user_id)
       WHERE m.user_id IS NOT NULL
       ON CONFLICT DO NOTHING`,
    );
    await c.query(
      `INSERT INTO chat_messages (channel_id, sender_id, text, created_at)
       SELECT c.id, coalesce(r.requested_by, (SELECT id FROM users WHERE username = 'admin')), 'Message ' || g || ' about ' || r.vin,
              now() - (c.id % 720) * interval '1 hour' + g * interval '1 minute'
       FROM picked p JOIN chat_channels c ON c.service_request_id = p.id JOIN service_requests r ON r.id = p.id
       CROSS JOIN generate_series(1, ${MESSAGES_PER_CHANNEL}) g ORDER BY 4`,
    );
    await c.query(
      `UPDATE chat_channels c SET message_count = m.count, last_message_id = m.last, last_activity_at = m.at
       FROM (SELECT m.channel_id, count(*) AS count, max(m.id) AS last, max(m.created_at) AS at
             FROM picked p JOIN chat_channels c ON c.service_request_id = p.id JOIN chat_messages m ON m.channel_id = c.id GROUP BY m.channel_id) m
       WHERE m.channel_id = c.id`,
    );
    await c.query(
      `UPDATE chat_members mb SET last_read_message_id = c.last_message_id FROM chat_channels c
       WHERE c.id = mb.channel_id AND c.id % 2 = 0 AND c.service_request_id IN (SELECT id FROM picked) AND mb.user_id = (SELECT id FROM users WHERE username = 'admin')`,
    );
    await c.query('COMMIT');
    await c.query('VACUUM ANALYZE chat_channels, chat_members, chat_messages');
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_channels WHERE channel_type = 1');
    return rows[0].n;
  } finally {
    await c.end();
  }
}
