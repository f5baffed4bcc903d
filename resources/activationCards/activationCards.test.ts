/** The activation password is a secret: never a list column, so never in the CSV export of the visible columns. */
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/components/csv';
import { listFields } from '../../src/declare/defineResource';
import activationCards from '.';

describe('activation cards', () => {
  it('never list nor export the activation password, whatever the columns shown', () => {
    const columns = listFields(activationCards).map((f) => ({ source: f.source, label: f.source }));
    expect(columns.map((c) => c.source)).not.toContain('activationPassword');
    const csv = toCsv([{ id: 1, activationCardId: 'TP2-AC-24001', activationPassword: 'K7m2-Qx9p', assignedDeviceSerialNumber: 'TP2-000012' }], columns);
    expect(csv).toContain('TP2-AC-24001');
    expect(csv).not.toContain('K7m2-Qx9p');
    expect(csv).not.toContain('activationPassword');
  });

  it('still edit the password in the form, as a secret', () => {
    expect(activationCards.fields.find((f) => f.source === 'activationPassword')).toMatchObject({ kind: 'secret', required: true });
  });
});
