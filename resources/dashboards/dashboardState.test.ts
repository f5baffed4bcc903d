/** The dashboard's view in the URL, the chart items' conditions, the condition builder's rows, and the chart sentence. */
import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../contract/dashboard';
import { chartSentence, cellText } from './chartText';
import { conditionsOf, rowProblem, withField } from './conditionDraft';
import { defaultRange, itemCondition, monthRange, rangeAnchor, readView, withCondition, writeView } from './dashboardState';

const today = new Date('2026-11-26T10:00:00Z');
const schema: DataSchema = {
  name: 'devicestatistics',
  dateColumn: 'dateCreated',
  undatedInRange: false,
  latestDate: null,
  defaultOrderBy: 'id',
  columns: [
    { key: 'id', type: 'number', label: 'Id', operators: ['eq', 'gt', 'empty'] },
    { key: 'statusId', type: 'choice', label: 'Status', operators: ['eq', 'neq', 'empty'], choices: [{ id: 1, name: 'In service' }] },
    { key: 'assigned', type: 'boolean', label: 'Assigned', operators: ['isTrue', 'isFalse'] },
    { key: 'dateCreated', type: 'date', label: 'Created', operators: ['on', 'before', 'after', 'empty'] },
  ],
  charts: [],
};

describe('the view in the URL', () => {
  it('ends the default range on the newest data when it stopped before today, else today', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(rangeAnchor('2025-10-31', now)).toBe('2025-10-31');
    expect(defaultRange(new Date('2025-10-31T00:00:00Z'))).toEqual({ startDate: '2024-11-01', endDate: '2025-10-31' });
    expect(rangeAnchor('2026-11-26', now)).toBe('2026-11-26');
    expect(rangeAnchor(null, now)).toBe('2026-11-26');
    expect(rangeAnchor('not a date', now)).toBe('2026-11-26');
  });

  it('defaults to the last 12 months, All, id ascending, every column, page 1', () => {
    expect(defaultRange(today)).toEqual({ startDate: '2025-12-01', endDate: '2026-11-26' });
    expect(readView(new URLSearchParams(), today)).toEqual({
      startDate: '2025-12-01',
      endDate: '2026-11-26',
      category: 0,
      conditions: [],
      orderBy: 'id',
      sortBy: 'asc',
      page: 1,
      columns: null,
      template: null,
    });
    expect(writeView(readView(new URLSearchParams(), today), today).toString()).toBe('');
  });

  it('round-trips a shared view and ignores what is not valid', () => {
    const view = { ...readView(new URLSearchParams(), today), startDate: '2026-03-01', category: 7, orderBy: 'model', sortBy: 'desc' as const, page: 3, columns: ['id', 'model'], template: 9 };
    view.conditions = [
      { field: 'model', operator: 'eq', value: 'X1', logic: 0 },
      { field: 'id', operator: 'gt', value: 4, logic: 2 },
    ];
    expect(readView(writeView(view, today), today)).toEqual(view);
    const bad = readView(new URLSearchParams('start=yesterday&category=12&q=%7Bnot&page=-1&template=x'), today);
    expect(bad).toMatchObject({ startDate: '2025-12-01', category: 0, conditions: [], page: 1, template: null });
  });

  it('turns a month into its range, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthRange('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });
});

describe("a chart item's condition", () => {
  it('is column eq value, yes/no for a boolean, empty for none, added once and joined by and', () => {
    expect(itemCondition(schema.columns[1], 1)).toEqual({ field: 'statusId', operator: 'eq', value: 1 });
    expect(itemCondition(schema.columns[2], false)).toEqual({ field: 'assigned', operator: 'isFalse', value: null });
    expect(itemCondition(schema.columns[1], null)).toEqual({ field: 'statusId', operator: 'empty', value: null });
    const one = withCondition([], itemCondition(schema.columns[1], 1));
    expect(one).toEqual([{ field: 'statusId', operator: 'eq', value: 1, logic: 0 }]);
    const two = withCondition(one, itemCondition(schema.columns[2], true));
    expect(two[1]).toEqual({ field: 'assigned', operator: 'isTrue', value: null, logic: 1 });
    expect(withCondition(two, itemCondition(schema.columns[1], 1))).toBe(two);
  });

  it('narrows every or-group when a chart item is followed after an or', () => {
    const status = (id: number, logic: number) => ({ field: 'statusId', operator: 'eq' as const, value: id, logic });
    const either = [status(1, 0), status(2, 2)];
    const narrowed = withCondition(either, itemCondition(schema.columns[2], true));
    const assigned = { field: 'assigned', operator: 'isTrue', value: null, logic: 1 };
    expect(narrowed).toEqual([status(1, 0), assigned, status(2, 2), assigned]);
    expect(withCondition(narrowed, itemCondition(schema.columns[2], true))).toBe(narrowed);
  });
});

describe("the condition builder's rows", () => {
  it('are checked by their column type and typed into conditions', () => {
    expect(rowProblem({ field: 'id', operator: 'gt', value: 'abc', logic: 0 }, schema.columns[0])).toBe('numberRequired');
    expect(rowProblem({ field: 'dateCreated', operator: 'on', value: '', logic: 0 }, schema.columns[3])).toBe('valueRequired');
    expect(rowProblem({ field: 'assigned', operator: 'isTrue', value: '', logic: 0 }, schema.columns[2])).toBeNull();
    expect(rowProblem({ field: 'nope', operator: 'eq', value: '1', logic: 0 }, undefined)).toBe('unknownField');
    const rows = [
      { field: 'statusId', operator: 'eq', value: '1', logic: 2 },
      { field: 'assigned', operator: 'isTrue', value: 'x', logic: 2 },
    ];
    expect(conditionsOf(rows, schema)).toEqual([
      { field: 'statusId', operator: 'eq', value: 1, logic: 0 },
      { field: 'assigned', operator: 'isTrue', value: null, logic: 2 },
    ]);
    expect(withField(rows[0], schema.columns[2])).toEqual({ field: 'assigned', operator: 'isTrue', value: '', logic: 2 });
  });
});

describe("a chart's words", () => {
  const translate = (key: string, o: Record<string, unknown> = {}) =>
    key.endsWith('nouns.statistics') ? `${o.count} requests` : key.endsWith('sentence') ? `${o.count}; most: ${o.name} (${o.most})` : key.endsWith('empty') ? `${o.count}` : key.split('.').pop() ?? key;
  it('sum up in one sentence with the biggest item', () => {
    const items = [
      { id: 4, name: 'Completed', count: 600 },
      { id: 1, name: 'Pending', count: 634 },
    ];
    expect(chartSentence(items, 1234, 'statistics', translate, 'en')).toBe('1,234 requests; most: Pending (634)');
    expect(chartSentence([{ id: '2026-03', name: '2026-03', count: 2 }], 2, 'statistics', translate, 'en', true)).toBe('2 requests; most: 03/2026 (2)');
    expect(chartSentence([], 0, 'statistics', translate, 'en')).toBe('0 requests');
  });
  it('show cells in the spec formats', () => {
    expect(cellText('2026-03-04', schema.columns[3], translate)).toBe('03/04/2026');
    expect(cellText(1, schema.columns[1], translate)).toBe('In service');
    expect(cellText(true, schema.columns[2], translate)).toBe('yes');
  });
});
