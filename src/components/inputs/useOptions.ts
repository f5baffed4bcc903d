/** The choices of an `option` field: the rows its call answers, fetched once per call and cached. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import type { FieldOptions } from '../../declare/defineResource';
import { valueAt } from '../../declare/fieldPath';

/** A choice, with the other names it is found by when typed (`options.aka`). */
export interface OptionChoice {
  id: number | string;
  name: string;
  aka?: string[];
}

/** The call's input: the declared one, with the value of the field it narrows by (`narrowBy`) when `record` has one. */
export function optionsInput(options: FieldOptions | undefined, record: Record<string, unknown> = {}): CallInput | undefined {
  const narrow = options?.narrowBy;
  const value = narrow ? valueAt(record, narrow.source) : undefined;
  if (!narrow || value === undefined || value === null || value === '') return options?.input;
  return { ...options?.input, query: { ...options?.input?.query, [narrow.param]: value } };
}

/** `record`: the form's values (or the list's filters), for choices narrowed by another field (`narrowBy`). */
export function useOptions(options: FieldOptions | undefined, record?: Record<string, unknown>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const input = optionsInput(options, record);
  const { data, isPending } = useQuery({
    queryKey: ['options', options?.endpoint.url, input],
    enabled: Boolean(options),
    staleTime: 5 * 60_000,
    queryFn: () => dataProvider.call(options!.endpoint, input),
  });
  // An answer that is not a list (a refused call's body, once the session has ended) gives no choices.
  // Made once per answer and language, not per render: a country's names in both languages cost a CLDR lookup each.
  const choices = useMemo(() => (options && Array.isArray(data) ? optionChoices(data, options, locale) : []), [data, options, locale]);
  return { choices, isPending };
}

/**
 * One choice per distinct id, in the order the call answers: rows that share a value (the brand of several device
 * models) make one choice. Named in `locale` where the declaration names rows per language (a country).
 */
export function optionChoices(rows: Record<string, unknown>[], options: Pick<FieldOptions, 'id' | 'name' | 'label' | 'aka'>, locale?: string): OptionChoice[] {
  const choices = new Map<unknown, OptionChoice>();
  for (const row of rows) {
    if (choices.has(row[options.id])) continue;
    const choice: OptionChoice = { id: row[options.id] as number | string, name: options.label?.(row, locale) ?? String(row[options.name] ?? '') };
    // The other names are made when first read (a type-ahead's match), not for every select that only shows the
    // choices: a country's are two CLDR lookups, 500 of them for the country list. Not enumerable, so that a select
    // comparing or copying its choices field by field (react-admin's) does not make them all (42 ms of a business's
    // detail on Lighthouse's phone).
    const aka = options.aka;
    if (aka) {
      let names: string[] | undefined;
      Object.defineProperty(choice, 'aka', { get: () => (names ??= aka(row)) });
    }
    choices.set(row[options.id], choice);
  }
  return [...choices.values()];
}

/** `choice` under another name (translated), its other names still made only when first read. */
export function renamed(choice: OptionChoice, name: string): OptionChoice {
  const copy = { ...choice, name };
  const aka = Object.getOwnPropertyDescriptor(choice, 'aka');
  if (aka) Object.defineProperty(copy, 'aka', aka);
  return copy;
}
