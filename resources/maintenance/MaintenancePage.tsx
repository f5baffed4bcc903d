/**
 * admin/maintenance (spec §7 Maintenance): the support desk's repair kit on one page: a work order edited, a
 * technician's assignments released, a location's pending requests cancelled, dispatch times repaired, an
 * insurance company added. The
 * request status names are the service requests' labels, loaded with them.
 */
import { Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AreaMessages } from '../../i18n/AreaMessages';
import { InsuranceSection } from './InsuranceSection';
import { DispatchTimesSection, PendingRequestsSection, TechnicianResetSection } from './RepairSections';
import { WorkOrderSection } from './WorkOrderSection';

export default function MaintenancePage() {
  const translate = useTranslate();
  return (
    <AreaMessages area="serviceRequests">
      <Stack spacing={2} sx={{ py: 2 }}>
        <Title title={translate('menu.items.maintenance')} />
        <Typography variant="h5" component="h1">
          {translate('menu.items.maintenance')}
        </Typography>
        <Typography variant="body2">{translate('resources.maintenance.page.intro')}</Typography>
        <WorkOrderSection />
        <TechnicianResetSection />
        <PendingRequestsSection />
        <DispatchTimesSection />
        <InsuranceSection />
      </Stack>
    </AreaMessages>
  );
}
