/** A chart's words: when its items are only the most counted values (the summary's groups), it says so and counts the rest, in English and Spanish. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { loadArea } from '../../i18n/lazyAreas';
import { ChartView } from './ChartView';
import { axisLabelLength, shortLabel } from './chartText';

const items = [
  { id: 'Alpha Garage', name: 'Alpha Garage', count: 1200 },
  { id: 'Beta Garage', name: 'Beta Garage', count: 800 },
];

const show = (more: boolean) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ChartView title="Location" kind="bar" items={items} total={2500} noun="statistics" more={more} />
    </AdminContext>,
  );

beforeAll(() => Promise.all([loadArea('dashboards', 'en'), loadArea('dashboards', 'es')]));
afterEach(cleanup);

describe('a chart of the most counted values', () => {
  it('counts the rows of the values left out of it', async () => {
    show(true);
    expect(await screen.findByTestId('chart-partial')).toHaveTextContent('Showing the 2 most frequent values; 500 requests with other values.');
    expect(screen.getByTestId('chart-summary')).toHaveTextContent('2,500 requests; most: Alpha Garage (1,200).');
  });

  it('says nothing more when every value is shown', async () => {
    show(false);
    await screen.findByTestId('chart-summary');
    expect(screen.queryByTestId('chart-partial')).toBeNull();
  });

  it('says it in Spanish', async () => {
    await i18nProvider.changeLocale('es');
    try {
      show(true);
      expect(await screen.findByTestId('chart-partial')).toHaveTextContent('Se muestran los 2 valores más frecuentes; 500 solicitudes con otros valores.');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});

describe("a bar chart's names beside its bars", () => {
  it('are shown whole where the chart has room ("ADAS static calibration" in a 400 px chart), cut where it has not', () => {
    const name = 'ADAS static calibration';
    expect(shortLabel(name, axisLabelLength(400))).toBe(name);
    expect(shortLabel(name, axisLabelLength(1000))).toBe(name);
    expect(shortLabel(name, axisLabelLength(200))).toBe('ADAS static…');
    expect(shortLabel('A garage with a very long trading name indeed', axisLabelLength(0))).toBe('A garage with a very long tradi…');
  });
});
