/**
 * The RAG ratings page over a fake HTTP boundary answering the contract's shapes: a vehicle picked by type-ahead
 * loads its ratings; a rating changed sends one UpdateRagRatingForServiceElement at its version; a copy shows its
 * preview before applying it; a bulk copy sends the years chosen; and no serious or critical axe-core violation.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { LookupItem } from '../../contract/lookup';
import type { CopyResult, ElementRating } from '../../contract/rag';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import RagRatingsPage from './RagRatingsPage';


const level = (id: number, text: string, stringValue: string): LookupItem => ({
  id,
  key: 'rag.rating',
  text,
  isActive: true,
  value: null,
  dateValue: null,
  decimalValue: null,
  intValue: id,
  label: null,
  parentId: null,
  stringValue,
  version: 1,
});
// As the demo's catalogue: a level 'Not rated' (order 0) beside the three colours.
const LEVELS = [level(1, 'Red', '#D32F2F'), level(2, 'Amber', '#F9A825'), level(3, 'Green', '#2E7D32'), { ...level(4, 'Not rated', '#9E9E9E'), intValue: 0 }];
const rating = (serviceElementId: number, name: string, ragRatingId: number | null, version: number): ElementRating => ({
  serviceElementId,
  name,
  serviceElementGroupId: 1,
  serviceElementGroupName: 'ADAS calibration',
  ragRatingId,
  ragRatingText: LEVELS.find((l) => l.id === ragRatingId)?.text ?? null,
  version,
});
const RATINGS = [rating(5, 'Front camera calibration (static)', 1, 1), rating(7, 'Front radar calibration', 2, 3), rating(9, 'Rear radar calibration', null, 0)];
const IDS: Record<string, number> = { 'Honda Civic 2023': 12, 'Honda Civic 2024': 13, 'Honda Civic 2022': 14, 'Honda Civic 2021': 15 };

function setup(options: { stale?: boolean } = {}) {
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    const q = input.query ?? {};
    switch (path) {
      case 'GetVehicleMakes':
        return ['Ford', 'Honda', 'Toyota'];
      case 'GetVehicleModels':
        return q.make === 'Honda' ? ['Accord', 'Civic'] : ['F-150'];
      case 'RagRatingList':
        return LEVELS;
      case 'GetServiceElementsRagRating':
        return { vehicleId: IDS[`${q.make} ${q.model} ${q.year}`] ?? null, items: RATINGS };
      case 'GetRAGRatingVehicleId':
        return { vehicleId: IDS[`${q.make} ${q.model} ${q.year}`] };
      case 'UpdateRagRatingForServiceElement': {
        if (options.stale) throw new HttpError('stale', 409, { message: 'stale', code: 'stale' });
        const body = input.body as { serviceElementId: number; ragRatingId: number | null };
        const was = RATINGS.find((r) => r.serviceElementId === body.serviceElementId) as ElementRating;
        return { ...was, ragRatingId: body.ragRatingId, ragRatingText: LEVELS.find((l) => l.id === body.ragRatingId)?.text ?? null, version: was.version + 1 };
      }
      case 'CopyRagRatings':
        return { preview: q.preview, sourceVehicleId: 12, targets: [{ targetVehicleId: q.targetVehicleId, added: 1, changed: 2, unchanged: 0 }] } as CopyResult;
      case 'BulkCopyRagRatings': {
        const body = input.body as { targetVehicleIds: number[]; preview: boolean };
        return { preview: body.preview, sourceVehicleId: 12, targets: body.targetVehicleIds.map((id) => ({ targetVehicleId: id, added: 3, changed: 0, unchanged: 0 })) } as CopyResult;
      }
      case 'Audit':
        return { id: 99 };
      case 'Record':
        // The vehicle's last change (History/Record): none yet.
        return { count: 0, items: [] };
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <RagRatingsPage />
      <AppNotification />
    </AdminContext>,
  );
  return { calls, user: userEvent.setup() };
}

const shown = (search: string) => window.history.replaceState(null, '', `/#/${search}`);
const ratingsCalls = (calls: { path: string; input: CallInput }[]) => calls.filter((c) => c.path === 'GetServiceElementsRagRating');

beforeEach(() => shown(''));

/** Enter pressed on the page's button `name` once it is enabled: that button, and the dialog it opens. */
async function openByKeyboard(user: ReturnType<typeof userEvent.setup>, name: string, dialog: string) {
  const opener = await screen.findByRole('button', { name });
  await waitFor(() => expect(opener).toBeEnabled());
  opener.focus();
  await user.keyboard('{Enter}');
  return { opener, dialog: await screen.findByRole('dialog', { name: dialog }) };
}

describe('the RAG ratings page', { timeout: 40_000 }, () => {
  it('loads the ratings of a make, year and model picked by type-ahead, keeps them in the URL, and sorts by a column', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByRole('combobox', { name: 'Make' }), 'Hon');
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Model year' }), '2023');
    await user.keyboard('{Enter}');
    const model = screen.getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(model).toBeEnabled());
    await user.type(model, 'Civ');
    await user.keyboard('{Enter}');

    const table = await screen.findByRole('table', { name: 'Ratings of Honda Civic 2023' });
    expect(ratingsCalls(calls)[0]?.input.query).toEqual({ make: 'Honda', model: 'Civic', year: 2023, orderBy: 'group', sortBy: 'asc' });
    expect(window.location.hash).toMatch(/make=Honda/);
    expect(window.location.hash).toMatch(/year=2023/);
    expect(window.location.hash).toMatch(/model=Civic/);
    // The rating shown by its text beside its colour.
    expect(within(table).getByRole('combobox', { name: 'Rating of Front camera calibration (static)' })).toHaveTextContent('Red');
    expect(within(table).getByRole('combobox', { name: 'Rating of Rear radar calibration' })).toHaveTextContent('Not rated');

    await user.click(within(table).getByRole('button', { name: 'Rating' }));
    await waitFor(() => expect(ratingsCalls(calls).at(-1)?.input.query).toMatchObject({ orderBy: 'rating', sortBy: 'asc' }));

    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('saves a changed rating with one call, at its vehicle id and version', async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Rating of Front radar calibration' }));
    await user.click(await screen.findByRole('option', { name: 'Green' }));
    await screen.findByText('The rating of Front radar calibration was saved.');
    const updates = calls.filter((c) => c.path === 'UpdateRagRatingForServiceElement');
    expect(updates.map((c) => c.input.body)).toEqual([{ vehicleId: 12, serviceElementId: 7, ragRatingId: 3, version: 3 }]);
    expect(screen.getByRole('combobox', { name: 'Rating of Front radar calibration' })).toHaveTextContent('Green');
  });

  it('gets a vehicle its id before its first rating, sending no version for an element not rated', async () => {
    shown('?make=Honda&year=2024&model=Civic');
    const { user, calls } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Rating of Rear radar calibration' }));
    await user.click(await screen.findByRole('option', { name: 'Amber' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'UpdateRagRatingForServiceElement')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'UpdateRagRatingForServiceElement')?.input.body).toEqual({ vehicleId: 13, serviceElementId: 9, ragRatingId: 2 });
    expect(calls.findIndex((c) => c.path === 'GetRAGRatingVehicleId')).toBeLessThan(calls.findIndex((c) => c.path === 'UpdateRagRatingForServiceElement'));
  });

  it("offers each rating once, the catalogue's 'Not rated' as no rating", async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup();
    await user.click(await screen.findByRole('combobox', { name: 'Rating of Front radar calibration' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Not rated', 'Red', 'Amber', 'Green']);
    await user.click(options[0]);
    await waitFor(() => expect(calls.filter((c) => c.path === 'UpdateRagRatingForServiceElement')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'UpdateRagRatingForServiceElement')?.input.body).toEqual({ vehicleId: 12, serviceElementId: 7, ragRatingId: null, version: 3 });
  });

  it('tells a stale save and reloads the ratings', async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup({ stale: true });
    await user.click(await screen.findByRole('combobox', { name: 'Rating of Front radar calibration' }));
    await user.click(await screen.findByRole('option', { name: 'Red' }));
    await screen.findByText(/Someone else changed the rating of Front radar calibration since it was shown; it has been reloaded and now reads Amber/);
    expect(ratingsCalls(calls)).toHaveLength(2);
  });

  it('copies to another vehicle after showing what will change: preview=true, then preview=false', async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Copy to another vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the ratings of Honda Civic 2023' });
    expect(within(dialog).getByRole('combobox', { name: 'Make' })).toHaveValue('Honda');
    await user.type(within(dialog).getByRole('combobox', { name: 'Model year' }), '2024');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Model' })).toHaveValue('Civic'));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('To Honda Civic 2024: 1 added, 2 changed, 0 unchanged.')).toBeInTheDocument();
    const copies = () => calls.filter((c) => c.path === 'CopyRagRatings').map((c) => c.input.query);
    expect(copies()).toEqual([{ sourceVehicleId: 12, targetVehicleId: 13, preview: true }]);

    await user.click(within(dialog).getByRole('button', { name: 'Copy ratings' }));
    await screen.findByText('The ratings were copied to Honda Civic 2024.');
    expect(copies()).toEqual([
      { sourceVehicleId: 12, targetVehicleId: 13, preview: true },
      { sourceVehicleId: 12, targetVehicleId: 13, preview: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('bulk-copies to the years checked, previewed first', async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Copy to other years' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the ratings of Honda Civic 2023 to other years' });
    const years = within(dialog).getByRole('group', { name: 'Model years of Honda Civic' });
    await user.click(within(years).getByRole('checkbox', { name: '2022' }));
    await user.click(within(years).getByRole('checkbox', { name: '2021' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('table', { name: 'What the copy will change' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(within(preview).getByRole('rowheader', { name: 'Honda Civic 2022' })).toBeInTheDocument();
    expect(within(preview).getByRole('rowheader', { name: 'In all' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy to 2 vehicles' }));
    await screen.findByText('The ratings were copied to 2 vehicles.');
    expect(calls.filter((c) => c.path === 'BulkCopyRagRatings').map((c) => c.input.body)).toEqual([
      { sourceVehicleId: 12, targetVehicleIds: [14, 15], preview: true },
      { sourceVehicleId: 12, targetVehicleIds: [14, 15], preview: false },
    ]);
  });

  it('works by keyboard alone: a dialog takes the focus, Enter submits, Escape cancels, and the focus returns', async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup();
    const { opener: copy, dialog } = await openByKeyboard(user, 'Copy to another vehicle', 'Copy the ratings of Honda Civic 2023');
    expect(within(dialog).getByRole('combobox', { name: 'Make' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(copy).toHaveFocus());

    const review = screen.getByRole('button', { name: 'Mark reviewed' });
    review.focus();
    await user.keyboard('{Enter}');
    const note = await within(await screen.findByRole('dialog', { name: 'Mark Honda Civic 2023 reviewed' })).findByRole('textbox', { name: 'Note (optional)' });
    expect(note).toHaveFocus();
    await user.keyboard('Checked with the OEM{Enter}');
    await screen.findByText('Honda Civic 2023 was marked reviewed.');
    expect(calls.filter((c) => c.path === 'Audit').map((c) => c.input.body)).toEqual([{ vehicleId: 12, note: 'Checked with the OEM' }]);
    await waitFor(() => expect(review).toHaveFocus());
  });

  it('bulk-copies by keyboard alone: the first year takes the focus, Enter says none is checked, then previews with the copy button focused', async () => {
    shown('?make=Honda&year=2023&model=Civic');
    const { user, calls } = setup();
    const { opener: bulk, dialog } = await openByKeyboard(user, 'Copy to other years', 'Copy the ratings of Honda Civic 2023 to other years');
    const first = within(dialog).getAllByRole('checkbox')[0];
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose at least one year.');
    const year2022 = within(dialog).getByRole('checkbox', { name: '2022' });
    year2022.focus();
    await user.keyboard(' ');
    expect(year2022).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copy to 1 vehicle' })).toHaveFocus());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bulk).toHaveFocus());
    expect(calls.filter((c) => c.path === 'BulkCopyRagRatings').map((c) => c.input.body)).toEqual([{ sourceVehicleId: 12, targetVehicleIds: [14], preview: true }]);
  });
});
