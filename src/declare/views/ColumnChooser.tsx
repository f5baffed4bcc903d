/**
 * The table list's column chooser: a switch per declared column in a small dialog, the hidden columns kept
 * where react-admin's DataTable reads them (`<resource>.datatable` in the store). Written here because
 * react-admin's own puts switches inside `role="option"` rows of a `role="menu"`, which assistive
 * technology cannot use (axe: aria-required-parent, nested-interactive).
 */
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, FormControlLabel, FormGroup, Popover, Switch } from '@mui/material';
import { FieldTitle, useResourceContext, useStore, useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import { listFields, type ResourceDescriptor } from '../defineResource';

/** The columns a list hides until the user shows them. */
export const defaultHidden = (d: ResourceDescriptor) => listFields(d).filter((f) => f.hidden).map((f) => f.source);

export function ColumnChooser({ descriptor }: { descriptor: ResourceDescriptor }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? descriptor.name;
  const [hidden, setHidden] = useStore<string[]>(`${resource}.datatable`, defaultHidden(descriptor));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const title = translate('ra.action.select_columns');
  const show = (source: string, on: boolean) => setHidden(on ? hidden.filter((s) => s !== source) : [...hidden, source]);
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} aria-controls={anchor ? id : undefined}>
        {title}
      </Button>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title } }}
      >
        <FormGroup sx={{ px: 2, py: 1, minWidth: 220 }}>
          {listFields(descriptor).map((f) => (
            <FormControlLabel
              key={f.source}
              control={<Switch size="small" checked={!hidden.includes(f.source)} onChange={(_e, on) => show(f.source, on)} />}
              label={<FieldTitle source={f.source} resource={resource} />}
            />
          ))}
        </FormGroup>
      </Popover>
    </>
  );
}
