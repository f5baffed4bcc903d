/** Light and dark themes: react-admin's defaults with the console's colours and a denser table. */
import { alpha, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { confirmOnEnter, focusOnOpen } from './components/dialogKeys';
import './console.css';

/** Cells before a row's first data column in a declared list: the selection checkbox, the expand button. Kept in view too, each this wide. */
const LEAD = ':is(.MuiTableCell-paddingCheckbox, .RaDataTable-expandHeader, .RaDataTable-expandIconCell)';
const LEAD_WIDTH = 48;

/** The row's tint (hover, selected, changed) on a sticky cell, which must be opaque and so cannot let the row's own show through. */
const rowTints = ({ palette }: Theme) => ({
  '& tr.MuiTableRow-hover:hover, & tr[data-changed]': { '--row-tint': palette.action.hover },
  '& tr.Mui-selected': { '--row-tint': alpha(palette.primary.main, palette.action.selectedOpacity) },
  '& tr.Mui-selected:hover': { '--row-tint': alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity) },
});

/** A cell kept in view at the left edge while its table scrolls sideways, above the cells passing under it. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1 };
/** A header cell (already sticky at the top, and opaque) stays above the body's. */
const stickyHeader = { zIndex: 3 };
/**
 * A body cell kept in view is opaque, so that the cells scrolling under it do not show through: the paper's
 * colour with its dark-mode overlay, and on top the row's tint, as the rest of the row shows.
 */
const opaque = ({ palette }: Theme) => {
  const tint = 'var(--row-tint, transparent)';
  return { backgroundColor: palette.background.paper, backgroundImage: `linear-gradient(${tint}, ${tint}), var(--Paper-overlay, none)` };
};
/** The hairline on the right of the column kept in view: where the scrolled cells pass under. */
const edge = ({ palette }: Theme) => ({ boxShadow: `inset -1px 0 0 ${palette.divider}` });

/**
 * A wide table scrolls sideways inside its box, the cells `cells` selects in each row (its first data
 * column) kept in view. For a table written by hand (the inline-editable list); declared table lists get it
 * from the theme (below).
 */
export const stickyColumn = (cells: string) => (theme: Theme) => ({
  [`& tr > ${cells}`]: { ...stickyCell, ...edge(theme) },
  [`& tbody tr > ${cells}`]: opaque(theme),
  [`& thead tr > ${cells}`]: stickyHeader,
  ...rowTints(theme),
});

/**
 * Every declared table list (react-admin's DataTable) scrolls inside its box, and keeps in view its leading
 * checkbox or expand button and its first data column (whichever one the column chooser leaves first).
 */
const dataTableRoot = (theme: Theme) => {
  const first = `:is(:first-child, ${LEAD} + *):not(${LEAD})`;
  // The expand row's one wide cell is no column.
  const row = 'tr:not(.RaDataTable-expandRow)';
  return {
    '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
    // Denser than MUI's 16 px a side, so that a list's default columns fit its card at 1280 px.
    [`& ${row} > :is(.RaDataTable-headerCell, .RaDataTable-rowCell):not(${LEAD})`]: { paddingLeft: 12, paddingRight: 12 },
    [`& ${row} > ${LEAD}`]: { ...stickyCell, width: LEAD_WIDTH, minWidth: LEAD_WIDTH, maxWidth: LEAD_WIDTH, boxSizing: 'border-box' },
    [`& ${row} > ${first}`]: { ...stickyCell, ...edge(theme) },
    [`& ${row} > ${LEAD} + ${LEAD}`]: { left: LEAD_WIDTH },
    [`& ${row} > ${LEAD} + ${first}`]: { left: LEAD_WIDTH },
    [`& ${row} > ${LEAD} + ${LEAD} + ${first}`]: { left: 2 * LEAD_WIDTH },
    [`& tbody ${row} > :is(${LEAD}, ${first})`]: opaque(theme),
    // As specific as the rules above, plus the `thead`.
    [`& thead ${row} > :is(${LEAD}, ${first})`]: stickyHeader,
    ...rowTints(theme),
  };
};

/**
 * A visible focus ring on everything the keyboard reaches (WCAG 2.2 focus appearance): a 2 px outline in the primary
 * colour (at least 3:1 against the page), outside the control, or inside it where its box would clip it (menu and
 * list entries, tabs). MUI shows keyboard focus only as a faint ripple or tint, and not at all on a sort header.
 */
const ring = (theme: Theme, offset = 2) => ({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: offset });
const focusRing = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focusVisible': ring(theme),
  // On the app bar's primary colour: its own text colour.
  '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: 'currentColor' },
  '&:is(.MuiMenuItem-root, .MuiListItemButton-root, .MuiTab-root).Mui-focusVisible': { outlineOffset: -2 },
});
/** An input without an outline or underline to show its focus (the pagination's rows per page, a select in a table cell). */
const bareInputFocus = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focused:not(.MuiOutlinedInput-root, .MuiFilledInput-root, .MuiInput-underline)': { ...ring(theme), borderRadius: 4 },
});

type Labelled = { 'aria-label'?: string };
const labelMovedFromRoot = (owner: Labelled) => (owner['aria-label'] ? { 'aria-label': undefined } : {});
const labelOnInput = (owner: Labelled) => (owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {});

const shared: RaThemeOptions = {
  sidebar: { width: 272, closedWidth: 55 },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiTableCell: { styleOverrides: { sizeSmall: { paddingTop: 6, paddingBottom: 6 } } },
    // react-admin names its row checkboxes with `aria-label`, which MUI 9 puts on the checkbox's span (where
    // ARIA forbids it) and not on its input (left unnamed): move it to the input.
    // Opaque, so its contrast does not depend on what it covers (axe measured MUI's translucent grey as too faint over the app bar).
    MuiTooltip: { styleOverrides: { tooltip: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.grey[800], color: theme.palette.common.white }) } },
    // Spinners sit in fields and buttons whose own names say what is loading or saving (react-admin's
    // LoadingInput, SaveButton); an unnamed progressbar beside them would only be announced as noise.
    MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
    MuiCheckbox: { defaultProps: { slotProps: { root: labelMovedFromRoot, input: labelOnInput } } },
    RaDataTable: { styleOverrides: { root: ({ theme }: { theme: Theme }) => dataTableRoot(theme) } },
    // A list's buttons wrap onto a second line on a phone rather than run off its left edge, out of reach.
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    // The page shown while a screen's code loads (past a second): react-admin greys its message to the disabled
    // text colour, 2.6:1 on the page; the secondary text colour reaches 4.5:1.
    RaLoading: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }) } },
    MuiButtonBase: { styleOverrides: { root: focusRing } },
    // The autofill keyframes once for every input, in console.css, not a <style> element per input.
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true }, styleOverrides: { root: bareInputFocus } },
    // Every dialog's keyboard rule (components/dialogKeys.ts): focus on open, Enter confirms, Escape cancels.
    MuiDialog: { defaultProps: { slotProps: { transition: { onEnter: focusOnOpen, onEntered: focusOnOpen }, paper: { onKeyDown: confirmOnEnter } } } },
    // A popover that is a dialog (its paper's role: the column chooser) takes the focus the same way; menus are left to MUI.
    MuiPopover: { defaultProps: { slotProps: { transition: { onEnter: focusOnOpen, onEntered: focusOnOpen } } } },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  components: { ...defaultLightTheme.components, ...shared.components },
  // Warning, info and error darker than MUI's, so white text on them (notifications, chips) and error
  // labels on filled inputs reach 4.5:1.
  palette: { ...defaultLightTheme.palette, primary: { main: '#1d4e89' }, secondary: { main: '#0f766e' }, warning: { main: '#92400e' }, info: { main: '#0369a1' }, error: { main: '#b91c1c' }, background: { default: '#f4f6f9' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  components: { ...defaultDarkTheme.components, ...shared.components },
  palette: { ...defaultDarkTheme.palette, primary: { main: '#8ab4f8' }, secondary: { main: '#5eead4' } },
};
