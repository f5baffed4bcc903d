/**
 * Text for screen readers only (a column's name over icons, a live region). Sizes in pixels: in MUI's `sx` a
 * width or height of 1 means 100 %, which made such a 1 × 1 box as wide as the page. Placed at its containing
 * block's corner: left where it would sit (at the end of a wide table scrolling in its box, say), it would still
 * widen the page, as a box positioned outside the scrolling one is not clipped by it.
 */
export const visuallyHidden = { position: 'absolute', top: 0, left: 0, width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
