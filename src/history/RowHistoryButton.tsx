/** A catalogue row's History button (the inline-editable lists): the row's history panel, loaded when first opened. */
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { useState } from 'react';
import { HintIconButton } from '../components/Hint';
import { HistoryPanel } from './HistoryPanel';
import type { HistoryTarget } from './target';

export function RowHistoryButton({ target }: { target: HistoryTarget }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <HintIconButton
        title="app.history.open"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <ListAltIcon fontSize="small" />
      </HintIconButton>
      {asked && <HistoryPanel target={target} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
