/**
 * The opening-hours page over a fake HTTP boundary: a tenant per solution with its open-now and week, the chosen
 * tenant and tab in the URL, the support email saved at its version (a stale answer shown, what was typed kept),
 * and no serious or critical axe-core violation.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { StandardDay, Tenant } from '../../contract/openingHours';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import OpeningHoursPage from './OpeningHoursPage';


const tenant = (ID: number, Platform: number, version = 1): Tenant => ({
  ID,
  SupportEmail: `desk${ID}@example.com`,
  Platform,
  timeZone: 'Europe/London',
  version,
  openNow: { isOpen: ID === 1, changesAt: null },
});
const day = (tenantId: number, weekday: number): StandardDay => ({ id: tenantId * 10 + weekday, tenantId, weekday, openingTime: weekday < 6 ? '08:00' : null, closingTime: weekday < 6 ? '17:00' : null, version: 1 });
const week = (tenantId: number) => [1, 2, 3, 4, 5, 6, 7].map((d) => day(tenantId, d));

function setup() {
  let tenants = [tenant(1, 1), tenant(2, 2)];
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    switch (path) {
      case 'TenantDetails':
        return tenants;
      case 'StandardOpeningHoursForList':
        return { count: 14, items: [...week(1), ...week(2)] };
      case 'GetStandardOpeningHours':
        return week(Number(input.query?.tenantId));
      case 'GetHolidayOpeningHours':
        return [];
      case 'Record':
        // The tenant's last change (History/Record): none yet.
        return { count: 0, items: [] };
      case 'UpdateTenantSupportEmail':
        // Someone else saved the tenant meanwhile.
        tenants = tenants.map((t) => (t.ID === 2 ? { ...t, SupportEmail: 'other@example.com', version: 2 } : t));
        throw new HttpError('stale', 409, { message: 'stale', code: 'stale' });
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <OpeningHoursPage />
      <AppNotification />
    </AdminContext>,
  );
  return { calls, user: userEvent.setup() };
}

describe('the opening-hours page', () => {
  it('chooses a tenant by its solution, keeps the choice and the tab in the URL, and shows its week', async () => {
    const { user, calls } = setup();
    const chooser = await screen.findByRole('group', { name: 'Tenant' });
    const glass = within(chooser).getByRole('button', { name: /^Glass US\/Canada/ });
    expect(within(chooser).getByRole('button', { name: /^UK\/Europe/ })).toHaveAttribute('aria-pressed', 'true');
    // Named by all it shows: the solution, whether it is open, its week.
    expect(glass).toHaveAccessibleName('Glass US/Canada Closed Week: Mon–Fri 08:00 – 17:00 · Sat–Sun Closed');

    await user.click(glass);
    expect(glass).toHaveAttribute('aria-pressed', 'true');
    expect(window.location.hash + window.location.search).toMatch(/tenant=2/);
    await waitFor(() => expect(calls.some((c) => c.path === 'GetStandardOpeningHours' && c.input.query?.tenantId === 2)).toBe(true));
    expect(await screen.findByRole('button', { name: 'Edit Sunday' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Support email' })).toHaveValue('desk2@example.com');

    await user.click(screen.getByRole('tab', { name: 'Public Holiday Opening Hours' }));
    expect(await screen.findByText('No public holidays are scheduled.')).toBeInTheDocument();
    expect(window.location.hash + window.location.search).toMatch(/tab=holidays/);
    expect(screen.getByRole('button', { name: 'Add holiday' })).toBeInTheDocument();

    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('saves the support email at its version, and tells a stale save with what the email is now, keeping what was typed', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: /^Glass US\/Canada/ }));
    const email = screen.getByRole('textbox', { name: 'Support email' });
    await waitFor(() => expect(email).toHaveValue('desk2@example.com'));
    await user.clear(email);
    await user.type(email, 'help@example.com{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.path === 'UpdateTenantSupportEmail')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'UpdateTenantSupportEmail')?.input.body).toEqual({ ID: 2, SupportEmail: 'help@example.com', version: 1 });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/its support email is now other@example.com/));
    expect(email).toHaveValue('help@example.com');
    expect(screen.getByRole('button', { name: 'Save support email' })).toBeInTheDocument();
  });
});
