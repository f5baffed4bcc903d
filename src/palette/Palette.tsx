/**
 * The command palette (issue 35), loaded the first time it is opened (./PaletteKeys.tsx): one ranked list of the
 * screens (matched fuzzily by their English or Spanish label and their path, ./match.ts), the records the server
 * finds (./useRecordSearch.ts, grouped by kind, a line of context each) and the actions of the screen on view
 * (./actions.ts); with no query, what the user opened last (./recent.ts), then the screen's actions, then every
 * screen. The WAI-ARIA combobox pattern: the focus stays in the input, the arrows, Home and End move the active
 * option (aria-activedescendant), Enter chooses it, Escape closes; a polite status announces how many were found.
 */
import { Box, Dialog, InputBase, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SearchIcon from '@mui/icons-material/Search';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SearchHit, SearchKind } from '../../contract/search';
import { currentRoles } from '../../authProvider/session';
import { decidePath } from '../../authProvider/permissions';
import { AreaMessages } from '../../i18n/AreaMessages';
import { en } from '../../i18n/en';
import { loadSpanish, spanishIfLoaded } from '../../i18n/spanish';
import { paths } from '../declare/defineResource';
import { registry } from '../declare/registry';
import { screens } from '../layout/screens';
import { type PaletteAction, paletteActions } from './actions';
import { listActions } from './listActions';
import { rank } from './match';
import { type Recent, recentItems, remember } from './recent';
import { useHitContext } from './hitContext';
import { useRecordSearch } from './useRecordSearch';

interface Option {
  key: string;
  label: string;
  /** A second, smaller part of its name (a shop's id, a user's username, a screen's path). */
  code?: string | null;
  /** Its line of context. */
  context?: string;
  /** A record's kind and id (`business:12`). */
  record?: string;
  choose: () => void;
}
interface Group {
  key: string;
  heading: string;
  options: Option[];
}

/** Each kind's resource (src/declare/registry.ts), whose edit path opens a record; a chat channel opens on the chat screen. */
const RESOURCE_OF: Record<Exclude<SearchKind, 'chatChannel'>, string> = {
  business: 'business',
  partner: 'partner',
  user: 'users',
  device: 'devices',
  serviceRequest: 'serviceRequests',
};

export function detailPath(kind: SearchKind, id: SearchHit['id']): string {
  if (kind === 'chatChannel') return `/admin/chat?channel=${encodeURIComponent(String(id))}`;
  const resource = registry.find((r) => r.name === RESOURCE_OF[kind]);
  return resource ? paths(resource).edit(id) : '/';
}

const allowed = (path: string) => decidePath(`/${path}`, currentRoles()) !== 'denied';

export default function Palette({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="palette-title"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
    >
      <AreaMessages area="search">
        <AreaMessages area="serviceRequests">
          <PaletteBody onClose={onClose} />
        </AreaMessages>
      </AreaMessages>
    </Dialog>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [spanish, setSpanish] = useState(spanishIfLoaded);
  useEffect(() => {
    if (!spanish) loadSpanish().then(setSpanish, () => undefined);
  }, [spanish]);
  const search = useRecordSearch(query);
  const contextOf = useHitContext();
  // Read as the palette draws: the buttons on view offer them.
  const actions = [...paletteActions(), ...listActions(translate)];

  const go = (to: string, item: Recent) => {
    remember(item);
    onClose();
    navigate(to);
  };
  const screenOption = (s: (typeof screens)[number]): Option => ({
    key: `screen:${s.key}`,
    label: translate(`menu.items.${s.key}`),
    code: `/${s.path}`,
    choose: () => go(`/${s.path}`, { type: 'screen', key: s.key }),
  });
  const recordOption = (kind: SearchKind, hit: SearchHit): Option => ({
    key: `${kind}:${hit.id}`,
    label: hit.title,
    code: hit.code,
    context: contextOf(kind, hit),
    record: `${kind}:${hit.id}`,
    choose: () => go(detailPath(kind, hit.id), { type: 'record', kind, hit }),
  });
  const actionOption = (a: PaletteAction): Option => ({
    key: `action:${a.id}`,
    label: a.label,
    choose: () => {
      onClose();
      // Once the palette has closed, the button's own dialog opens and takes the focus.
      setTimeout(a.run, 0);
    },
  });

  const menuScreens = screens.filter((s) => !s.hidden && allowed(s.path));
  const q = query.trim();
  const groups: Group[] = [];
  const add = (key: string, heading: string, options: Option[]) => {
    if (options.length > 0) groups.push({ key, heading, options });
  };
  if (!q) {
    add(
      'recent',
      translate('resources.palette.recent'),
      recentItems().flatMap((r) => {
        if (r.type === 'record') return [recordOption(r.kind, r.hit)];
        const s = menuScreens.find((m) => m.key === r.key);
        return s ? [screenOption(s)] : [];
      }),
    );
    add('record', translate('resources.palette.record_actions'), actions.filter((a) => a.group === 'record').map(actionOption));
    add('list', translate('resources.palette.list_actions'), actions.filter((a) => a.group === 'list').map(actionOption));
    add('screens', translate('resources.palette.screens'), menuScreens.map(screenOption));
  } else {
    const labels = (key: string) => [en.menu.items[key as keyof typeof en.menu.items], spanish?.menu.items[key as keyof typeof en.menu.items]].filter((l): l is string => Boolean(l));
    const s = rank(q, menuScreens, (m) => [translate(`menu.items.${m.key}`), ...labels(m.key), m.path]);
    const a = rank(q, actions, (x) => [x.label]);
    add('screens', translate('resources.palette.screens'), s.strong.map(screenOption));
    add('actions', translate('resources.palette.actions'), a.strong.map(actionOption));
    for (const g of search.groups ?? []) add(`kind:${g.kind}`, translate(`resources.palette.kinds.${g.kind}`), g.items.map((hit) => recordOption(g.kind, hit)));
    add('more', translate('resources.palette.more'), [...a.weak.map(actionOption), ...s.weak.map(screenOption)]);
  }
  const options = groups.flatMap((g) => g.options);
  const count = options.length;
  const current = Math.min(active, Math.max(count - 1, 0));
  const optionId = (i: number) => `${id}-option-${i}`;
  // The active option is kept in view as the arrows move it; the first with its group's heading (the list's top).
  useEffect(() => {
    const list = document.getElementById(`${id}-list`);
    if (current === 0 && list) list.scrollTop = 0;
    else document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent) => {
    const move = (to: number) => {
      e.preventDefault();
      setActive(count ? (to + count) % count : 0);
    };
    if (e.key === 'ArrowDown') move(current + 1);
    else if (e.key === 'ArrowUp') move(current - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(count - 1);
    else if (e.key === 'Enter') {
      e.preventDefault();
      options[current]?.choose();
    }
  };
  const searching = Boolean(q) && search.groups === null;
  const listId = `${id}-list`;
  let index = 0;
  return (
    <>
      <Typography id="palette-title" component="h2" sx={visuallyHidden}>
        {translate('resources.palette.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          placeholder={translate('resources.palette.placeholder')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('resources.palette.title'),
            'aria-expanded': count > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': count > 0 ? optionId(current) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ fontSize: '1.1rem', py: 0.5 }}
        />
      </Box>
      <Box id={listId} role="listbox" aria-label={translate('resources.palette.results_label')} sx={{ maxHeight: { xs: '70vh', sm: '60vh' }, overflowY: 'auto', py: 0.5 }}>
        {groups.map((g) => (
          <Box key={g.key} role="presentation">
            <Typography id={`${id}-heading-${g.key}`} aria-hidden variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 1, pb: 0.5, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}>
              {g.heading}
            </Typography>
            <Box role="group" aria-labelledby={`${id}-heading-${g.key}`}>
              {g.options.map((o) => {
                const i = index++;
                const selected = i === current;
                return (
                  <Box
                    key={o.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    data-record={o.record}
                    onMouseMove={() => i !== current && setActive(i)}
                    onClick={o.choose}
                    sx={{ px: 2, py: 0.75, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined, borderLeft: 3, borderColor: selected ? 'primary.main' : 'transparent', minWidth: 0 }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {o.label}
                      {o.code && (
                        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
                          {o.code}
                        </Box>
                      )}
                    </Typography>
                    {o.context && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {o.context}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
        {count === 0 && !searching && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {translate(search.failed ? 'resources.palette.failed' : 'resources.palette.none')}
          </Typography>
        )}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {searching ? '' : translate('resources.palette.results', { smart_count: count })}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        {translate('resources.palette.help')}
      </Typography>
    </>
  );
}
