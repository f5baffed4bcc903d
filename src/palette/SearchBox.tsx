/**
 * The app bar's way into the command palette (issue 35): a search field's look with its "Ctrl K" hint on a desktop;
 * on a phone the app bar shows its icon only (AppBar.tsx), its name kept for screen readers.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { openPalette } from './PaletteKeys';

export function SearchBox() {
  const translate = useTranslate();
  return (
    <Button
      color="inherit"
      startIcon={<SearchIcon />}
      onClick={openPalette}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      sx={{ mx: 1, minWidth: { sm: 220 }, justifyContent: 'flex-start', textTransform: 'none', bgcolor: 'rgba(255,255,255,.15)' }}
    >
      {translate('app.list.search')}
      <Box component="kbd" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, ml: 'auto', pl: 2, font: 'inherit', opacity: 0.8 }}>
        {/Mac|iP/.test(navigator.platform) ? '⌘K' : 'Ctrl K'}
      </Box>
    </Button>
  );
}
