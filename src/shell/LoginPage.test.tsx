/** The login page's refusals, as the token endpoint answers them: the wait it asks for, in both languages. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../authProvider/storage';
import { LoginPage } from './LoginPage';

function answer(status: number, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'refused' }), { status, headers: { 'content-type': 'application/json', ...headers } })));
}

async function signIn(language?: 'es') {
  if (language) storage.set('locale', language);
  render(<LoginPage onLoggedIn={() => undefined} />);
  fireEvent.change(screen.getByLabelText(language ? 'Usuario' : 'Username'), { target: { value: 'ana' } });
  fireEvent.change(screen.getByLabelText(language ? 'Contraseña' : 'Password'), { target: { value: 'not-her-password' } });
  fireEvent.click(screen.getByRole('button', { name: language ? 'Iniciar sesión' : 'Sign in' }));
  // The first sign-in of the file also loads what the page loads lazily: on a busy machine that passes the default 1 s.
  return (await screen.findByRole('alert', undefined, { timeout: 10_000 })).textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearAll();
});

describe('the login page', () => {
  it('says how long to wait when the server limits attempts, singular and plural', async () => {
    answer(429, { 'retry-after': '12' });
    expect(await signIn()).toBe('Too many attempts. Try again in 12 seconds.');
  });

  it('says it in Spanish, with one second singular', async () => {
    answer(429, { 'retry-after': '1' });
    expect(await signIn('es')).toBe('Demasiados intentos. Vuelva a intentarlo en 1 segundo.');
  });

  it('asks to wait a minute when the server gives no wait', async () => {
    answer(429);
    expect(await signIn()).toBe('Too many attempts. Wait a minute and try again.');
  });

  it('refuses a wrong password without naming which part was wrong', async () => {
    answer(401);
    expect(await signIn()).toBe('Invalid username or password.');
  });
});
