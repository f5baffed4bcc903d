/** A catalogue row's History button (the inline-editable lists): the row's history panel, loaded when first opened. */
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { HintIconButton } from '../components/Hint';
import { useHistoryPanel } from './lazyPanel';
import type { HistoryTarget } from './target';

export function RowHistoryButton({ target }: { target: HistoryTarget }) {
  const history = useHistoryPanel(target);
  return (
    <>
      <HintIconButton title="app.history.open" onClick={history.show}>
        <ListAltIcon fontSize="small" />
      </HintIconButton>
      {history.panel}
    </>
  );
}
