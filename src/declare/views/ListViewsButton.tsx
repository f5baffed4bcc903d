/**
 * A table list's Views button (issue 35): the user's saved views of the list, loaded with their dialog the first
 * time it is opened (src/listViews/ListViewsDialog.tsx), which also shows, beside the button, the view applied
 * (another user's read-only, with Save a copy).
 */
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useResourceContext, useStore, useTranslate } from 'react-admin';
import type { ResourceDescriptor } from '../defineResource';
import { lazyView } from '../lazyView';

const ListViewsDialog = lazyView(() => import('../../listViews/ListViewsDialog'), 'ListViewsDialog');

export function ListViewsButton({ descriptor }: { descriptor: ResourceDescriptor }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? descriptor.name;
  const [applied] = useStore(`${resource}.listView`);
  // Undefined until first opened (nothing loaded).
  const [open, setOpen] = useState<boolean>();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate('app.list.views')}
      </Button>
      {(open !== undefined || Boolean(applied)) && (
        <Suspense fallback={null}>
          <ListViewsDialog descriptor={descriptor} resource={resource} open={Boolean(open)} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
