/**
 * One service request (dashboard/requests/{id}), reached from the requests list and from a shop's Requests tab:
 * the request and its vehicle, shop and technician, its work order (whose created date is adjusted here), its
 * history as a timeline and its issues. Dates in the spec's format in the shop's time zone, the zone shown.
 */
import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceRequest } from '../../contract/serviceRequest';
import { DetailSection, Facts } from '../../src/components/DetailSection';
import { errorMessage } from '../../src/components/useAlert';
import { formatZonedDateTime, knownZone } from '../../src/components/zonedFormats';
import business from '../business/entry';
import { paths } from '../../src/declare/defineResource';
import { HistoryTimeline } from './HistoryTimeline';
import { IssueList } from './IssueList';
import { useRequestNames, useServiceRequest } from './useServiceRequest';
import { WorkOrderSection } from './WorkOrderSection';
import { RecordHistory } from '../../src/history/RecordHistory';

const technicianName = ({ technician, technicianName }: ServiceRequest) =>
  technician ? `${technician.GivenName} ${technician.FamilyName}${technician.Username ? ` (${technician.Username})` : ''}` : technicianName;

function RequestSection({ request }: { request: ServiceRequest }) {
  const translate = useTranslate();
  const names = useRequestNames();
  const f = (source: string) => translate(`resources.serviceRequests.fields.${source}`);
  const date = (value: string) => formatZonedDateTime(value, request.timeZone);
  const vehicle = [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter(Boolean).join(' ');
  return (
    <DetailSection title={translate('resources.serviceRequests.detail.request')}>
      <Facts
        items={[
          [f('statusId'), names.status(request.statusId)],
          [f('appId'), names.solution(request.appId)],
          [f('serviceType'), request.serviceType],
          [f('vin'), <Box key="vin" component="span" sx={{ fontFamily: 'monospace' }}>{request.vin}</Box>],
          [translate('resources.serviceRequests.detail.vehicle'), vehicle],
          [
            f('businessName'),
            <Link key="shop" component={RouterLink} to={paths(business).edit(request.businessId)}>
              {request.businessName}
            </Link>,
          ],
          [f('technicianName'), technicianName(request) ?? translate('resources.serviceRequests.detail.unassigned')],
          [f('requestedByName'), request.requestedByName],
          [f('dateCreated'), date(request.dateCreated)],
          [
            translate('resources.serviceRequests.detail.dispatched'),
            request.dateDispatched ? date(request.dateDispatched) : translate('resources.serviceRequests.detail.notDispatched'),
          ],
          [f('dateUpdated'), date(request.dateUpdated)],
        ]}
      />
    </DetailSection>
  );
}

export function ServiceRequestDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const requestId = Number(id);
  const { request, history, issues } = useServiceRequest(requestId);
  const names = useRequestNames();
  if (request.isPending) return <Loading />;
  if (!request.data) return <Alert severity="error">{translate(errorMessage(request.error), { _: errorMessage(request.error) })}</Alert>;
  const data = request.data;
  const title = translate('resources.serviceRequests.detail.title', { id: data.id });
  const zone = knownZone(data.timeZone);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Chip label={names.status(data.statusId)} color="primary" variant="outlined" />
        <Chip label={names.solution(data.appId)} variant="outlined" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate(`resources.serviceRequests.detail.${data.timeZone === zone ? 'zone' : 'browser_zone'}`, { zone })}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <RecordHistory
          target={{
            area: 'maintenance',
            entity: 'serviceRequest',
            recordId: requestId,
            kinds: { serviceRequest: { resource: 'serviceRequests', fields: [] }, workOrder: { resource: 'serviceRequests', fields: [] } },
            shownBy: [['serviceRequest']],
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <RequestSection request={data} />
          <WorkOrderSection request={data} />
        </Stack>
        <Stack spacing={2}>
          <HistoryTimeline query={history} timeZone={data.timeZone} />
          <IssueList query={issues} timeZone={data.timeZone} />
        </Stack>
      </Box>
    </Box>
  );
}
