/**
 * The custom tooltip of spec §2, for elements marked for it: icon buttons,
 * truncated cells and field help. It opens on hover and on keyboard focus.
 */
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Box, IconButton, Tooltip, type TooltipProps } from '@mui/material';
import { type ReactElement, type ReactNode, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';

const slotProps: TooltipProps['slotProps'] = {
  tooltip: { sx: { bgcolor: 'grey.900', color: 'common.white', fontSize: 13, px: 1.25, py: 0.75, maxWidth: 360, boxShadow: 3 } },
  arrow: { sx: { color: 'grey.900' } },
};

/** Wraps one focusable element; `title` is an i18n key or text. */
export function Hint({ title, children }: { title: ReactNode; children: ReactElement }) {
  const translate = useTranslate();
  const text = typeof title === 'string' ? translate(title, { _: title }) : title;
  return (
    <Tooltip title={text} arrow enterDelay={300} describeChild slotProps={slotProps}>
      {children}
    </Tooltip>
  );
}

/** An icon button whose label is its tooltip and its accessible name. */
export function HintIconButton({ title, onClick, children, disabled }: { title: string; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  const translate = useTranslate();
  const label = translate(title, { _: title });
  return (
    <Hint title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} size="small">
          {children}
        </IconButton>
      </span>
    </Hint>
  );
}

/** Field help: a small focusable icon next to a label. */
export function FieldHelp({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Hint title={title}>
      {/* The focusable, named element is the span: MUI hides the icon's svg from assistive technology. */}
      <Box component="span" tabIndex={0} role="img" aria-label={translate(title, { _: title })} sx={{ display: 'inline-flex', ml: 0.5, color: 'text.secondary', verticalAlign: 'middle' }}>
        <HelpOutlineIcon sx={{ fontSize: 16 }} />
      </Box>
    </Hint>
  );
}

/** Which measured texts are cut, told by one observer for every cell: it reads their widths after the page's layout, never forcing one. */
const cutListeners = new WeakMap<Element, (cut: boolean) => void>();
let observer: ResizeObserver | undefined;
const widths = () =>
  (observer ??= new ResizeObserver((entries) => {
    for (const { target } of entries) cutListeners.get(target)?.(target.scrollWidth > target.clientWidth);
  }));

/**
 * A table cell's text at most 320 px wide, cut with an ellipsis; the tooltip shows it whole, only when it is cut
 * (told again when the column's width changes). From md up its column may also narrow below the text (to 3 em), so
 * that a list of several long columns fits its card instead of scrolling: as a grid whose one track is
 * `minmax(0, auto)`, the text adds its width to the column's widest but only the 3 em to its narrowest. On a phone
 * the column keeps the text's width and the table scrolls. Styled by plain classes (src/console.css): a list draws
 * hundreds of these, and a styled box costs each its styles' serializing on every render.
 */
export function TruncatedText({ text }: { text: string }) {
  const [cut, setCut] = useState(false);
  const measure = useCallback((el: HTMLElement | null) => {
    // A document without layout (a test's) has no observer, and no text is cut there.
    if (!el || typeof ResizeObserver === 'undefined') return;
    cutListeners.set(el, setCut);
    widths().observe(el);
    return () => widths().unobserve(el);
  }, []);
  const box = (
    <span ref={measure} className="truncated-text" tabIndex={cut ? 0 : undefined}>
      {text}
    </span>
  );
  return (
    <span className="truncated">
      {cut ? <Hint title={text}>{box}</Hint> : box}
    </span>
  );
}
