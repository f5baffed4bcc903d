/** The keyboard map (issue 35), shown by `?` (./PaletteKeys.tsx) and loaded the first time: every shortcut, in the console's language. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AreaMessages } from '../../i18n/AreaMessages';
import { GO_TO } from './shortcuts';

const Key = ({ children }: { children: string }) => (
  <Box component="kbd" sx={{ display: 'inline-block', minWidth: 24, px: 0.75, py: 0.25, mr: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.85rem', textAlign: 'center' }}>
    {children}
  </Box>
);

export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="shortcuts-title">
      <AreaMessages area="search">
        <Shortcuts onClose={onClose} />
      </AreaMessages>
    </Dialog>
  );
}

function Shortcuts({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const rows: [string[], string][] = [
    [[mac ? '⌘' : 'Ctrl', 'K'], translate('resources.palette.keys.palette')],
    [['?'], translate('resources.palette.keys.help')],
    [['/'], translate('resources.palette.keys.search')],
    ...Object.entries(GO_TO).map(([letter, key]): [string[], string] => [
      ['g', letter],
      translate('resources.palette.keys.go', { screen: translate(`menu.items.${key}`) }),
    ]),
    [['Esc'], translate('resources.palette.keys.escape')],
  ];
  return (
    <>
      <DialogTitle id="shortcuts-title">{translate('resources.palette.keys.title')}</DialogTitle>
      <DialogContent>
        {/* A plain table: MUI's would be split out of the lists' chunks into one of its own (the first list's budget). */}
        <Box component="table" aria-labelledby="shortcuts-title" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'left', typography: 'body2' } }}>
          <tbody>
            {rows.map(([keys, what]) => (
              <tr key={keys.join(' ')}>
                <Box component="th" scope="row" sx={{ whiteSpace: 'nowrap', width: '1%', pr: 2 }}>
                  {keys.map((k) => (
                    <Key key={k}>{k}</Key>
                  ))}
                </Box>
                <td>{what}</td>
              </tr>
            ))}
          </tbody>
        </Box>
        <Box component="p" sx={{ color: 'text.secondary', fontSize: '0.85rem', mb: 0 }}>
          {translate('resources.palette.keys.typing')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </>
  );
}
