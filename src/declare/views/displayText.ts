/**
 * What a declared field's value reads as, in a list cell and in a CSV cell alike: a choice's translated
 * label, a lookup item's or an option row's name (not the stored id), a formatted date, currency or yes/no.
 * The cell (`useDisplayText`) and the export (`loadChoices`) fetch a field's choices through the same
 * queries, cached, so a list's cells load each lookup once and an export of many rows fetches each at most once.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { formatDate, formatDateTime } from '../../components/formats';
import { amountText } from '../../components/money';
import { lookupChoices } from '../../components/inputs/useLookupChoices';
import { optionChoices } from '../../components/inputs/useOptions';
import { type FieldDef, lookupKeyOf } from '../defineResource';
import { valueAt } from '../fieldPath';

export interface Choice {
  id: number | string;
  name: string;
}
type Translate = (key: string, options?: Record<string, unknown>) => string;
type Row = Record<string, unknown>;

/** As long as the pickers keep their choices (useLookupChoices, useOptions). */
const STALE_TIME = 5 * 60_000;

/**
 * Where a field's choices come from for one row: a query (its key, how to fetch it, how its answer reads as choices
 * in the console's language: a lookup item by its text in it, issue 31).
 */
interface ChoiceSource {
  queryKey: readonly unknown[];
  fetch: (dataProvider: AppDataProvider) => Promise<unknown>;
  choices: (data: unknown, locale: string) => Choice[];
}

const LOOKUP_KINDS: FieldDef['kind'][] = ['lookup', 'lookupMany', 'lookupPercent'];

/** A field whose stored value is an id to be named (fixed choices, a lookup item, an option row, a business). */
const isNamedById = (field: FieldDef) => Boolean(field.choices) || LOOKUP_KINDS.includes(field.kind) || field.kind === 'option' || field.kind === 'business';

function choiceSource(field: FieldDef, record: Row): ChoiceSource | undefined {
  if (field.choices) return undefined;
  if (LOOKUP_KINDS.includes(field.kind)) {
    const key = lookupKeyOf(field, record);
    if (!key) return undefined;
    // Inactive items too: a record may still hold one, and it reads as its name. Under the pickers' prefix,
    // so that a save makes both stale (createQueryClient).
    return {
      queryKey: ['lookupChoices', key, 'all'],
      fetch: (dp) => dp.call(lookupContract.byKey, { body: { key, showAll: true } }),
      choices: (data, locale) => lookupChoices((data ?? []) as LookupItem[], locale),
    };
  }
  const options = field.options;
  // A searched option (devices) has no whole list to load: its record names the value (`nameSource`).
  if (field.kind === 'option' && options && !options.search) {
    // The same query as the option pickers (useOptions): one answer cached for both.
    return {
      queryKey: ['options', options.endpoint.url, options.input],
      fetch: (dp) => dp.call(options.endpoint, options.input),
      choices: (data, locale) => optionChoices((data ?? []) as Row[], options, locale),
    };
  }
  return undefined;
}

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const nameOf = (choices: Choice[] | undefined, id: unknown) => choices?.find((c) => String(c.id) === String(id))?.name;

/**
 * The text a field's value shows as. `choices`: the field's loaded choices for this row (undefined while they
 * load, or when it has none to load). An id no choice names falls back to the row's own name for it (`compute`,
 * `nameSource`), and only then to the id itself, once the choices have loaded.
 */
export function displayText(field: FieldDef, record: Row, translate: Translate, choices?: Choice[]): string {
  if (field.kind === 'password' || field.kind === 'secret') return '';
  if (!isNamedById(field)) {
    const value = field.compute ? field.compute(record, translate) : valueAt(record, field.source);
    switch (field.kind) {
      case 'boolean':
        return translate(value ? 'app.format.yes' : 'app.format.no');
      case 'datetime':
        return formatDateTime(value as string);
      case 'date':
        return formatDate(value as string);
      case 'currency':
        return amountText(field, record, value, translate);
      default:
        return plain(value);
    }
  }
  const value = valueAt(record, field.source);
  const named = field.choices ? field.choices.map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) })) : choices;
  const loading = !field.choices && named === undefined && choiceSource(field, record) !== undefined;
  // An option's name is translated as its picker translates it (react-admin's SelectInput): a name that is an i18n
  // key (a tenant's solution) reads in the console's language, any other reads as it is. Only the name found is.
  const nameFor = (id: unknown) => {
    const found = nameOf(named, id);
    return found !== undefined && field.kind === 'option' ? translate(found, { _: found }) : found;
  };
  const name = (id: unknown) => nameFor(id) ?? (loading ? '' : plain(id));
  if ((field.kind === 'lookupMany' || field.options?.many) && Array.isArray(value)) return value.map(name).join(', ');
  if (field.kind === 'lookupPercent' && Array.isArray(value)) {
    return (value as { id?: unknown; percent?: unknown }[]).map((s) => `${name(s?.id)} ${plain(s?.percent)} %`).join(', ');
  }
  if (field.options?.oneInList && Array.isArray(value)) {
    const row = (value[0] ?? {}) as Row;
    return nameFor(row[field.options.id]) ?? plain(row[field.options.name]);
  }
  const found = nameFor(value);
  if (found !== undefined) return found;
  const own = field.compute?.(record, translate) ?? (field.nameSource ? valueAt(record, field.nameSource) : undefined);
  if (own !== undefined && own !== null && own !== '') return plain(own);
  return loading ? '' : plain(value);
}

/** A field's display text in a list cell, its choices loaded once for every cell that shares them. */
export function useDisplayText(field: FieldDef, record: Row): string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const source = choiceSource(field, record);
  const { data } = useQuery({
    queryKey: source?.queryKey ?? ['noChoices'],
    enabled: Boolean(source),
    staleTime: STALE_TIME,
    queryFn: () => (source ? source.fetch(dataProvider) : Promise.resolve(null)),
  });
  return displayText(field, record, translate, source && data !== undefined ? source.choices(data, locale) : undefined);
}

/**
 * The choices every row of an export needs, each source fetched once (or taken from the cache the cells
 * filled): answers a function giving a field's choices for a row, named in `locale`, for `displayText`.
 */
export async function loadChoices(
  client: QueryClient,
  dataProvider: AppDataProvider,
  fields: FieldDef[],
  rows: Row[],
  locale = 'en',
): Promise<(field: FieldDef, record: Row) => Choice[] | undefined> {
  const sources = new Map<string, ChoiceSource>();
  for (const field of fields.filter(isNamedById)) {
    // Most fields name one source whatever the row; only `lookupBy` needs every row asked.
    for (const record of field.lookupBy ? rows : rows.slice(0, 1)) {
      const source = choiceSource(field, record);
      if (source) sources.set(JSON.stringify(source.queryKey), source);
    }
  }
  await Promise.all([...sources.values()].map((s) => client.fetchQuery({ queryKey: s.queryKey, queryFn: () => s.fetch(dataProvider), staleTime: STALE_TIME })));
  return (field, record) => {
    const source = choiceSource(field, record);
    return source ? source.choices(client.getQueryData(source.queryKey), locale) : undefined;
  };
}
