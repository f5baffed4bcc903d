/** The unsaved-changes guard, with react-admin's forms in a data router: what asks, what does not, and what leaving drops. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { UnsavedChangesGuard, UnsavedScope, useLeaveGuard } from './unsavedChanges';
import { WarnWhenUnsaved } from './WarnWhenUnsaved';
import { dialogClosed } from '../../tests/setup/dialogClosed';

/** A form that saves for a moment, then opens another page, as a create page does. */
function EditPage() {
  const navigate = useNavigate();
  const save = async () => {
    await new Promise((r) => setTimeout(r, 20));
    navigate('/saved');
  };
  return (
    <>
      <Link to="/other">Elsewhere</Link>
      <Form record={{ id: 1, name: 'Leeds Glass' }} onSubmit={save}>
        <WarnWhenUnsaved />
        <TextInput source="name" />
        <button type="submit">Save</button>
      </Form>
    </>
  );
}

/** Two parts of a page, each with its form: the first left only once asked. */
function PartsPage() {
  const leave = useLeaveGuard();
  return (
    <>
      <button type="button" onClick={() => leave('a').then((left) => left && document.body.setAttribute('data-left', 'a'))}>
        Leave part a
      </button>
      <UnsavedScope scope="a">
        <Form record={{ id: 1, name: 'Part a' }}>
          <WarnWhenUnsaved />
          <TextInput source="name" label="A" />
        </Form>
      </UnsavedScope>
      <UnsavedScope scope="b">
        <Form record={{ id: 2, name: 'Part b' }}>
          <WarnWhenUnsaved />
          <TextInput source="name" label="B" />
        </Form>
      </UnsavedScope>
    </>
  );
}

/** `page` at /edit (after /list in the history), in the console's guard and a data router. */
function setup(page = <EditPage />) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext i18nProvider={i18nProvider}>
            <UnsavedChangesGuard>{page}</UnsavedChangesGuard>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the unsaved-changes guard', () => {
  it('lets a page with nothing unsaved go without a word', async () => {
    const router = setup();
    await screen.findByDisplayValue('Leeds Glass');
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('asks before unsaved edits are left by a link: Stay keeps them, Leave without saving goes', async () => {
    const router = setup();
    fireEvent.change(await screen.findByDisplayValue('Leeds Glass'), { target: { value: 'Leeds Glass Ltd' } });
    expect(beforeUnloadPrevented()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave without saving?');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await dialogClosed();
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByDisplayValue('Leeds Glass Ltd')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('asks on browser back too, in Spanish when the console is', async () => {
    await act(() => i18nProvider.changeLocale('es'));
    try {
      const router = setup();
      fireEvent.change(await screen.findByDisplayValue('Leeds Glass'), { target: { value: 'Leeds' } });
      await act(() => router.navigate(-1));
      const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
      expect(dialog).toHaveTextContent('Tiene cambios sin guardar. ¿Salir sin guardar?');
      fireEvent.click(screen.getByRole('button', { name: 'Quedarse' }));
      await dialogClosed();
      expect(router.state.location.pathname).toBe('/edit');
    } finally {
      await act(() => i18nProvider.changeLocale('en'));
    }
  });

  it('does not ask when a save opens another page', async () => {
    const router = setup();
    fireEvent.change(await screen.findByDisplayValue('Leeds Glass'), { target: { value: 'Leeds Glass Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks about one part of a page only for the edits in it, and leaving drops them', async () => {
    setup(<PartsPage />);
    // Part b holds edits, part a none: leaving part a does not ask.
    fireEvent.change(await screen.findByDisplayValue('Part b'), { target: { value: 'Part b, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave part a' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-left', 'a'));
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.removeAttribute('data-left');

    fireEvent.change(screen.getByDisplayValue('Part a'), { target: { value: 'Part a, edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave part a' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(document.body).toHaveAttribute('data-left', 'a'));
    // Part a's edit is dropped; part b's is not.
    await screen.findByDisplayValue('Part a');
    expect(screen.getByDisplayValue('Part b, edited')).toBeInTheDocument();
    document.body.removeAttribute('data-left');
  });
});
