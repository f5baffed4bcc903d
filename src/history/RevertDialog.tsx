/**
 * The confirmation of a revert: the fields the entry changed, each to be put back (all chosen at first), shown as
 * now → back to; Put back sends History/Revert with the chosen ones. A refusal (stale: changed since; or the save's
 * own rules) is shown as the server words it, and nothing was written.
 */
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type HistoryEntry, historyContract } from '../../contract/history';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../components/useAlert';
import { EntryChanges, useFieldLabel } from './EntryChanges';
import { type FieldChange, reversed, revertKeys } from './entryDiff';

interface Props {
  open: boolean;
  entry: HistoryEntry;
  changes: readonly FieldChange[];
  resource?: string;
  onClose: (reverted: boolean) => void;
  /** Once it has closed (its transition done): where the focus goes next after a revert. */
  onExited?: () => void;
}

export function RevertDialog({ open, entry, changes, resource, onClose, onExited }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const label = useFieldLabel(resource);
  const dataProvider = useDataProvider<AppDataProvider>();
  // A field its save cannot write (a service element's group, kept by name) is not offered: named below instead.
  const offered = changes.filter((c) => !entry.kept.includes(revertKeys([c])[0]));
  const kept = changes.filter((c) => !offered.includes(c));
  const [chosen, setChosen] = useState(() => new Set(offered.map((c) => c.source)));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A creation is undone, a deletion restored, whole: only an update's fields are chosen.
  const whole = entry.action !== 'update';
  const picked = whole ? changes : offered.filter((c) => chosen.has(c.source));
  // Put back: from what the entry left (now, unless stale) to what it found.
  const back = reversed(picked);
  const toggle = (source: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (!next.delete(source)) next.add(source);
      return next;
    });
  const submit = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      await dataProvider.call(historyContract.revert, { body: { id: entry.id, fields: revertKeys(picked) } });
      alert.success('resources.history.reverted');
      onClose(true);
    } catch (e) {
      setRefusal(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => onClose(false)} aria-labelledby="revert-title" fullWidth maxWidth="sm" slotProps={{ transition: { onExited } }}>
      <DialogTitle id="revert-title">{translate('resources.history.revert_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate(`resources.history.revert_intro${whole ? `_${entry.action}` : ''}`)}
        </Typography>
        {!whole && offered.length > 1 && (
          <Stack sx={{ mb: 1 }}>
            {offered.map((c) => (
              <FormControlLabel key={c.source} control={<Checkbox checked={chosen.has(c.source)} onChange={() => toggle(c.source)} />} label={label(c.source)} />
            ))}
          </Stack>
        )}
        <EntryChanges changes={back} resource={resource} labels={{ before: translate('resources.history.now'), after: translate('resources.history.back_to') }} />
        {kept.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.history.kept', { fields: kept.map((c) => label(c.source)).join(', ') })}
          </Typography>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={saving || picked.length === 0} onClick={submit}>
          {translate('resources.history.revert_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
