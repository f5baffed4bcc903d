/**
 * The summary's table as a file (ExportServiceRequestStatistics): one row per counted value (its category, its name
 * in the language, its count), every value of the category rather than the chart's first ones, and for Time Stats
 * (and All) the response and completion times (how many, median and 90th percentile in minutes). A category is
 * named by the statistics dashboard's column it counts by.
 */
import { CATEGORY_COLUMNS, columnOf, DASHBOARD_CATEGORIES, type DashboardCategoryKey, type Label } from '../../../contract/dashboardSchema';
import type { Db } from '../../db/database';
import type { ChoiceLanguage } from './choices';
import { summaryOf } from './summary';
import type { XlsxCell, XlsxColumn } from './xlsxWorkbook';

const L = (en: string, es: string): Label => ({ en, es });
const HEADERS: Label[] = [L('Category', 'Categoría'), L('Value', 'Valor'), L('Count', 'Cantidad'), L('Median (min)', 'Mediana (min)'), L('90th percentile (min)', 'Percentil 90 (min)')];
const KINDS = ['text', 'text', 'number', 'number', 'number'] as const;
const TIME_STATS = L('Time stats', 'Tiempos');
const RESPONSE = L('Response (created → dispatched)', 'Respuesta (creada → despachada)');
const COMPLETION = L('Completion (created → completed)', 'Finalización (creada → completada)');
/** Values per category in the file at most: every one in practice (a year's requests spread over every shop). */
const VALUES_MAX = 1_000_000;

function categoryLabel(category: number, language: ChoiceLanguage): string {
  const key = (Object.keys(DASHBOARD_CATEGORIES) as DashboardCategoryKey[]).find((k) => DASHBOARD_CATEGORIES[k] === category);
  const column = key && key !== 'all' && key !== 'timeStats' ? columnOf('statistics', CATEGORY_COLUMNS[key]) : undefined;
  return column ? column.label[language] : String(category);
}

export async function summaryTable(db: Db, q: { startDate: string; endDate: string; category: number; language: ChoiceLanguage }) {
  const { language } = q;
  const s = await summaryOf(db, { ...q, limit: VALUES_MAX });
  const columns: XlsxColumn[] = HEADERS.map((h, i) => ({ label: h[language], kind: KINDS[i] }));
  const rows: XlsxCell[][] = s.groups.flatMap((g) => g.items.map((item) => [categoryLabel(g.category, language), item.name, item.count, null, null]));
  if (s.timeStats) {
    for (const [label, d] of [
      [RESPONSE, s.timeStats.response],
      [COMPLETION, s.timeStats.completion],
    ] as const)
      rows.push([TIME_STATS[language], label[language], d.count, d.medianMinutes, d.p90Minutes]);
  }
  return { columns, rows };
}
