/**
 * The demo's past (issue 33): edits staff made over the demo's last months to a few businesses' location, billing
 * and promotion, recorded as the write path records them, so a fresh console's History panels and Activity screen
 * are not empty. Each record's newest entry leaves it as it is now, so its history reads true and can be put back.
 */
import { recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import type { SeedRun } from '../../db/seed/seedStep';
import { type RecordKind, snapshotOf } from '../../db/write';
import { businessKind } from '../business/business.repository';
import { billingKind } from '../businessDetails/billing.repository';
import { promotionKind } from '../businessDetails/promotion.repository';

type Snapshot = Record<string, unknown>;
/** An edit: what the record held before it (the fields it changed), who made it, and when. */
interface PastEdit {
  kind: RecordKind;
  was: (now: Snapshot) => Snapshot | null;
  by: 'admin' | 'demo.admin';
  at: string;
}

const amount = (value: unknown, less: number) => (typeof value === 'number' ? Math.max(0, Math.round((value - less) * 100) / 100) : 99);

/** Per business, its edits oldest first: each one's "before" is made from the record as the next edit found it. */
const EDITS: PastEdit[][] = [
  [
    { kind: billingKind, was: (now) => ({ periodAmount: amount(now.periodAmount, 20) }), by: 'demo.admin', at: '2026-09-08T10:15:00Z' },
    { kind: businessKind, was: (now) => ({ phone: now.phone === '(512) 555-0100' ? '(512) 555-0199' : '(512) 555-0100' }), by: 'admin', at: '2026-10-02T15:40:00Z' },
    { kind: billingKind, was: (now) => ({ isRecurring: !now.isRecurring }), by: 'admin', at: '2026-11-12T09:05:00Z' },
  ],
  [
    { kind: promotionKind, was: (now) => ({ numberOfScans: typeof now.numberOfScans === 'number' ? now.numberOfScans + 5 : 10 }), by: 'demo.admin', at: '2026-09-21T13:30:00Z' },
    { kind: businessKind, was: (now) => ({ name: `${now.name} (old name)` }), by: 'demo.admin', at: '2026-10-27T11:20:00Z' },
  ],
  [
    { kind: billingKind, was: (now) => ({ isDemo: !now.isDemo }), by: 'admin', at: '2026-10-09T08:50:00Z' },
    { kind: promotionKind, was: (now) => ({ endDate: now.endDate ? '2026-06-30' : null }), by: 'demo.admin', at: '2026-11-20T16:10:00Z' },
  ],
  [{ kind: businessKind, was: (now) => ({ phone: now.phone === '(512) 555-0142' ? '(512) 555-0143' : '(512) 555-0142' }), by: 'admin', at: '2026-11-25T14:00:00Z' }],
];

export async function seedHistory(trx: Db, run: SeedRun): Promise<void> {
  const users = new Map((await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', ['admin', 'demo.admin']).execute()).map((u) => [u.username, u.id]));
  // Businesses with a billing and a promotion to have changed, the first of the demo's.
  const demo = new Set(await run.businessIds());
  const businesses = (
    await trx.selectFrom('business_billing as b').innerJoin('business_promotions as p', 'p.business_id', 'b.business_id').select('b.business_id').orderBy('b.business_id').execute()
  )
    .map((r) => r.business_id)
    .filter((id) => demo.has(id));
  for (const [i, edits] of EDITS.entries()) {
    const businessId = businesses[i];
    if (businessId === undefined) return;
    // Newest first: each edit's "after" is the record as the edit after it found it (now, for the newest).
    const current = new Map<RecordKind, Snapshot>();
    const entries = [];
    for (const edit of [...edits].reverse()) {
      const now = current.get(edit.kind) ?? (await snapshotOf(trx, edit.kind, businessId));
      if (!now) continue;
      const changed = edit.was(now);
      if (!changed) continue;
      const before = { ...now, ...changed };
      current.set(edit.kind, before);
      entries.push({ edit, before, after: now });
    }
    for (const { edit, before, after } of entries.reverse()) {
      await recordChange(trx, {
        area: edit.kind.area,
        entity: edit.kind.entity,
        recordId: businessId,
        scopeId: businessId,
        action: 'update',
        userId: users.get(edit.by) ?? null,
        before,
        after,
        changedAt: new Date(edit.at),
      });
    }
  }
}
