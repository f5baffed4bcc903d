/**
 * A list's Import button (issue 34), beside its Export: shown for a list the contract imports into (IMPORT_LISTS) that
 * saves. The wizard, its code and its labels, is loaded the first time the button is pressed (the bundle budget).
 */
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isImportList } from '../../contract/importLists';
import type { ResourceDescriptor } from '../declare/defineResource';
import { lazyView } from '../declare/lazyView';

const ImportWizard = lazyView(() => import('./ImportWizard'), 'ImportWizard');

/**
 * Whether the list imports: named in IMPORT_LISTS (contract/importLists.ts, bundled as it is: no zod), with a save
 * call of one record or a batch (an inline-editable list).
 */
const imports = (d: ResourceDescriptor) => isImportList(d.name) && Boolean(d.endpoints.save ?? d.endpoints.saveBatch);

export function ImportButton({ descriptor }: { descriptor: ResourceDescriptor }) {
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
      <Button startIcon={<UploadIcon />} onClick={show}>
        {translate('app.list.import')}
      </Button>
      {open !== undefined && (
        <Suspense fallback={null}>
          <ImportWizard key={session} descriptor={importing} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
