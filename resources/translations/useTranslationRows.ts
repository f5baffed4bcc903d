/**
 * One kind's rows in one language: loaded through the data provider (every row reset to not translated, spec
 * §4), edited locally, the edited ones saved, and the untranslated ones filled from the translation memory;
 * after a save or a fill the rows load again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { FillResult } from '../../contract/translations';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { TranslationKind } from './kinds';
import { editedItems, editRow, type TranslationRow } from './translationModel';

export type LoadState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready' };

export function useTranslationRows(kind: TranslationKind, language: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [rows, setRows] = useState<TranslationRow[]>([]);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [loads, setLoads] = useState(0);
  const query = { [kind.languageParam]: language };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for a reload; the query is the kind and language.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    kind.load(dataProvider, query).then(
      (loaded) => {
        if (!current) return;
        setRows(loaded);
        setState({ status: 'ready' });
      },
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, kind, language, loads]);

  const reload = useCallback(() => setLoads((n) => n + 1), []);
  const edit = useCallback((id: number, translation: string) => setRows((all) => editRow(all, id, translation)), []);

  /** Sends the edited rows; answers how many the server changed. */
  const save = async (): Promise<number> => {
    const items = editedItems(rows).map(kind.toItem);
    const { saved } = await dataProvider.call(kind.save, { body: { [kind.languageParam]: language, items } });
    reload();
    return saved;
  };

  const fill = async (): Promise<FillResult> => {
    if (!kind.fill) throw new Error(`${kind.key} has no fill from the translation memory`);
    const result = await dataProvider.call(kind.fill, { query });
    reload();
    return result;
  };

  return { rows, state, edit, save, fill, reload, editedCount: rows.filter((r) => r.isTranslated).length };
}
