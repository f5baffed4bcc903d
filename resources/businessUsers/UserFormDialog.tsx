/**
 * A business user's form (spec §3 Business user), opened from a row of the User List and by its Add button:
 * every field, grouped (identity, login, contact, notifications, flags), each input the declared field's
 * (src/declare/views/FieldInput.tsx: the title picked from its lookup, the password masked with show/hide and
 * the policy as it is typed). Apply puts the edit back in the list, flagged changed, to be saved with the
 * list (spec §4); Save does so and saves the list's changed users at once. A user who cannot be saved keeps
 * the form open with the message. Loaded the first time a form opens.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useId } from 'react';
import { Form, type RaRecord, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ResetPasswordButton } from '../business/ResetPasswordButton';
import type { RowFormProps } from '../../src/components/EditableList';
import { useUnsavedChanges } from '../../src/components/unsavedChanges';
import type { FieldDef } from '../../src/declare/defineResource';
import { FieldInput } from '../../src/declare/views/FieldInput';
import businessUsers from '.';
import { fullName, needsPassword, USER_FORM_GROUPS } from './userRules';

const fieldOf = (source: string): FieldDef => {
  const field = businessUsers.fields.find((f) => f.source === source);
  if (!field) throw new Error(`businessUsers declares no field ${source}`);
  return field;
};

/** The first field takes the focus when the form opens, a new user's as an edited one's. */
function FocusFirst() {
  const { setFocus } = useFormContext();
  useEffect(() => setFocus(USER_FORM_GROUPS[0].fields[0]), [setFocus]);
  return null;
}

/** An open form with edits is an unsaved edit of the page: leaving it asks first (src/components/unsavedChanges.tsx). */
function GuardEdits({ onClose }: { onClose: () => void }) {
  const { isDirty } = useFormState();
  useUnsavedChanges(isDirty, onClose);
  return null;
}

/** A saved login's password is reset here (a new login's is typed in its field): with the Locked out flag as the form holds it. */
function ResetFromForm({ record, onDone }: { record: RaRecord; onDone: RowFormProps['onDone'] }) {
  const [hasLogin, isLockout] = useWatch({ name: ['hasLogin', 'isLockout'] }) as [boolean, boolean];
  if (record.id === 0 || !record.hasLogin || !hasLogin || needsPassword(record)) return null;
  return <ResetPasswordButton record={{ ...record, isLockout }} onDone={onDone} variant="button" />;
}

function ApplyButton({ onApply, disabled }: { onApply: RowFormProps['onApply']; disabled: boolean }) {
  const translate = useTranslate();
  const { handleSubmit } = useFormContext();
  return (
    <Button onClick={handleSubmit((values) => onApply(values as RaRecord))} disabled={disabled}>
      {translate('resources.businessUsers.apply')}
    </Button>
  );
}

export function UserFormDialog({ record, error, saving, onApply, onSave, onClose, onDone }: RowFormProps) {
  const translate = useTranslate();
  const titleId = useId();
  const hintId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const name = fullName(record);
  return (
    <Dialog
      open
      // A stray click beside the form loses nothing: Cancel and Escape close it.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } } } }}
    >
      <Form resource="businessUsers" record={record} onSubmit={(values: Record<string, unknown>) => onSave(values as RaRecord)} mode="onSubmit" reValidateMode="onChange" noValidate>
        <FocusFirst />
        <GuardEdits onClose={onClose} />
        <DialogTitle id={titleId}>{record.id === 0 || !name ? translate('resources.businessUsers.new_user') : translate('resources.businessUsers.edit_user', { name })}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          {/* Two columns from md up, filled top to bottom: the groups read, and are tabbed through, in their order. */}
          <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 4 }}>
            {USER_FORM_GROUPS.map((group) => (
              <Box key={group.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, minWidth: 0, breakInside: 'avoid' }}>
                <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate(`resources.businessUsers.groups.${group.key}`)}
                </Typography>
                {group.fields.map((source) => (
                  <FieldInput key={source} field={fieldOf(source)} />
                ))}
                {group.key === 'login' && <ResetFromForm record={record} onDone={onDone} />}
              </Box>
            ))}
          </Box>
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.businessUsers.apply_hint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <ApplyButton onApply={onApply} disabled={saving} />
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.list.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
