/** Two changes of the URL's query before the page is drawn again both apply; a query the router shows (back) is taken as it is. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './useLatestSearchParams';

const setting = (key: string, value: string) => (p: URLSearchParams) => {
  const next = new URLSearchParams(p);
  next.set(key, value);
  return next;
};

let change: ReturnType<typeof useLatestSearchParams>[1] = () => undefined;
let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Query() {
  const [params, set] = useLatestSearchParams();
  change = set;
  navigate = useNavigate();
  return <output>{params.toString()}</output>;
}

describe('useLatestSearchParams', () => {
  it('builds each change on the one written before it, drawn or not', async () => {
    render(
      <MemoryRouter initialEntries={['/x?a=1']}>
        <Query />
      </MemoryRouter>,
    );
    act(() => {
      change(setting('b', '2'));
      change(setting('c', '3'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^a=1&b=2&c=3$/);
    // Back one change: the next builds on the query shown, not on the last one written.
    await act(() => navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent(/^a=1&b=2$/);
    act(() => change(setting('d', '4')));
    expect(screen.getByRole('status')).toHaveTextContent(/^a=1&b=2&d=4$/);
  });
});
