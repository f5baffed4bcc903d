/**
 * A list's Import button (issue 34), beside its Export: shown for a list the contract imports into (IMPORT_LISTS) that
 * saves. The wizard, its code and its labels, is loaded the first time the button is pressed (the bundle budget).
 */
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { fixedFields, type ImportList, isImportList } from '../../contract/importLists';
import type { ResourceDescriptor } from '../declare/defineResource';
import { lazyView } from '../declare/lazyView';

const ImportWizard = lazyView(() => import('./ImportWizard'), 'ImportWizard');

/**
 * Whether the list imports: named in IMPORT_LISTS (contract/importLists.ts, bundled as it is: no zod), with a save
 * call of one record or a batch (an inline-editable list).
 */
const imports = (d: ResourceDescriptor) => isImportList(d.name) && Boolean(d.endpoints.save ?? d.endpoints.saveBatch);

/**
 * `filter`: the list's fixed filter, when it is shown under its owner (a country's states): the values of the fields
 * the owner fixes (contract/importLists.ts) are given to every row.
 */
export function ImportButton({
  descriptor,
  filter,
  disabled,
  onApplied,
}: {
  descriptor: ResourceDescriptor;
  filter?: Record<string, unknown>;
  /** While the list holds edits not saved (an import then reads its rows again). */
  disabled?: boolean;
  /** Told when the wizard closes after an import was applied: a list that keeps its own rows reads them again. */
  onApplied?: () => void;
}) {
  const translate = useTranslate();
  // Undefined until first opened (nothing loaded); then kept mounted to close with its transition. Closed with a file
  // uploaded and nothing applied, the same wizard opens again where it was left (its columns matched, its check);
  // otherwise a new one.
  const [open, setOpen] = useState<boolean>();
  const [session, setSession] = useState(0);
  const [resumable, setResumable] = useState(false);
  // The list's own declaration, or its fields as the import reads them (a business: its new record's fields).
  const [importing, setImporting] = useState<ResourceDescriptor>(descriptor);
  if (!imports(descriptor)) return null;
  const names = fixedFields(descriptor.name as ImportList);
  const fixed = names.length === 0 ? undefined : Object.fromEntries(names.map((name) => [name, filter?.[name] as string | number]));
  // A list whose owner fixes fields imports only under its owner.
  if (fixed && Object.values(fixed).some((value) => value === undefined || value === null || value === '')) return null;
  const show = async () => {
    if (!resumable) {
      if (descriptor.importFields) setImporting({ ...descriptor, fields: await descriptor.importFields() });
      setSession((n) => n + 1);
    }
    setOpen(true);
  };
  const close = (keep: boolean) => {
    setResumable(keep);
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<UploadIcon />} onClick={show} disabled={disabled}>
        {translate('app.list.import')}
      </Button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <ImportWizard key={session} descriptor={importing} fixed={fixed} open={open} onClose={close} onApplied={onApplied} />
        </Suspense>
      )}
    </>
  );
}
