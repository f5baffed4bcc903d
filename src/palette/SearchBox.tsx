/**
 * The app bar's way into the command palette (issue 35): a search field's look with its "Ctrl K" hint on a desktop,
 * a search icon on a phone (its name kept for screen readers). Opening loads the palette (./PaletteKeys.tsx).
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { openPalette } from './open';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchBox() {
  const translate = useTranslate();
  return (
    <ButtonBase
      onClick={openPalette}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      sx={(theme) => ({
        gap: 1,
        mx: 1,
        px: 1.25,
        py: 0.75,
        minWidth: { sm: 200 },
        justifyContent: 'flex-start',
        borderRadius: 1,
        color: 'inherit',
        bgcolor: 'rgba(255,255,255,0.15)',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.25)' },
        '&.Mui-focusVisible': { outline: '2px solid currentColor' },
        [theme.breakpoints.down('sm')]: { bgcolor: 'transparent', borderRadius: '50%', p: 1, '& .label': visuallyHidden, '& kbd': { display: 'none' } },
      })}
    >
      <SearchIcon fontSize="small" />
      <span className="label">{translate('app.list.search')}</span>
      <Box component="kbd" aria-hidden sx={{ ml: 'auto', px: 0.5, border: 1, borderRadius: 0.5, fontSize: '0.75rem', fontFamily: 'inherit', opacity: 0.9 }}>
        {mac ? '⌘K' : 'Ctrl K'}
      </Box>
    </ButtonBase>
  );
}
