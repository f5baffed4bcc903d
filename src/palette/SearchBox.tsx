/**
 * The app bar's way into the command palette (issue 35): a search field's look with its "Ctrl K" hint (Ctrl+K opens it
 * on a Mac too, as ⌘K does) on a desktop, its icon only on a phone, its name kept for screen readers. Styled in
 * src/console.css, not in JavaScript: the shell's first JavaScript holds the opener alone.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { openPalette } from './PaletteKeys';

export function SearchBox() {
  const translate = useTranslate();
  return (
    <Button color="inherit" className="palette-search" startIcon={<SearchIcon />} onClick={openPalette} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">
      <span>{translate('app.list.search')}</span>
      <kbd aria-hidden>Ctrl K</kbd>
    </Button>
  );
}
