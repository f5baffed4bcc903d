/** The app bar slides away while the page scrolls down past 100 px and comes back on the way up, as react-admin's did. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HideOnScroll } from './HideOnScroll';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

// Slide leaves a hidden child hidden (visibility) once its exit is over.
const shown = () => screen.getByTestId('bar').style.visibility !== 'hidden';

describe('the app bar hidden on scroll', () => {
  it('shows at the top, hides past 100 px going down, shows again going up', async () => {
    render(
      <HideOnScroll>
        <header data-testid="bar">bar</header>
      </HideOnScroll>,
    );
    expect(shown()).toBe(true);
    scrollTo(80);
    expect(shown()).toBe(true);
    scrollTo(400);
    await waitFor(() => expect(shown()).toBe(false));
    scrollTo(350);
    await waitFor(() => expect(shown()).toBe(true));
    scrollTo(600);
    await waitFor(() => expect(shown()).toBe(false));
    scrollTo(20);
    await waitFor(() => expect(shown()).toBe(true));
  });
});
