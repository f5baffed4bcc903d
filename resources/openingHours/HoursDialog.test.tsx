/**
 * The hours dialog over a fake HTTP boundary, from the tabs that open it: the contract's rules shown under the
 * field they name with nothing sent, a date already scheduled told on the date in the console's language with
 * what was typed kept, and the keyboard alone (focus inside, Enter saves, Escape cancels, focus back on the opener).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpError } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { Holiday, StandardDay } from '../../contract/openingHours';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { locales, messagesFor } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { HolidayHoursTab } from './HolidayHoursTab';
import { StandardHoursTab } from './StandardHoursTab';
import { dialogClosed } from '../../tests/setup/dialogClosed';


const monday: StandardDay = { id: 11, tenantId: 2, weekday: 1, openingTime: '08:00', closingTime: '17:00', version: 4 };
const week: StandardDay[] = [monday, { ...monday, id: 12, weekday: 2 }];
const christmas: Holiday = { id: 31, tenantId: 2, holidayDate: '2026-12-25', name: 'Christmas Day', openingTime: null, closingTime: null, version: 1 };

function setup(tab: 'standard' | 'holidays', locale: 'en' | 'es' = 'en') {
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    switch (path) {
      case 'GetStandardOpeningHours':
        return week;
      case 'StandardOpeningHoursForId':
        return monday;
      case 'UpdateStandardOpeningHours':
        return { ...monday, ...(input.body as object), version: 5 };
      case 'GetHolidayOpeningHours':
        return [christmas];
      case 'InsertHolidayOpeningHours':
        throw new HttpError('duplicate', 409, { message: 'duplicate', code: 'duplicate', errors: [{ field: 'holidayDate', message: 'The selected date has already been scheduled.' }] });
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as never, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      {tab === 'standard' ? <StandardHoursTab tenantId={2} /> : <HolidayHoursTab tenantId={2} />}
      <AppNotification />
    </AdminContext>,
  );
  return { calls, saves: () => calls.filter((c) => /^(Update|Insert)/.test(c.path)), user: userEvent.setup() };
}

/** The serious and critical axe-core violations inside the element (jsdom: no colour contrast). */
async function seriousViolations(element: Element) {
  const { violations } = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('the hours dialog of a standard day', () => {
  it("shows the spec's messages under the field the rule names, and sends nothing until they are met", async () => {
    const { saves, user, calls } = setup('standard');
    const edit = await screen.findByRole('button', { name: 'Edit Monday' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Opening hours: Monday' });
    const opening = await within(dialog).findByLabelText('Opening time');
    const closing = within(dialog).getByLabelText('Closing time');
    expect(calls.map((c) => c.path)).toContain('StandardOpeningHoursForId');
    await waitFor(() => expect(opening).toHaveFocus());
    expect(opening).toHaveValue('08:00');

    await user.clear(closing);
    await user.type(opening, '{Enter}');
    expect(await within(dialog).findByText('Both opening and closing times must be set or left empty.')).toBeInTheDocument();
    expect(closing).toHaveAccessibleDescription('Both opening and closing times must be set or left empty.');
    expect(closing).toHaveFocus();

    await user.type(closing, '07:00');
    expect(within(dialog).queryByText('Both opening and closing times must be set or left empty.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Opening time must be earlier than closing time.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    expect(await seriousViolations(dialog)).toEqual([]);

    await user.clear(closing);
    await user.type(closing, '18:30{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].input.body).toEqual({ id: 11, openingTime: '08:00', closingTime: '18:30', version: 4 });
    expect(await screen.findByText('Saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Opening hours: Monday' })).toBeNull());
    // The list is read again, and the focus is back on the button that opened the dialog.
    expect(calls.filter((c) => c.path === 'GetStandardOpeningHours').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Monday' })).toHaveFocus());
  });

  it('sends both times empty as closed, and Escape cancels with the focus back on the opener', async () => {
    const { saves, user } = setup('standard');
    await user.click(await screen.findByRole('button', { name: 'Edit Monday' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Opening time');
    await user.keyboard('{Escape}');
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Edit Monday' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Monday' }));
    const again = await screen.findByRole('dialog');
    await within(again).findByLabelText('Opening time');
    await user.click(within(again).getByRole('button', { name: 'Clear times (closed)' }));
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].input.body).toEqual({ id: 11, openingTime: null, closingTime: null, version: 4 });
  });
});

describe('the hours dialog of a new holiday', () => {
  for (const [locale, names] of [
    ['en', { add: 'Add holiday', date: 'Date', name: 'Name', save: 'Save', scheduled: 'The selected date has already been scheduled.' }],
    ['es', { add: 'Añadir festivo', date: 'Fecha', name: 'Nombre', save: 'Guardar', scheduled: 'La fecha seleccionada ya está programada.' }],
  ] as const) {
    it(`tells a date already scheduled on the date (${locale}), keeping the dialog open with what was typed`, async () => {
      const { saves, user } = setup('holidays', locale);
      expect(await screen.findByText('12/25/2026')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: names.add }));
      const dialog = await screen.findByRole('dialog', { name: names.add });
      const date = within(dialog).getByLabelText(names.date, { exact: false });
      await waitFor(() => expect(date).toHaveFocus());
      // Nothing is sent without a date and a name.
      await user.click(within(dialog).getByRole('button', { name: names.save }));
      expect(saves()).toEqual([]);

      await user.type(date, '2026-12-25');
      await user.type(within(dialog).getByLabelText(names.name, { exact: false }), 'Navidad{Enter}');
      await waitFor(() => expect(saves()).toHaveLength(1));
      expect(saves()[0].input.body).toEqual({ tenantId: 2, holidayDate: '2026-12-25', name: 'Navidad', openingTime: null, closingTime: null });
      expect(await within(dialog).findByText(names.scheduled)).toBeInTheDocument();
      expect(date).toHaveAccessibleDescription(names.scheduled);
      expect(date).toHaveValue('2026-12-25');
      expect(within(dialog).getByLabelText(names.name, { exact: false })).toHaveValue('Navidad');
      expect(screen.getByRole('dialog', { name: names.add })).toBeInTheDocument();
    });
  }

  it('names the rows’ buttons by the date, and asks before deleting', async () => {
    const { user } = setup('holidays');
    expect(await screen.findByRole('button', { name: 'Edit 12/25/2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete 12/25/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 12/25/2026 Christmas Day' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this scheduled holiday?');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});
