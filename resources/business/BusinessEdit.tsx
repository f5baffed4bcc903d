/** The business detail: a header with the status, then the spec's eight tabs, each loading and saving on its own. */
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { Suspense, useCallback, useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import devices from '../devices';
import { lazyView } from '../lazyView';
import productAddDiscounts from '../productAddDiscounts';
import serviceRequests from '../serviceRequests';
import { DeclaredList } from '../views/DeclaredList';
import volumeDiscounts from '../volumeDiscounts';
import { BusinessHeader } from './BusinessHeader';
import { TabForm } from './TabForm';
import { formTabs, type TabKey, tabOrder } from './tabs';

// A tab's view is loaded, and its data fetched, the first time the tab is shown.
const EditableList = lazyView(() => import('../../src/components/EditableList'), 'EditableList');
const NotesTab = lazyView(() => import('./NotesTab'), 'NotesTab');
const UsersTab = lazyView(() => import('./UsersTab'), 'UsersTab');

export function BusinessEdit({ id }: { id: string }) {
  const translate = useTranslate();
  const businessId = Number(id);
  const [current, setCurrent] = useState<TabKey>('location');
  // Tabs once shown stay mounted (hidden), so switching back keeps unsaved edits.
  const [shown, setShown] = useState<Set<TabKey>>(() => new Set(['location']));
  const show = (key: TabKey) => {
    setCurrent(key);
    setShown((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  };
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
          <EditableList descriptor={volumeDiscounts} filter={{ businessId }} title="resources.volumeDiscounts.name" />
          <EditableList descriptor={productAddDiscounts} filter={{ businessId }} title="resources.productAddDiscounts.name" />
        </>
      );
    }
    if (form) return <TabForm tab={form} businessId={businessId} onErrors={reportErrors(key)} />;
    if (key === 'users') return <UsersTab businessId={businessId} />;
    if (key === 'notes') return <NotesTab businessId={businessId} />;
    if (key === 'devices') return <DeclaredList descriptor={devices} filter={{ businessId }} />;
    if (key === 'requests') return <DeclaredList descriptor={serviceRequests} filter={{ businessId }} />;
    return <Alert severity="info">{translate('app.pages.notbuilt.message', { name: translate(`resources.business.tabs.${key}`) })}</Alert>;
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.business.name', { smart_count: 1 })} />
      <BusinessHeader businessId={businessId} />
      <Card>
        <Tabs value={current} onChange={(_e, value: TabKey) => show(value)} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {tabOrder.map((key) => (
            <Tab
              key={key}
              value={key}
              label={translate(`resources.business.tabs.${key}`)}
              icon={withErrors.has(key) ? <ErrorIcon color="error" fontSize="small" aria-label={translate('app.validation.tab_errors')} /> : undefined}
              iconPosition="end"
              sx={withErrors.has(key) ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
        <CardContent>
          {tabOrder.map((key) => (
            <Box key={key} role="tabpanel" hidden={current !== key} aria-label={translate(`resources.business.tabs.${key}`)}>
              {shown.has(key) && <Suspense fallback={<Loading />}>{panel(key)}</Suspense>}
            </Box>
          ))}
        </CardContent>
      </Card>
    </Box>
  );
}
