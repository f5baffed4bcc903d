/** The revert's confirmation offers the fields its save can put back, and names the others rather than offering them. */
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../contract/history';
import { i18nProvider } from '../../i18n/i18nProvider';
import { entryDiff } from './entryDiff';
import { RevertDialog } from './RevertDialog';

const entry: HistoryEntry = {
  id: 7,
  changedAt: '2026-11-30T10:00:00.000Z',
  userId: 1,
  userName: 'Ada Admin (admin)',
  area: 'ragRatings',
  entity: 'serviceElement',
  recordId: 3,
  scopeId: null,
  action: 'update',
  before: { name: 'Camera', serviceElementGroupName: 'ADAS', isActive: true },
  after: { name: 'Camera moved', serviceElementGroupName: 'Lighting', isActive: false },
  revertible: true,
  kept: ['serviceElementGroupName'],
  source: null,
};

describe('the revert confirmation', () => {
  it('offers the fields its save writes, all chosen, and names the one it cannot put back', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RevertDialog open entry={entry} changes={entryDiff(entry.before, entry.after)} onClose={() => {}} />
      </AdminContext>,
    );
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Is Active', 'Name']);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText('Not put back here (its own screen changes it): Service Element Group Name.')).toBeTruthy();
    // What goes back: the two offered fields, from now to then; the group is not among them.
    expect(screen.getByRole('dialog').textContent).toContain('Camera moved');
    expect(screen.getByRole('dialog').textContent).not.toContain('Lighting');
  });
});
