/** Opens the palette or the shortcuts dialog from anywhere (the app bar's search box): the layout's ./PaletteKeys.tsx shows them. */
export type Shown = 'palette' | 'shortcuts';

let show: ((what: Shown) => void) | undefined;

export const setShow = (fn: typeof show) => {
  show = fn;
};

export const openPalette = () => show?.('palette');
