/**
 * Shows text that may hold HTML (a report template, a message) as it will render,
 * after DOMPurify has removed every script, event handler, `javascript:` URL,
 * frame, form and style: nothing in it can run in the console.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style'],
};

// An image saved without a text alternative is shown as decoration (alt=""), so screen readers skip it
// instead of reading its address; an alt the author wrote is kept.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/** The HTML with everything that could run or restyle the console removed; images without alt get alt="". */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}

export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <Box sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />;
}
