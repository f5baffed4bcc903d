/**
 * The user's saved queries of the dashboard: opened (the view takes the template's definition), saved as a new one
 * (a duplicate name refused with the server's message), the open one overwritten at the version read (a stale save
 * refused, said clearly, and the list read again), removed after confirmation, shared by copying its link (which
 * shares it first when it is private) and, after confirmation, no longer shared (its link then opens nothing). A
 * template someone shared is shown as theirs, read-only: Save as… keeps a copy.
 */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { type DashboardTemplate, TEMPLATE_NAME_MAX } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import { formatDateTime } from '../../src/components/formats';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import type { DashboardView } from './dashboardState';
import { definitionOf, isStale, shareLink, useTemplateCalls } from './templateActions';
import { useTemplates } from './useDashboardData';

function SaveAsDialog({ open, onClose, onSave }: { open: boolean; onClose: () => void; onSave: (name: string) => Promise<string | null> }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.dashboards.templates.${key}`);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('nameRequired'));
    const refusal = await onSave(name.trim());
    setError(refusal);
    if (!refusal) setName('');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="save-as-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-as-title">{t('saveAsTitle')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={t('name')} value={name} onChange={(e) => setName(e.target.value)} error={!!error} helperText={error} slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const linkButtonId = (id: number) => `template-link-${id}`;
const unshareButtonId = (id: number) => `template-unshare-${id}`;

/** `shared`: a template opened by a shared link, perhaps someone else's (not in the caller's list). */
export function TemplatesPanel({ name, view, shared, open }: { name: DashboardName; view: DashboardView; shared?: DashboardTemplate; open: (template: DashboardTemplate) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.dashboards.templates.${key}`, options);
  const alert = useAlert();
  const { data: templates = [] } = useTemplates(name);
  const calls = useTemplateCalls(name);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<DashboardTemplate | null>(null);
  const [unsharing, setUnsharing] = useState<DashboardTemplate | null>(null);
  // The button the keyboard goes back to once the Stop sharing dialog is gone: the row's link button when it was
  // confirmed (its own button goes away with the sharing), else its own.
  const refocus = useRef('');
  const current = templates.find((x) => x.id === view.template);
  const opened = current ?? (shared && shared.id === view.template ? shared : undefined);

  const saveAs = async (templateName: string): Promise<string | null> => {
    try {
      const saved = await calls.save({ id: 0, name: templateName, definition: definitionOf(view) });
      setSaving(false);
      alert.success('resources.dashboards.templates.saved', { name: saved.name });
      open(saved);
      return null;
    } catch (error) {
      return errorMessage(error) === 'app.alerts.something_wrong' ? translate('app.alerts.something_wrong') : errorMessage(error);
    }
  };
  const overwrite = async (template: DashboardTemplate) => {
    try {
      const saved = await calls.save({ id: template.id, version: template.version, name: template.name, definition: definitionOf(view) });
      alert.success('resources.dashboards.templates.saved', { name: saved.name });
    } catch (error) {
      alert.error(isStale(error) ? 'resources.dashboards.templates.stale' : errorMessage(error));
    }
  };
  const remove = async (template: DashboardTemplate) => {
    setRemoving(null);
    try {
      await calls.remove(template.id);
      alert.success('resources.dashboards.templates.removed', { name: template.name });
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };
  const copyLink = async (template: DashboardTemplate) => {
    let shareToken = template.shareToken;
    try {
      if (!shareToken) shareToken = (await calls.share(template.id, true)).shareToken;
    } catch (error) {
      return alert.error(errorMessage(error));
    }
    if (!shareToken) return;
    const link = shareLink({ ...template, shareToken });
    try {
      await navigator.clipboard.writeText(link);
      alert.success(template.shareToken ? 'resources.dashboards.templates.copied' : 'resources.dashboards.templates.sharedCopied', { name: template.name, link });
    } catch {
      alert.warning('resources.dashboards.templates.copyThis', { link });
    }
  };
  const askUnshare = (template: DashboardTemplate) => {
    refocus.current = unshareButtonId(template.id);
    setUnsharing(template);
  };
  const unshare = async (template: DashboardTemplate) => {
    refocus.current = linkButtonId(template.id);
    setUnsharing(null);
    try {
      await calls.share(template.id, false);
      alert.success('resources.dashboards.templates.unshared', { name: template.name });
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="templates-title" sx={{ p: 2 }}>
      <Typography id="templates-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      {opened && (
        <Typography variant="body2" data-testid="template-open">
          {current ? t('current', { name: opened.name }) : t('currentShared', { name: opened.name, owner: opened.ownerName })}
        </Typography>
      )}
      {opened && !current && (
        <Typography variant="body2" color="text.secondary">
          {t('readOnly')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Button variant="outlined" onClick={() => setSaving(true)}>
          {t('saveAs')}
        </Button>
        {current && (
          <Button variant="outlined" onClick={() => overwrite(current)}>
            {t('overwrite', { name: current.name })}
          </Button>
        )}
      </Box>
      {templates.length === 0 ? (
        <Typography variant="body2">{t('none')}</Typography>
      ) : (
        <List dense aria-labelledby="templates-title">
          {templates.map((x) => (
            <ListItem
              key={x.id}
              disablePadding
              // Room for the actions on the right (three while shared), so the text never runs under them (set here:
              // the item's own rule for its button, room for one action, outranks the button's sx).
              sx={{ '& > .MuiListItemButton-root': { pr: x.shareToken ? 17 : 12 } }}
              secondaryAction={
                <>
                  <IconButton id={linkButtonId(x.id)} aria-label={t(x.shareToken ? 'copyLinkOf' : 'shareOf', { name: x.name })} onClick={() => copyLink(x)}>
                    <LinkIcon />
                  </IconButton>
                  {x.shareToken && (
                    <IconButton id={unshareButtonId(x.id)} aria-label={t('stopSharingOf', { name: x.name })} onClick={() => askUnshare(x)}>
                      <LinkOffIcon />
                    </IconButton>
                  )}
                  <IconButton aria-label={t('removeOf', { name: x.name })} onClick={() => setRemoving(x)}>
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemButton selected={x.id === view.template} onClick={() => open(x)}>
                <ListItemText primary={x.name} secondary={t(x.shareToken ? 'sharedUpdated' : 'updated', { date: formatDateTime(x.dateUpdated) })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <SaveAsDialog open={saving} onClose={() => setSaving(false)} onSave={saveAs} />
      <Confirm
        isOpen={!!removing}
        title={t('removeTitle')}
        content={t('removeConfirm', { name: removing?.name ?? '' })}
        confirm={t('remove')}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
      <Confirm
        isOpen={!!unsharing}
        title={t('stopSharingTitle')}
        content={t('stopSharingConfirm', { name: unsharing?.name ?? '' })}
        confirm={t('stopSharing')}
        onConfirm={() => unsharing && unshare(unsharing)}
        onClose={() => setUnsharing(null)}
        disableRestoreFocus
        slotProps={{ transition: { onExited: () => document.getElementById(refocus.current)?.focus() } }}
      />
    </Paper>
  );
}
