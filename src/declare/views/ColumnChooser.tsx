/**
 * The table list's column chooser: its button here, its panel (show, hide, reorder, reset; src/listViews/) loaded
 * the first time it is opened. The choice is kept where react-admin's DataTable reads it (./columnOrder.ts) and on
 * the server, per user and list (ListColumns/Save), so it follows the user to another browser.
 */
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Suspense, useId, useState } from 'react';
import type { ResourceDescriptor } from '../defineResource';
import { lazyView } from '../lazyView';

const ColumnChooserPanel = lazyView(() => import('../../listViews/ColumnChooserPanel'), 'ColumnChooserPanel');

export function ColumnChooser({ descriptor }: { descriptor: ResourceDescriptor }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewWeekIcon />}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
      >
        {translate('ra.action.select_columns')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ColumnChooserPanel id={id} descriptor={descriptor} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
