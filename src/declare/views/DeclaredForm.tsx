/** The create and edit pages a declaration gets: one set of inputs, validated before submit, edits saved pessimistically. */
import { Suspense } from 'react';
import {
  Create,
  DeleteButton,
  Edit,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { LoadingBar } from '../../components/LoadingBar';
import { WarnWhenUnsaved } from '../../components/WarnWhenUnsaved';
import { RecordHistory } from '../../history/RecordHistory';
import { formFields, newRecord, paths, type ResourceDescriptor } from '../defineResource';
import { FieldInput } from './FieldInput';

function FormToolbar({ descriptor }: { descriptor: ResourceDescriptor }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {descriptor.endpoints.remove && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

function Inputs({ descriptor }: { descriptor: ResourceDescriptor }) {
  const Form = descriptor.views?.form;
  // A form of its own declares <WarnWhenUnsaved /> itself.
  if (Form) return <Form descriptor={descriptor} />;
  return (
    <SimpleForm defaultValues={newRecord(descriptor)} toolbar={<FormToolbar descriptor={descriptor} />}>
      <WarnWhenUnsaved />
      {formFields(descriptor).map((f) => (
        <FieldInput key={f.source} field={f} />
      ))}
    </SimpleForm>
  );
}

export function DeclaredCreate({ descriptor }: { descriptor: ResourceDescriptor }) {
  const notify = useNotify();
  const p = paths(descriptor);
  return (
    <Create
      resource={descriptor.name}
      redirect={(_resource?: string, id?: RaRecord['id']) => p.edit(id ?? 0).slice(1)}
      // Refused fields are also shown on their inputs; the alert names what no input shows.
      mutationOptions={{ onError: (error: { message?: string }) => notify(error.message ?? 'app.alerts.something_wrong', { type: 'error', autoHideDuration: null }) }}
    >
      <Inputs descriptor={descriptor} />
    </Create>
  );
}

function Aside({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const Component = descriptor.editAside;
  return Component && record ? (
    <Suspense fallback={<LoadingBar />}>
      <Component record={record} />
    </Suspense>
  ) : null;
}

/** `stay`: a saved edit stays on the page (a detail tab) instead of returning to the list. */
export function DeclaredEdit({ descriptor, id, stay }: { descriptor: ResourceDescriptor; id: string; stay?: boolean }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const p = paths(descriptor);
  const history = descriptor.history;
  return (
    <>
      {history && (
        <RecordHistory
          target={{
            ...history,
            recordId: Number(id),
            kinds: { [history.entity]: { resource: descriptor.name, fields: descriptor.fields } },
            // react-admin's record query ([resource, 'getOne', …]) shows it.
            shownBy: [[descriptor.name]],
          }}
        />
      )}
      <Edit
        resource={descriptor.name}
        id={Number(id)}
        mutationMode="pessimistic"
        redirect={stay ? false : () => descriptor.returnTo ?? p.list.slice(1)}
        mutationOptions={{
          onError: (error: { status?: number; message?: string; body?: { code?: string } }) => {
            // A stale edit is refused by the server: say so, and reload the record.
            if (error.status === 409 && error.body?.code === 'stale') {
              notify('app.alerts.stale', { type: 'error', autoHideDuration: null });
              refresh();
            } else notify(error.message ?? 'app.alerts.something_wrong', { type: 'error', autoHideDuration: null });
          },
        }}
      >
        <Inputs descriptor={descriptor} />
        <Aside descriptor={descriptor} />
      </Edit>
    </>
  );
}
