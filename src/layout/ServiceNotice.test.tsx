/** The "unavailable, retrying" notice shows while the HTTP client retries reads, in the console's language, and goes with them. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createServiceStatus } from '../../dataProvider/serviceStatus';
import { i18nProvider } from '../../i18n/i18nProvider';
import { ServiceNotice } from './ServiceNotice';

describe('the service notice', () => {
  it('shows while reads are retried and goes once they are answered', async () => {
    const status = createServiceStatus();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ServiceNotice status={status} />
      </AdminContext>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => status.set(true));
    expect(screen.getByRole('status').textContent).toBe('The service is unavailable for a moment. Retrying…');
    act(() => status.set(false));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('speaks Spanish to a console in Spanish', async () => {
    const status = createServiceStatus();
    status.set(true);
    await i18nProvider.changeLocale('es');
    try {
      render(
        <I18nContextProvider value={i18nProvider}>
          <ServiceNotice status={status} />
        </I18nContextProvider>,
      );
      expect(screen.getByRole('status').textContent).toBe('El servicio no está disponible por un momento. Reintentando…');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
