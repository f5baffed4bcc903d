/** The palette and the shortcuts dialog, in the one chunk ./PaletteKeys.tsx loads the first time either is shown. */
import Palette from './Palette';
import ShortcutsDialog from './ShortcutsDialog';
import type { Shown } from './shortcuts';

export default function Dialogs({ shown, onClose }: { shown: Shown | null; onClose: () => void }) {
  return (
    <>
      <Palette open={shown === 'palette'} onClose={onClose} />
      <ShortcutsDialog open={shown === 'shortcuts'} onClose={onClose} />
    </>
  );
}
