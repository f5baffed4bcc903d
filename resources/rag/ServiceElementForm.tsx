/** A service element added or edited (UpsertServiceElement): name, group, active; a duplicate name shown on the name, a stale edit reloaded. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { HttpError } from 'ra-core';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ragContract as c, type ServiceElement } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { CheckLabel } from './CheckLabel';
import { useRefreshRag, useServiceElementGroups } from './queries';
import { isStale } from './ragModel';

const NAME_MAX = 100;

export function ServiceElementForm({ element, onClose }: { element: ServiceElement | null; onClose: () => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshRag();
  const groups = useServiceElementGroups();
  const titleId = useId();
  const [name, setName] = useState(element?.name ?? '');
  const [groupId, setGroupId] = useState<number | ''>(element?.serviceElementGroupId ?? '');
  const [isActive, setActive] = useState(element?.isActive ?? true);
  const [errors, setErrors] = useState<{ name?: string; group?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.serviceElements.form.${key}`, args);
  const f = (key: string) => translate(`resources.serviceElements.fields.${key}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { name: name.trim() ? undefined : t('required'), group: groupId === '' ? t('required') : undefined };
    setErrors(found);
    if (found.name || found.group || groupId === '') return;
    setBusy(true);
    setProblem(null);
    try {
      const body = { id: element?.id ?? 0, name: name.trim(), serviceElementGroupId: groupId, isActive, ...(element ? { version: element.version } : {}) };
      await dataProvider.call(c.upsertServiceElement, { body });
      alert.success('app.alerts.saved');
      await refresh();
      setBusy(false);
      onClose();
    } catch (error) {
      const code = error instanceof HttpError && error.status === 409 ? (error.body as { code?: unknown } | null)?.code : undefined;
      if (code === 'duplicate') setErrors({ name: t('duplicate') });
      else if (isStale(error)) {
        setProblem(t('stale'));
        void refresh();
      } else setProblem(translate(errorMessage(error), { _: errorMessage(error) }));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{element ? t('edit_title', { name: element.name }) : t('add_title')}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && (
              <Alert severity="warning" role="alert">
                {problem}
              </Alert>
            )}
            <TextField
              label={f('name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              size="small"
              error={Boolean(errors.name)}
              helperText={errors.name ?? ' '}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <TextField
              select
              label={f('serviceElementGroupId')}
              value={groupId}
              onChange={(e) => setGroupId(Number(e.target.value))}
              required
              size="small"
              error={Boolean(errors.group)}
              helperText={errors.group ?? ' '}
            >
              {(groups.data ?? []).map((g) => (
                <MenuItem key={g.id} value={g.id}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            <CheckLabel label={f('isActive')} checked={isActive} onChange={setActive} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
