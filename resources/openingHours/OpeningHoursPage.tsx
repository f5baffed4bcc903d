/**
 * admin/openinghours/opening-hours (spec §2, issue 15): the tenants to choose from, the chosen one's support email
 * and time zone, and its hours in two tabs, 'Standard Opening Hours' and 'Public Holiday Opening Hours'. The tenant
 * and the tab are kept in the URL (`?tenant=2&tab=holidays`), so a link shows the same.
 */
import { Alert, Box, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../src/components/useAlert';
import { HolidayHoursTab } from './HolidayHoursTab';
import { tenantName } from './names';
import { hoursKeys, useTenants, useWeeks } from './queries';
import { StandardHoursTab } from './StandardHoursTab';
import { TenantChooser } from './TenantChooser';
import { TenantSettings } from './TenantSettings';
import { RecordHistory } from '../../src/history/RecordHistory';
import type { HistoryTarget } from '../../src/history/target';

type TabKey = 'standard' | 'holidays';

/** A tenant's history (issue 33): its support email, its standard days and its holidays, each kind named by its tab. */
const tenantHistory = (tenantId: number): HistoryTarget => ({
  area: 'openingHours',
  entity: 'tenant',
  recordId: tenantId,
  kinds: {
    tenant: { resource: 'openingHours', fields: [] },
    standardDay: { resource: 'openingHours', fields: [], label: 'resources.openingHours.tabs.standard' },
    holiday: { resource: 'openingHours', fields: [], label: 'resources.openingHours.tabs.holidays' },
  },
  shownBy: [hoursKeys.all],
});

export default function OpeningHoursPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tenants = useTenants();
  const weeks = useWeeks();
  const tabsId = useId();
  const tab: TabKey = params.get('tab') === 'holidays' ? 'holidays' : 'standard';
  const list = tenants.data ?? [];
  // A tenant the URL does not name (or names wrongly) is the first.
  const tenant = list.find((x) => String(x.ID) === params.get('tenant')) ?? list[0];
  const set = (key: 'tenant' | 'tab', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(key, value);
      return next;
    });
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHours.${key}`, args);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('menu.items.openingHours')} />
      <Typography variant="h5" component="h1">
        {t('page.title')}
      </Typography>
      {tenants.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {tenants.isError && <Alert severity="error">{translate(errorMessage(tenants.error), { _: errorMessage(tenants.error) })}</Alert>}
      {tenants.isSuccess && list.length === 0 && <Typography color="text.secondary">{t('page.no_tenants')}</Typography>}
      {tenant && (
        <>
          <TenantChooser tenants={list} days={weeks.data?.items ?? []} value={tenant.ID} onChange={(id) => set('tenant', String(id))} />
          <Box component="section" aria-label={t('page.sections', { tenant: tenantName(tenant, translate) })}>
            <RecordHistory key={`history-${tenant.ID}`} target={tenantHistory(tenant.ID)} />
            <TenantSettings key={tenant.ID} tenant={tenant} />
            <Tabs value={tab} onChange={(_e, v: TabKey) => set('tab', v)} aria-label={t('page.sections', { tenant: tenantName(tenant, translate) })} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <Tab value="standard" label={t('tabs.standard')} id={`${tabsId}-standard`} aria-controls={`${tabsId}-panel`} />
              <Tab value="holidays" label={t('tabs.holidays')} id={`${tabsId}-holidays`} aria-controls={`${tabsId}-panel`} />
            </Tabs>
            <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`} sx={{ pt: 2 }}>
              {tab === 'standard' ? <StandardHoursTab key={tenant.ID} tenantId={tenant.ID} /> : <HolidayHoursTab key={tenant.ID} tenantId={tenant.ID} />}
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}
