/** UI errors nothing caught: logged to the console and shown as one generic notification. */
import { useEffect } from 'react';
import { useNotify } from 'react-admin';

export function GlobalErrorNotifier() {
  const notify = useNotify();
  useEffect(() => {
    const report = (error: unknown) => {
      console.error(error);
      notify('app.alerts.unexpected', { type: 'error', autoHideDuration: null });
    };
    const onError = (event: ErrorEvent) => report(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [notify]);
  return null;
}
