/**
 * One page serving every dashboard (issue 18; spec §2 dashboard routes): built from the dashboard's schema
 * (DashboardDataSchema, in the console's language): its range, its charts (and on statistics the summary by
 * category), the ad hoc conditions with saved templates, the exports and the table of its rows. The view lives in
 * the URL (./dashboardState.ts); a shared link ?share=<token> opens the template shared by it, ?template=<id> one of
 * the user's own.
 */
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { type DashboardTemplate, TEMPLATE_SHARE_PARAM } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { ConditionBuilder } from './ConditionBuilder';
import { DashboardCharts, useItemRows } from './DashboardCharts';
import { dayDate, defaultRange, rangeAnchor } from './dashboardState';
import { DateRange } from './DateRange';
import { ExportButtons } from './ExportButtons';
import { RowsTable, visibleColumns } from './RowsTable';
import { SummarySection } from './SummarySection';
import { TemplatesPanel } from './TemplatesPanel';
import { useTemplateCalls, viewOf } from './templateActions';
import { useSchema } from './useDashboardData';
import { useDashboardView, type ViewChange } from './useDashboardView';

/**
 * A link naming only a template, by its shared link's token (?share=<token>) or by id (?template=<id>, one of the
 * user's own): the template is read and its view opened (the view's URL then replaces the link's).
 */
function useSharedTemplate(name: DashboardName, update: (c: ViewChange) => void): DashboardTemplate | undefined {
  const [params] = useSearchParams();
  const calls = useTemplateCalls(name);
  const alert = useAlert();
  const token = params.size === 1 ? params.get(TEMPLATE_SHARE_PARAM) : null;
  const id = params.size === 1 ? Number(params.get('template')) : 0;
  const link = token ? `share:${token}` : id ? `id:${id}` : '';
  const opened = useRef('');
  const [shared, setShared] = useState<DashboardTemplate>();
  useEffect(() => {
    if (!link || opened.current === link) return;
    opened.current = link;
    (token ? calls.readShared(token) : calls.read(id)).then(
      (template) => {
        if (!template) return;
        setShared(template);
        update((v) => viewOf(template, v));
      },
      (error) => alert.error(errorMessage(error)),
    );
  }, [link, token, id, calls, update, alert]);
  return shared;
}

const showRows = () => {
  const rows = document.getElementById('dashboard-rows');
  rows?.scrollIntoView?.({ block: 'start' });
  rows?.focus({ preventScroll: true });
};

export function DashboardPage({ name }: { name: DashboardName }) {
  const translate = useTranslate();
  const { data: schema, error } = useSchema(name);
  // The default range ends today, or on the newest data when that is earlier.
  const endDay = rangeAnchor(schema?.latestDate);
  const [view, update] = useDashboardView(endDay);
  const shared = useSharedTemplate(name, update);
  const title = translate(`menu.items.${name}`);
  const toRows = useItemRows(schema, update, showRows);
  return (
    <Stack spacing={2} sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {!schema && !error && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {schema && (
        <>
          <DateRange startDate={view.startDate} endDate={view.endDate} defaults={defaultRange(dayDate(endDay))} onChange={(range) => update(range)} />
          {name === 'statistics' && (
            <SummarySection view={view} update={update} toRows={(column, item) => toRows({ column }, item)} />
          )}
          <DashboardCharts name={name} schema={schema} view={view} noun={name} toRows={toRows} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
            <ConditionBuilder key={JSON.stringify(view.conditions)} schema={schema} view={view} update={update} />
            <TemplatesPanel name={name} view={view} shared={shared} open={(template) => update((v) => viewOf(template, v))} />
          </Box>
          <ExportButtons name={name} view={view} columns={visibleColumns(schema, view).map((c) => c.key)} />
          <RowsTable name={name} schema={schema} view={view} update={update} />
        </>
      )}
    </Stack>
  );
}
