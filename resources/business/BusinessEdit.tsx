/** The business detail: a header with the status, then the spec's eight tabs, each loading and saving on its own. */
import { Alert, Box } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { lazyView } from '../../src/declare/lazyView';
import { DetailTabs } from '../../src/declare/views/DetailTabs';
import { BusinessHeader } from './BusinessHeader';
import { TabForm } from './TabForm';
import { formTabs, type TabKey, tabOrder } from './tabs';

// A tab's view is loaded, and its data fetched, the first time the tab is shown.
const BillingDiscounts = lazyView(() => import('./BillingDiscounts'), 'BillingDiscounts');
const BusinessRequestsTab = lazyView(() => import('../serviceRequests/BusinessRequestsTab'), 'BusinessRequestsTab');
const NotesTab = lazyView(() => import('./NotesTab'), 'NotesTab');
const UsersTab = lazyView(() => import('./UsersTab'), 'UsersTab');
const BusinessDevicesTab = lazyView(() => import('../devices/BusinessDevicesTab'), 'BusinessDevicesTab');

/** Another business ("Go to business") is a new page: its tabs start again from Location, nothing carried over. */
export function BusinessEdit({ id }: { id: string }) {
  return <BusinessDetail key={id} id={id} />;
}

function BusinessDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const businessId = Number(id);
  const [withErrors, setWithErrors] = useState<Set<string>>(new Set());
  const reportErrors = useCallback(
    (key: string) => (hasErrors: boolean) =>
      setWithErrors((prev) => {
        if (prev.has(key) === hasErrors) return prev;
        const next = new Set(prev);
        if (hasErrors) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const panel = (key: TabKey) => {
    const form = formTabs.find((t) => t.key === key);
    if (form && key === 'billing') {
      return (
        <>
          <TabForm tab={form} businessId={businessId} onErrors={reportErrors(key)} />
          <BillingDiscounts businessId={businessId} />
        </>
      );
    }
    if (form) return <TabForm tab={form} businessId={businessId} onErrors={reportErrors(key)} />;
    if (key === 'users') return <UsersTab businessId={businessId} />;
    if (key === 'notes') return <NotesTab businessId={businessId} />;
    if (key === 'devices') return <BusinessDevicesTab businessId={businessId} />;
    if (key === 'requests') return <BusinessRequestsTab businessId={businessId} />;
    return <Alert severity="info">{translate('app.pages.notbuilt.message', { name: translate(`resources.business.tabs.${key}`) })}</Alert>;
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.business.name', { smart_count: 1 })} />
      <BusinessHeader businessId={businessId} />
      <DetailTabs resource="business" tabs={tabOrder} panel={panel} withErrors={withErrors} />
    </Box>
  );
}
