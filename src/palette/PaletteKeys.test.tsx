/**
 * The layout's keyboard map (./PaletteKeys.tsx): `g` then a letter goes to its screen, `/` focuses the list's search,
 * and nothing fires while typing in a field, in a dialog, or with a modifier held; `g` waits 1.5 s for its letter.
 */
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaletteKeys } from './PaletteKeys';

let path = '';
function Where() {
  path = useLocation().pathname;
  return null;
}

function renderKeys(extra?: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <PaletteKeys />
      <Where />
      <main>
        <input name="q" aria-label="Search" />
        <textarea aria-label="Notes" />
        <div contentEditable suppressContentEditableWarning data-testid="editable" />
        <div role="dialog" aria-label="A dialog">
          <button type="button">In the dialog</button>
        </div>
        {extra}
      </main>
    </MemoryRouter>,
  );
}

const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });

afterEach(() => vi.useRealTimers());

describe('the keyboard map', () => {
  it('goes to a main screen by g then its letter', () => {
    renderKeys();
    press('g');
    press('d');
    expect(path).toBe('/admin/devices');
    press('g');
    press('b');
    expect(path).toBe('/business');
    press('g');
    press('c');
    expect(path).toBe('/admin/chat');
  });

  it('forgets g after 1.5 s, and a letter alone does nothing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    renderKeys();
    press('u');
    expect(path).toBe('/start');
    press('g');
    vi.setSystemTime(Date.now() + 1600);
    press('u');
    expect(path).toBe('/start');
  });

  it('focuses the list’s search with /', () => {
    const { getByRole } = renderKeys();
    press('/');
    expect(document.activeElement).toBe(getByRole('textbox', { name: 'Search' }));
  });

  it('fires nothing while typing in an input, a textarea or editable text, in a dialog, or with a modifier held', () => {
    const { getByRole, getByTestId } = renderKeys();
    for (const target of [getByRole('textbox', { name: 'Search' }), getByRole('textbox', { name: 'Notes' }), getByTestId('editable'), getByRole('button', { name: 'In the dialog' })]) {
      press('g', target);
      press('u', target);
      press('/', target);
      expect(path).toBe('/start');
    }
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey']) {
      press('g', document.body, { [modifier]: true });
      press('u');
      expect(path).toBe('/start');
    }
    expect(document.activeElement).toBe(document.body);
  });
});
