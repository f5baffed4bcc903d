/** The calibration homepage message page over a fake HTTP boundary: per-language saves, stale edits, the switch and the sanitised preview. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { AppNotification } from '../../layout/AppNotification';
import CalibrationHomepageMessage from './CalibrationHomepageMessage';

// The first render loads MUI and react-admin: slow on a busy machine.

function setup(opts: { stale?: boolean } = {}) {
  const stored = { en: { Text: '<p>Welcome</p>', version: 3 }, es: { Text: '<p>Bienvenido</p>', version: 1 } } as Record<string, { Text: string; version: number }>;
  let active = true;
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    if (path === 'GetWelcomeNotificationMessage') return { Text: stored.en.Text, IsActive: active };
    if (path === 'GetTranslatedCalibrationWelcomeMessage') {
      const code = String(input.query?.languageCode);
      return { LanguageCode: code, ...stored[code], IsActive: active };
    }
    if (path === 'DisableCalibrationWelcomeMessage') {
      active = false;
      return { IsActive: active };
    }
    const body = input.body as { LanguageCode: string; Text: string; version: number };
    if (opts.stale) {
      stored[body.LanguageCode] = { Text: '<p>Changed by someone else</p>', version: body.version + 1 };
      throw new HttpError('stale', 409, { message: 'stale', code: 'stale' });
    }
    stored[body.LanguageCode] = { Text: body.Text, version: body.version + 1 };
    return { LanguageCode: body.LanguageCode, ...stored[body.LanguageCode], IsActive: active };
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <CalibrationHomepageMessage />
      <AppNotification />
    </AdminContext>,
  );
  return calls;
}

const editor = (language: string) => within(screen.getByRole('region', { name: language }));
const textOf = (language: string) => (editor(language).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value;

describe('the calibration homepage message page', { timeout: 30_000 }, () => {
  it('saves the Spanish text at the version read, leaving English alone', async () => {
    const calls = setup();
    await waitFor(() => expect(textOf('Spanish')).toBe('<p>Bienvenido</p>'));
    fireEvent.change(editor('Spanish').getByRole('textbox', { name: 'Message' }), { target: { value: '<p>Hola</p>' } });
    fireEvent.click(editor('Spanish').getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
    expect(calls.filter((c) => c.path === 'SaveCalibrationWelcomeMessage').map((c) => c.input.body)).toEqual([{ LanguageCode: 'es', Text: '<p>Hola</p>', version: 1 }]);
    expect(textOf('English')).toBe('<p>Welcome</p>');
    expect(editor('Spanish').getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a stale save, says so and shows the stored text again', async () => {
    setup({ stale: true });
    await waitFor(() => expect(textOf('English')).toBe('<p>Welcome</p>'));
    fireEvent.change(editor('English').getByRole('textbox', { name: 'Message' }), { target: { value: '<p>Mine</p>' } });
    fireEvent.click(editor('English').getByRole('button', { name: 'Save' }));
    await screen.findByText(/Someone else changed this record/);
    await waitFor(() => expect(textOf('English')).toBe('<p>Changed by someone else</p>'));
  });

  it('previews the text sanitised, and says when the message is hidden', async () => {
    setup();
    await waitFor(() => expect(textOf('English')).toBe('<p>Welcome</p>'));
    fireEvent.change(editor('English').getByRole('textbox', { name: 'Message' }), { target: { value: '<b>Bold</b><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' } });
    const preview = screen.getByTestId('preview-en');
    expect(within(preview).getByText('Bold').tagName).toBe('B');
    expect(preview.innerHTML).not.toMatch(/onerror|<script/);
    fireEvent.click(screen.getByRole('switch', { name: 'Shown to users' }));
    await waitFor(() => expect(screen.getAllByText('Hidden: users see no message while it is switched off.')).toHaveLength(2));
  });
});
