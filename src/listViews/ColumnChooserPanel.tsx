/**
 * The column chooser's panel (issue 35): a switch per declared column to show or hide it, Move up and Move down
 * buttons per column (named for the keyboard and screen readers), and Reset (the list's declared columns). Written
 * here because react-admin's own puts switches inside `role="option"` rows of a `role="menu"`, which assistive
 * technology cannot use (axe: aria-required-parent, nested-interactive). Each change shows at once (the store the
 * DataTable reads); the choice is saved on the server when the panel closes (ListColumns/Save), Reset deletes it.
 */
import ArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import ArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Button, FormControlLabel, IconButton, Popover, Switch } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useResourceContext, useStore, useStoreContext, useTranslate, useTranslateLabel } from 'react-admin';
import { AreaMessages } from '../../i18n/AreaMessages';
import { viewsContract as c } from '../../contract/views';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../components/useAlert';
import { listFields, type ResourceDescriptor } from '../declare/defineResource';
import { defaultHidden, hiddenKey, orderedFields, ranksKey } from '../declare/views/columnOrder';
import { fromStore } from './columnChoice';

interface Props {
  id: string;
  descriptor: ResourceDescriptor;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function ColumnChooserPanel(props: Props) {
  return (
    <AreaMessages area="views">
      <Panel {...props} />
    </AreaMessages>
  );
}

const moveId = (id: string, source: string, way: 'up' | 'down') => `${id}-${source}-${way}`.replace(/[^A-Za-z0-9_-]/g, '_');

function Panel({ id, descriptor, anchor, onClose }: Props) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? descriptor.name;
  const store = useStoreContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const alert = useAlert();
  const [hidden, setHidden] = useStore<string[]>(hiddenKey(resource), defaultHidden(descriptor));
  const [ranks, setRanks] = useStore<number[] | undefined>(ranksKey(resource));
  const changed = useRef(false);
  const [focus, setFocus] = useState<string | null>(null);
  const fields = orderedFields(descriptor, ranks);
  const title = translate('ra.action.select_columns');
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.listViews.columns.${key}`, args);
  const translateLabel = useTranslateLabel();
  const label = (source: string) => translateLabel({ source, resource }) as string;

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);

  const show = (source: string, on: boolean) => {
    changed.current = true;
    setHidden(on ? hidden.filter((s) => s !== source) : [...hidden, source]);
  };
  const move = (at: number, by: -1 | 1) => {
    // The full order of the declared columns (DataTable's reordering needs every one ranked).
    const all = listFields(descriptor);
    const order = fields.map((f) => all.indexOf(f));
    [order[at], order[at + by]] = [order[at + by], order[at]];
    changed.current = true;
    setRanks(order);
    // The button pressed keeps the focus, or the other one when the column reached an end.
    const source = fields[at].source;
    const way = by < 0 ? 'up' : 'down';
    const ended = (by < 0 && at + by === 0) || (by > 0 && at + by === fields.length - 1);
    setFocus(moveId(id, source, ended ? (way === 'up' ? 'down' : 'up') : way));
  };
  const reset = async () => {
    changed.current = false;
    store.removeItem(hiddenKey(resource));
    store.removeItem(ranksKey(resource));
    try {
      await dataProvider.call(c.columnsReset, { body: { list: descriptor.name } });
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };
  const close = async () => {
    onClose();
    if (!changed.current) return;
    changed.current = false;
    const choice = fromStore(descriptor, store.getItem<string[]>(hiddenKey(resource)) ?? defaultHidden(descriptor), store.getItem<number[]>(ranksKey(resource)));
    try {
      await dataProvider.call(c.columnsSave, { body: { list: descriptor.name, ...choice } });
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };

  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 1, pt: 1, pb: 0, minWidth: 260 }} aria-label={title}>
        {fields.map((f, i) => {
          const name = label(f.source);
          return (
            <Box component="li" key={f.source} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <FormControlLabel
                sx={{ flex: 1, mr: 1 }}
                control={<Switch size="small" checked={!hidden.includes(f.source)} onChange={(_e, on) => show(f.source, on)} />}
                label={name}
              />
              <IconButton size="small" id={moveId(id, f.source, 'up')} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('moveUp', { name })}>
                <ArrowUpIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" id={moveId(id, f.source, 'down')} disabled={i === fields.length - 1} onClick={() => move(i, 1)} aria-label={t('moveDown', { name })}>
                <ArrowDownIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 1 }}>
        <Button size="small" onClick={reset}>
          {t('reset')}
        </Button>
        <Button size="small" onClick={close}>
          {t('done')}
        </Button>
      </Box>
    </Popover>
  );
}
