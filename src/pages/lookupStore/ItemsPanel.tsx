/**
 * The items of the chosen key, kept as a local list (spec §4): a saved item that is inactive leaves it, an
 * active one is added or replaces its old self; nothing else is fetched again but the counts and parents.
 */
import AddIcon from '@mui/icons-material/Add';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useCreate, useTranslate, useUpdate } from 'react-admin';
import type { LookupItem } from '../../../contract/lookup';
import { isTranslated } from '../../../contract/lookupTypes';
import lookupItems from '../../../resources/lookupItems';
import { newRecord } from '../../declare/defineResource';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { SPANISH_TEXT } from '../../declare/defineLookupResource';
import { ImportButton } from '../../imports/ImportButton';
import { ListSearch, ShowAllToggle } from '../../components/ListControls';
import { errorMessage, useAlert } from '../../components/useAlert';
import { ItemDialog } from './ItemDialog';
import { ItemsTable, visibleFields } from './ItemsTable';
import { useKeyLabels } from './keyLabels';
import { applySaved } from './localList';
import { type ItemRecord, useFillSpanish, useKeyItems } from './queries';

interface Props {
  lookupKey: string;
  parents: LookupItem[];
  parentsPending: boolean;
  /** After a save: `key` is the saved item's key (a new key is then chosen). */
  onSaved: (key: string) => void;
}

export function ItemsPanel({ lookupKey, parents, parentsPending, onSaved }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const labels = useKeyLabels();
  const [showAll, setShowAll] = useState(false);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<ItemRecord | null>(null);
  const { data, isPending, refetch } = useKeyItems(lookupKey, showAll);
  const [rows, setRows] = useState<ItemRecord[]>([]);
  useEffect(() => setRows((data ?? []) as ItemRecord[]), [data]);
  const [create] = useCreate<ItemRecord>();
  const [update] = useUpdate<ItemRecord>();
  const parentsById = useMemo(() => new Map(parents.map((p) => [p.id, p])), [parents]);
  const fillSpanish = useFillSpanish();
  const [filling, setFilling] = useState(false);

  const needle = q.trim().toLowerCase();
  const shown = needle ? rows.filter((r) => Object.values(r).some((v) => String(v ?? '').toLowerCase().includes(needle))) : rows;
  const fields = visibleFields(rows);
  // An import of the key's items: its Spanish text only for a key whose items are translated.
  const importing = useMemo(() => ({ ...lookupItems, fields: lookupItems.fields.filter((f) => f !== SPANISH_TEXT || isTranslated(lookupKey)) }), [lookupKey]);

  const save = async (values: ItemRecord): Promise<Record<string, string> | undefined> => {
    try {
      const saved = (
        values.id === 0
          ? await create('lookupItems', { data: values }, { returnPromise: true })
          : await update('lookupItems', { id: values.id, data: values, previousData: editing ?? undefined }, { mutationMode: 'pessimistic', returnPromise: true })
      ) as ItemRecord;
      if (saved.key === lookupKey) setRows((all) => applySaved<ItemRecord>(all, saved));
      setEditing(null);
      alert.success('app.alerts.saved');
      onSaved(String(saved.key));
      return undefined;
    } catch (error) {
      const body = (error instanceof HttpError ? error.body : null) as { code?: string; errors?: Record<string, string> } | null;
      if (error instanceof HttpError && error.status === 409 && body?.code === 'stale') {
        alert.error('app.alerts.stale');
        setEditing(null);
        await refetch();
        return undefined;
      }
      alert.error(errorMessage(error));
      return body?.errors;
    }
  };

  /** Fills the key's items without Spanish from the translation memory, and says how many it filled and how many remain. */
  const fill = async () => {
    setFilling(true);
    try {
      const { filled, remaining } = await fillSpanish(lookupKey);
      alert.success('resources.lookupItems.panel.filled', { filled, remaining });
    } catch (error) {
      alert.error(errorMessage(error));
    } finally {
      setFilling(false);
    }
  };

  return (
    <Card sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ px: 2, pt: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2">{labels.key(lookupKey)}</Typography>
        <Chip size="small" variant="outlined" label={lookupKey} sx={{ fontFamily: 'monospace' }} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ width: 220 }}>
          <ListSearch value={q} onChange={setQ} />
        </Box>
        <ShowAllToggle checked={showAll} onChange={setShowAll} />
        {/* The actions wrap together, onto a line of their own when the panel is narrow. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, ml: 'auto' }}>
          <ExportCsvButton descriptor={lookupItems} columns={fields} rows={() => shown} />
          <ImportButton descriptor={importing} filter={{ key: lookupKey }} />
          {isTranslated(lookupKey) && (
            <Button startIcon={<TranslateIcon />} onClick={fill} disabled={filling}>
              {translate('resources.lookupItems.panel.fill')}
            </Button>
          )}
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ ...newRecord(lookupItems), key: lookupKey } as ItemRecord)}>
            {translate('resources.lookupItems.panel.add')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ maxHeight: '65vh', overflow: 'auto' }}>
        <ItemsTable rows={shown} fields={fields} parents={parentsById} onOpen={setEditing} empty={translate(isPending ? 'ra.page.loading' : 'app.list.empty')} />
      </Box>
      <ItemDialog record={editing} parents={parents} parentsPending={parentsPending} onClose={() => setEditing(null)} onSave={save} />
    </Card>
  );
}
