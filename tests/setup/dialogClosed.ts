/**
 * For the console's jsdom tests: waits until a dialog has closed and the page behind it is given back. MUI's modal
 * hides the rest of the page from assistive technology (aria-hidden on the body's other children) until it has
 * unmounted, after its exit transition; the dialog leaves the accessibility tree before that, so on a loaded machine
 * a query by role right after it (a table, a button) found nothing (seen in CI).
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export function dialogClosed(): Promise<void> {
  return waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('body > [aria-hidden="true"]')).toBeNull();
  });
}
