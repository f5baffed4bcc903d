/**
 * The login page, light on purpose (no react-admin, no MUI): it is the first
 * thing every staff member loads. The session code is fetched on submit.
 */
import { type FormEvent, useState } from 'react';
import { storage } from '../../authProvider/storage';
import { loginEn, loginEs } from '../../i18n/login';

type Locale = 'en' | 'es';
type LoginReason = 'invalid' | 'too_many' | 'unavailable' | 'required';

export function LoginPage({ onLoggedIn }: { onLoggedIn: (target: string) => void }) {
  const [locale, setLocale] = useState<Locale>(() => (storage.get<string>('locale') === 'es' ? 'es' : 'en'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LoginReason | null>(null);
  const [retryAfter, setRetryAfter] = useState<number | undefined>();
  const text = locale === 'es' ? loginEs : loginEn;
  const t = text.login;

  const chooseLocale = (next: Locale) => {
    setLocale(next);
    storage.set('locale', next);
    document.documentElement.lang = next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setProblem('required');
    setBusy(true);
    setProblem(null);
    try {
      const session = await import('../../authProvider/session');
      await session.login(username.trim(), password);
      const target = storage.get<string>('postLoginTarget') ?? '/';
      storage.remove('postLoginTarget');
      onLoggedIn(target.startsWith('/') && !target.startsWith('/login') ? target : '/');
    } catch (error) {
      const { reason, retryAfter: wait } = error as { reason?: LoginReason; retryAfter?: number };
      setProblem(reason ?? 'unavailable');
      setRetryAfter(wait);
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <div className="login-brand" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path fill="currentColor" d="M5 11l1.5-4.5h11L19 11M17.5 16a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m-11 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3M18.92 6c-.2-.58-.76-1-1.42-1h-11c-.66 0-1.22.42-1.42 1L3 12v8a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-1h12v1a1 1 0 0 0 1 1h1a1 1 0 0 0 1-1v-8z" />
          </svg>
          <span>{text.name}</span>
        </div>
        <h1 id="login-title">{t.title}</h1>
        <p className="login-subtitle">{t.subtitle}</p>
        <label htmlFor="username">{t.username}</label>
        {/* biome-ignore lint/a11y/noAutofocus: the login page has one task; the username field is where every visit starts */}
        <input id="username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} disabled={busy} autoFocus />
        <label htmlFor="password">{t.password}</label>
        <div className="login-password">
          <input
            id="password"
            name="password"
            type={reveal ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
          />
          <button type="button" className="login-reveal" onClick={() => setReveal(!reveal)} aria-pressed={reveal}>
            {reveal ? t.hide_password : t.show_password}
          </button>
        </div>
        {problem && (
          <p className="login-error" role="alert">
            {problem === 'too_many' && retryAfter ? (retryAfter === 1 ? t.too_many_wait_one : t.too_many_wait.replace('{seconds}', String(retryAfter))) : t[problem]}
          </p>
        )}
        <button type="submit" className="login-submit" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </button>
        <fieldset className="login-locale">
          <legend>{t.language}</legend>
          {(['en', 'es'] as const).map((l) => (
            <button key={l} type="button" aria-pressed={locale === l} onClick={() => chooseLocale(l)}>
              {l === 'en' ? 'English' : 'Español'}
            </button>
          ))}
        </fieldset>
      </form>
    </main>
  );
}
