/** Notifications: errors stay until dismissed (unless the caller set a duration); the rest fade. */
import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext } from 'react-admin';

export function AppNotification() {
  const context = useNotificationContext();
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const next = context.takeNotification();
        if (next?.type === 'error' && next.notificationOptions?.autoHideDuration === undefined) {
          return { ...next, notificationOptions: { ...next.notificationOptions, autoHideDuration: null } };
        }
        return next;
      },
    }),
    [context],
  );
  return (
    <NotificationContext.Provider value={value}>
      <Notification multiLine />
    </NotificationContext.Provider>
  );
}
