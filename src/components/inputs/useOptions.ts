/** The choices of an `option` field: the rows its call answers, fetched once per call and cached. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import type { FieldOptions } from '../../../resources/defineResource';

export function useOptions(options: FieldOptions | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['options', options?.endpoint.url, options?.input],
    enabled: Boolean(options),
    staleTime: 5 * 60_000,
    queryFn: async () => (await dataProvider.call(options!.endpoint, options!.input)) as Record<string, unknown>[],
  });
  // An answer that is not a list (a refused call's body, once the session has ended) gives no choices.
  const choices = options && Array.isArray(data) ? optionChoices(data, options) : [];
  return { choices, isPending };
}

/** One choice per distinct id, in the order the call answers: rows that share a value (the brand of several device models) make one choice. */
export function optionChoices(rows: Record<string, unknown>[], options: Pick<FieldOptions, 'id' | 'name' | 'label'>): { id: number | string; name: string }[] {
  const choices = new Map<unknown, { id: number | string; name: string }>();
  for (const row of rows) if (!choices.has(row[options.id])) choices.set(row[options.id], { id: row[options.id] as number | string, name: options.label?.(row) ?? String(row[options.name] ?? '') });
  return [...choices.values()];
}
