/**
 * A list's saved views (issue 35), loaded the first time the Views button is pressed or a view is applied: the
 * user's views of the list (one applies them), Save current view… (a name, perhaps the default), and, for the view
 * applied, Update with the list as it is now, Rename…, Delete…, Set as default (or not), Copy link. A view of
 * another user's (opened by its link) is shown beside the button as theirs, read-only, with Save a copy….
 */
import { Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useListContext, useStore, useStoreContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AreaMessages } from '../../i18n/AreaMessages';
import type { ListView } from '../../contract/views';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../components/useAlert';
import type { ResourceDescriptor } from '../declare/defineResource';
import { defaultHidden } from '../declare/views/columnOrder';
import { appliedKey, applyView, stateOf } from './applyView';
import { isStale, useListViews, useViewCalls, viewLink } from './calls';

interface Props {
  descriptor: ResourceDescriptor;
  resource: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}

export function ListViewsDialog(props: Props) {
  return (
    <AreaMessages area="views">
      <Views {...props} />
    </AreaMessages>
  );
}

/** What the dialog shows: the views, or a form (save, copy, rename), or the question before a deletion. */
type Mode = 'list' | 'save' | 'copy' | 'rename' | 'delete';

const NAME_MAX = 60;

function Views({ descriptor, resource, open, setOpen }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.listViews.${key}`, args);
  const alert = useAlert();
  const list = useListContext();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const store = useStoreContext();
  const [applied, setApplied] = useStore<ListView | undefined>(appliedKey(resource));
  const { data: views = [], isPending } = useListViews(descriptor.name, open);
  const calls = useViewCalls(descriptor.name);
  const [mode, setMode] = useState<Mode>('list');
  const [name, setName] = useState('');
  const [makeDefault, setMakeDefault] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The applied view as last read (the list's answer has its version now).
  const current = applied && (views.find((v) => v.id === applied.id) ?? applied);
  const mine = current?.mine === true && current.list === descriptor.name;

  const state = () => stateOf(list, store, descriptor, resource, defaultHidden(descriptor));
  const show = (next: Mode, withName = '') => {
    setMode(next);
    setName(withName);
    setMakeDefault(false);
    setError(null);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setMode('list');
  };
  const apply = (view: ListView) => {
    applyView(view, navigate, store, descriptor, resource, dataProvider).catch((e) => alert.error(errorMessage(e)));
    close();
  };
  /** Runs a write; a refusal is said in the form (a name taken) or as an alert, a stale one reading the view again. */
  const write = async (run: () => Promise<void>, inForm = false) => {
    try {
      await run();
    } catch (e) {
      if (inForm && !isStale(e)) return setError(errorMessage(e));
      alert.error(errorMessage(e));
      if (isStale(e) && applied) setApplied(await calls.get(applied).catch(() => undefined));
    }
  };
  const saveNew = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('name_required'));
    return write(async () => {
      const saved = await calls.save({ id: 0, name: name.trim(), state: state(), isDefault: makeDefault });
      setApplied(saved);
      alert.success(t('saved', { name: saved.name }));
      close();
    }, true);
  };
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!current) return;
    if (!name.trim()) return setError(t('name_required'));
    return write(async () => {
      const saved = await calls.save({ id: current.id, version: current.version, name: name.trim(), state: current.state, isDefault: current.isDefault });
      setApplied(saved);
      alert.success(t('renamed', { name: saved.name }));
      setMode('list');
    }, true);
  };
  const update = () =>
    current &&
    write(async () => {
      const saved = await calls.save({ id: current.id, version: current.version, name: current.name, state: state(), isDefault: current.isDefault });
      setApplied(saved);
      alert.success(t('updated', { name: saved.name }));
    });
  const toggleDefault = () =>
    current &&
    write(async () => {
      const saved = await calls.save({ id: current.id, version: current.version, name: current.name, state: current.state, isDefault: !current.isDefault });
      setApplied(saved);
      alert.success(t(saved.isDefault ? 'default_set' : 'default_unset', { name: saved.name }));
    });
  const remove = () =>
    current &&
    write(async () => {
      await calls.remove(current);
      setApplied(undefined);
      alert.success(t('deleted', { name: current.name }));
      setMode('list');
    });
  /** Copies the view's link, sharing it first when it is one of the caller's not shared yet. */
  const copyLink = (view: ListView) =>
    write(async () => {
      const shared = view.shareToken ? view : await calls.share(view, true);
      if (shared !== view) setApplied(shared);
      await copy(viewLink(shared.shareToken ?? ''));
    });
  const stopSharing = () =>
    current &&
    write(async () => {
      setApplied(await calls.share(current, false));
      alert.success(t('unshared', { name: current.name }));
    });
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      alert.success(t('copied', { link }));
    } catch {
      alert.warning(t('copy_this', { link }));
    }
  };

  const nameForm = (onSubmit: (e: FormEvent) => void, title: string, withDefault: boolean) => (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="list-views-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        />
        {withDefault && <FormControlLabel control={<Checkbox checked={makeDefault} onChange={(_e, on) => setMakeDefault(on)} />} label={t('make_default')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setMode('list')}>{t('cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('save')}
        </Button>
      </DialogActions>
    </form>
  );

  return (
    <>
      {current && current.list === descriptor.name && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" component="span" aria-live="polite" data-testid="applied-view">
            {mine ? t('applied', { name: current.name }) : t('applied_of', { name: current.name, owner: current.ownerName })}
          </Typography>
          {!mine && (
            <Button size="small" variant="outlined" onClick={() => show('copy', current.name)}>
              {t('save_copy')}
            </Button>
          )}
        </Box>
      )}
      <Dialog open={open} onClose={close} aria-labelledby="list-views-title" fullWidth maxWidth="xs">
        {mode === 'save' && nameForm(saveNew, t('save_title'), true)}
        {mode === 'copy' && nameForm(saveNew, t('copy_title'), true)}
        {mode === 'rename' && nameForm(rename, t('rename_title'), false)}
        {mode === 'delete' && current && (
          <>
            <DialogTitle id="list-views-title">{t('delete_title')}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t('delete_confirm', { name: current.name })}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setMode('list')}>{t('cancel')}</Button>
              <Button color="error" variant="contained" onClick={remove}>
                {t('delete')}
              </Button>
            </DialogActions>
          </>
        )}
        {mode === 'list' && (
          <>
            <DialogTitle id="list-views-title">{t('title')}</DialogTitle>
            <DialogContent>
              {current && current.list === descriptor.name && (
                <Box component="section" aria-labelledby="list-views-applied" sx={{ mb: 2 }}>
                  <Typography id="list-views-applied" variant="subtitle2" component="h3">
                    {t('applied', { name: current.name })}
                  </Typography>
                  {!mine && <Typography variant="body2">{t('read_only', { owner: current.ownerName })}</Typography>}
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    {mine ? (
                      <>
                        <Button size="small" variant="outlined" onClick={update}>
                          {t('update')}
                        </Button>
                        <Button size="small" variant="outlined" onClick={() => show('rename', current.name)}>
                          {t('rename')}
                        </Button>
                        <Button size="small" variant="outlined" onClick={toggleDefault}>
                          {t(current.isDefault ? 'unset_default' : 'set_default')}
                        </Button>
                        {current.shareToken && (
                          <Button size="small" variant="outlined" onClick={stopSharing}>
                            {t('stop_sharing')}
                          </Button>
                        )}
                        <Button size="small" variant="outlined" color="error" onClick={() => setMode('delete')}>
                          {t('delete_more')}
                        </Button>
                      </>
                    ) : (
                      <Button size="small" variant="outlined" onClick={() => show('copy', current.name)}>
                        {t('save_copy')}
                      </Button>
                    )}
                    <Button size="small" variant="outlined" onClick={() => copyLink(current)}>
                      {t('copy_link')}
                    </Button>
                  </Stack>
                </Box>
              )}
              <Typography id="list-views-yours" variant="subtitle2" component="h3">
                {t('yours')}
              </Typography>
              {!isPending && views.length === 0 && <DialogContentText>{t('none')}</DialogContentText>}
              <List dense aria-labelledby="list-views-yours">
                {views.map((v) => (
                  <ListItem key={v.id} disablePadding>
                    <ListItemButton onClick={() => apply(v)} selected={v.id === current?.id}>
                      <ListItemText primary={v.name} secondary={v.isDefault ? t('default') : undefined} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap' }}>
              <Button onClick={() => show('save')}>{t('save_current')}</Button>
              <Button onClick={close}>{t('close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
