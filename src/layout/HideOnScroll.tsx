/**
 * The app bar's container: it slides away as the page scrolls down past 100 px and back as soon as it scrolls up,
 * as react-admin's own HideOnScroll does (MUI's useScrollTrigger, default options), without reading the page's
 * scroll position when it mounts: that read made the browser lay the whole page out inside the task that first
 * drew the list (some 40 ms of one long task on Lighthouse's phone), while the page is then at its top anyway.
 */
import { Slide } from '@mui/material';
import { type ReactElement, useEffect, useState } from 'react';

const THRESHOLD = 100;

export function HideOnScroll({ children, className }: { children: ReactElement; className?: string }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previous: number | undefined;
    const onScroll = () => {
      const current = window.scrollY;
      // Hidden past the threshold while going down; shown again on the way up.
      const goingUp = previous !== undefined && current < previous;
      previous = current;
      setHidden(!goingUp && current > THRESHOLD);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Slide appear={false} direction="down" in={!hidden} className={className}>
      {children}
    </Slide>
  );
}
