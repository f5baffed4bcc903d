/**
 * The translation screens over a fake HTTP boundary: the languages from the catalogue (English left out), every
 * row loaded as not translated, an edited row marked, only the edited rows saved, the fill from the translation
 * memory telling what it did, the service elements by culture code, and no serious or critical axe violation.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { LookupItem } from '../../contract/lookup';
import type { AppLabelTranslation, ReportTranslation, ServiceElementTranslation } from '../../contract/translations';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import ReportTranslationsPage from './ReportTranslationsPage';
import ServiceElementTranslationsPage from './ServiceElementTranslationsPage';


const language = (id: number, text: string, code: string, label: string): LookupItem => ({
  id,
  key: 'language',
  text,
  isActive: true,
  value: null,
  dateValue: null,
  decimalValue: null,
  intValue: id,
  label,
  parentId: null,
  stringValue: code,
  version: 1,
});
const LANGUAGES = [language(1, 'English', 'en', 'English'), language(2, 'Spanish', 'es', 'Español'), language(3, 'French', 'fr', 'Français')];
const sections: ReportTranslation[] = [
  { id: 1, applyTo: 'Pre-scan report', name: 'Disclaimer', translation: 'Aviso legal', isTranslated: true },
  { id: 2, applyTo: 'Invoice', name: 'Amount due', translation: null, isTranslated: false },
];
const labels: AppLabelTranslation[] = [{ id: 7, app: 'Shop app', key: 'report.download', name: 'Download report', translation: null, isTranslated: false }];
const elements: ServiceElementTranslation[] = [
  { serviceElementId: 4, name: 'Front camera calibration', serviceElementGroupName: 'ADAS calibration', isActive: true, translation: null, isTranslated: false },
  { serviceElementId: 5, name: 'Rear camera calibration', serviceElementGroupName: 'ADAS calibration', isActive: true, translation: 'Calibración de la cámara trasera', isTranslated: true },
];

function setup(Page: () => React.JSX.Element, options: { refuseSave?: string } = {}) {
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    switch (path) {
      case 'Languages':
        return LANGUAGES;
      case 'GetReportTranslations':
        return sections;
      case 'GetAppLabelTranslations':
        return labels;
      case 'GetServiceElementTranslations':
        return elements;
      case 'SaveReportTranslations':
      case 'SaveServiceElementTranslations':
        if (options.refuseSave) throw new HttpError(options.refuseSave, 400, { message: options.refuseSave });
        return { saved: (input.body as { items: unknown[] }).items.length };
      case 'TranslateAllReportSections':
        return { filled: 1, remaining: 3 };
      default:
        throw new Error(`unexpected call ${path}`);
    }
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <Page />
      <AppNotification />
    </AdminContext>,
  );
  return { calls, user: userEvent.setup(), count: (path: string) => calls.filter((c) => c.path === path).length };
}

const reportTable = () => screen.findByRole('table', { name: 'Report sections' });

describe('the report translations page', () => {
  it('offers the catalogue’s languages but English, Spanish first, and loads every row as not translated', async () => {
    const { user, calls } = setup(ReportTranslationsPage);
    const table = await reportTable();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveTextContent('Spanish (Español) · es');
    await user.click(picker);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Spanish (Español) · es', 'French (Français) · fr']);
    await user.keyboard('{Escape}');
    expect(calls.find((c) => c.path === 'GetReportTranslations')?.input.query).toEqual({ code: 'es' });

    const disclaimer = within(table).getByRole('textbox', { name: 'Translation of “Disclaimer · Pre-scan report”' });
    expect(disclaimer).toHaveValue('Aviso legal');
    // The server said translated; loaded, nothing is (spec §4): nothing to save, and the status says what is stored.
    // The status column, before each row's History button.
    expect(within(table).getAllByRole('row').map((r) => r.lastElementChild?.previousElementSibling?.textContent)).toEqual(['Status', 'Translated', 'Not translated (shows English)']);
    expect(within(table).getAllByRole('button', { name: 'History' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Save edited (0)' })[0]).toBeDisabled();
    expect(await screen.findByRole('table', { name: 'Shop app labels' })).toBeInTheDocument();
  });

  it('marks an edited row translated and saves only the edited rows, then loads them again', async () => {
    const { user, calls, count } = setup(ReportTranslationsPage);
    const table = await reportTable();
    const amount = within(table).getByRole('textbox', { name: 'Translation of “Amount due · Invoice”' });
    await user.type(amount, 'Importe pendiente');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Edited, not saved');
    // The language stays while edits are not saved.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-disabled', 'true');
    const section = screen.getByRole('region', { name: 'Report sections' });
    // The fill waits for the edits: it reloads the rows.
    expect(within(section).getByRole('button', { name: 'Fill from translation memory' })).toBeDisabled();
    const loads = count('GetReportTranslations');
    await user.click(within(section).getByRole('button', { name: 'Save edited (1)' }));
    await waitFor(() => expect(count('SaveReportTranslations')).toBe(1));
    expect(calls.find((c) => c.path === 'SaveReportTranslations')?.input.body).toEqual({ code: 'es', items: [{ id: 2, translation: 'Importe pendiente', previous: null }] });
    expect(await screen.findByText('Translations saved: 1.')).toBeInTheDocument();
    await waitFor(() => expect(count('GetReportTranslations')).toBe(loads + 1));
    expect(within(section).getByRole('button', { name: 'Save edited (0)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toHaveAttribute('aria-disabled');
  });

  it('tells a refused save and keeps the edits', async () => {
    const { user, count } = setup(ReportTranslationsPage, { refuseSave: 'Language: zz is not a language of the languages catalogue' });
    const table = await reportTable();
    await user.type(within(table).getByRole('textbox', { name: 'Translation of “Amount due · Invoice”' }), 'Importe');
    await user.click(within(screen.getByRole('region', { name: 'Report sections' })).getByRole('button', { name: 'Save edited (1)' }));
    expect(await screen.findByText('Language: zz is not a language of the languages catalogue')).toBeInTheDocument();
    expect(count('GetReportTranslations')).toBe(1);
    expect(within(table).getByRole('textbox', { name: 'Translation of “Amount due · Invoice”' })).toHaveValue('Importe');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Edited, not saved');
  });

  it('fills from the translation memory and says how many it filled and how many remain', async () => {
    const { user, calls, count } = setup(ReportTranslationsPage);
    await reportTable();
    const section = screen.getByRole('region', { name: 'Report sections' });
    // App labels have no fill of their own.
    expect(within(screen.getByRole('region', { name: 'Shop app labels' })).queryByRole('button', { name: 'Fill from translation memory' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Fill from translation memory' }));
    expect(await screen.findByText('Filled 1 from the translation memory; 3 still untranslated.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'TranslateAllReportSections')?.input.query).toEqual({ code: 'es' });
    await waitFor(() => expect(count('GetReportTranslations')).toBe(2));
  });

  it('has no serious or critical axe violation', async () => {
    setup(ReportTranslationsPage);
    await reportTable();
    await screen.findByRole('table', { name: 'Shop app labels' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('in Spanish', () => {
  it('names the tables, inputs and buttons in Spanish', async () => {
    await i18nProvider.changeLocale('es');
    try {
      setup(ReportTranslationsPage);
      const table = await screen.findByRole('table', { name: 'Secciones de informe' });
      expect(within(table).getByRole('textbox', { name: 'Traducción de «Amount due · Invoice»' })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Secciones de informe' })).getByRole('button', { name: 'Rellenar desde la memoria de traducción' })).toBeEnabled();
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe('the service element translations page', () => {
  it('loads by culture code and saves only the edited element by its id', async () => {
    const { user, calls, count } = setup(ServiceElementTranslationsPage);
    const table = await screen.findByRole('table', { name: 'Service elements' });
    expect(calls.find((c) => c.path === 'GetServiceElementTranslations')?.input.query).toEqual({ cultureCode: 'es' });
    await user.type(within(table).getByRole('textbox', { name: 'Translation of “Front camera calibration · ADAS calibration”' }), 'Calibración de la cámara frontal');
    await user.click(screen.getByRole('button', { name: 'Save edited (1)' }));
    await waitFor(() => expect(count('SaveServiceElementTranslations')).toBe(1));
    expect(calls.find((c) => c.path === 'SaveServiceElementTranslations')?.input.body).toEqual({
      cultureCode: 'es',
      items: [{ serviceElementId: 4, translation: 'Calibración de la cámara frontal', previous: null }],
    });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
