/** A request's work order (spec §3 Work order maintenance): who made and changed it, its scan report and invoice, and its created date adjusted. */
import EditCalendarIcon from '@mui/icons-material/EditCalendarOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CLOSED_REQUEST_STATUSES, type ServiceRequest } from '../../contract/serviceRequest';
import { DetailSection, Facts } from '../../src/components/DetailSection';
import { formatCurrency } from '../../src/components/formats';
import { defaultCurrencySymbol, numberMarks } from '../../src/components/money';
import { formatZonedDateTime } from '../../src/components/zonedFormats';
import { lazyView } from '../../src/declare/lazyView';
import { useRequestNames } from './useServiceRequest';

/** Loaded when first opened. */
const AdjustDateDialog = lazyView(() => import('./AdjustDateDialog'), 'AdjustDateDialog');

function AdjustButton({ request }: { request: ServiceRequest }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const closed = CLOSED_REQUEST_STATUSES.includes(request.statusId);
  const t = (key: string) => translate(`resources.serviceRequests.adjust.${key}`);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', maxWidth: 320 }}>
      <Button size="small" variant="outlined" startIcon={<EditCalendarIcon />} disabled={closed} aria-describedby={closed ? 'adjust-closed' : undefined} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      {closed && (
        <Typography id="adjust-closed" variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
          {t('closed')}
        </Typography>
      )}
      {open && (
        <Suspense fallback={null}>
          <AdjustDateDialog request={request} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

export function WorkOrderSection({ request }: { request: ServiceRequest }) {
  const translate = useTranslate();
  const names = useRequestNames();
  const t = (key: string) => translate(`resources.serviceRequests.workOrder.${key}`);
  const date = (value: string | null) => formatZonedDateTime(value, request.timeZone);
  const w = request.workOrder;
  return (
    <DetailSection title={t('title')} action={w && <AdjustButton request={request} />}>
      {w ? (
        <Facts
          items={[
            [t('id'), w.id],
            [t('location'), w.location.name],
            [t('dateCreated'), date(w.dateCreated)],
            [t('createdBy'), w.createdBy?.name],
            [t('dateUpdated'), date(w.dateUpdated)],
            [t('updatedBy'), w.updatedBy?.name],
            [t('scanReport'), names.scanReport(w.scanReport.statusId)],
            [t('scanStarted'), date(w.scanReport.dateStarted)],
            [t('scanCompleted'), date(w.scanReport.dateCompleted)],
            [t('invoiceNumber'), w.invoice.number],
            [t('invoiceAmount'), formatCurrency(w.invoice.amount, defaultCurrencySymbol(), 2, numberMarks(translate))],
          ]}
        />
      ) : (
        <Typography variant="body2">{t('none')}</Typography>
      )}
    </DetailSection>
  );
}
