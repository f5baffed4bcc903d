/**
 * The platform user form, for create and edit: the declared fields, in two columns. Written by hand only
 * for what a declaration does not give: the email checked with user/EmailExists as it is typed and again
 * on submit (a taken one blocks the save), the signed-in user sent as CreatedBy, and the password reset
 * on the edit page. Loading, saving, stale edits and redirects are the declared pages'.
 */
import { Box, CardContent } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, Toolbar, useDataProvider, useGetIdentity, useRecordContext, useSaveContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formFields, newRecord, type ResourceDescriptor } from '../../src/declare/defineResource';
import { WarnWhenUnsaved } from '../../src/components/WarnWhenUnsaved';
import { FieldInput } from '../../src/declare/views/FieldInput';
import { EMAIL_TAKEN, EmailCheck, isEmailTaken } from './EmailCheck';
import { ResetPasswordButton } from './ResetPasswordButton';

/** Keeps what is typed when the record changes under the form (a password reset raises its version). One object: the form resets whenever it changes. */
const keepTyped = { keepDirtyValues: true };

export function UserForm({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const { save } = useSaveContext();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const isNew = !record?.id;
  const submit = async (values: FieldValues) => {
    if (await isEmailTaken(dataProvider, values.id, values.Email)) return { Email: EMAIL_TAKEN };
    return save?.(isNew ? { ...values, CreatedBy: identity?.username } : values);
  };
  return (
    <Form defaultValues={newRecord(descriptor)} onSubmit={submit} resetOptions={keepTyped}>
      <WarnWhenUnsaved />
      <CardContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
          {formFields(descriptor).map((f) => (
            <FieldInput key={f.source} field={f} />
          ))}
        </Box>
        <EmailCheck source="Email" />
      </CardContent>
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton />
        {!isNew && <ResetPasswordButton />}
      </Toolbar>
    </Form>
  );
}
