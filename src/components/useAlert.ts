/**
 * The spec's alerts (§8) as react-admin notifications with the spec's text:
 * successes fade, errors stay until dismissed. Never window.alert.
 */
import { useNotify } from 'react-admin';

export function useAlert() {
  const notify = useNotify();
  return {
    success: (message: string, args?: Record<string, unknown>) => notify(message, { type: 'success', messageArgs: args }),
    warning: (message: string, args?: Record<string, unknown>) => notify(message, { type: 'warning', messageArgs: args }),
    error: (message: string, args?: Record<string, unknown>) =>
      notify(message, { type: 'error', messageArgs: { _: message, ...args }, autoHideDuration: null, multiLine: message.includes('\n') }),
  };
}

/** The message of a failed call: the server's text, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'app.alerts.something_wrong';
}
