/**
 * A partner's detail: its name, shop id and status, the business Location tab's form in groups (saved through
 * Business/Upsert, as the tab saves it), and the businesses under it. The business detail holds the rest (users,
 * billing, the status change): a link opens it.
 */
import StorefrontIcon from '@mui/icons-material/StoreOutlined';
import { Box, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { businessContract } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { useLookupChoices } from '../../src/components/inputs/useLookupChoices';
import { TabForm } from '../business/TabForm';
import { formTabs } from '../business/tabs';
import { partnerGroups } from './fields';
import { PartnerTree } from './PartnerTree';
import { RecordHistory } from '../../src/history/RecordHistory';
import { businessHistory } from '../business/tabs';

const location = formTabs.find((t) => t.key === 'location');
const form = location && { ...location, groups: partnerGroups };
const noErrorsShown = () => undefined;

function Header({ partnerId }: { partnerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The form's own query (TabForm): one fetch for both.
  const { data } = useQuery({
    queryKey: ['businessTab', 'location', partnerId],
    queryFn: () => dataProvider.call(businessContract.location, { query: { key: partnerId } }),
  });
  const { choices } = useLookupChoices(LOOKUP_KEYS.businessStatus);
  if (!data) return null;
  return (
    // The name takes the line when the window is narrow (390 px): the status and the link wrap under it.
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.partner.fields.shopId')}: {data.shopId}
          {data.sid ? ` · ${translate('resources.partner.fields.sid')}: ${data.sid}` : ''}
        </Typography>
        {/* A partner is a business: its history is the business's. */}
        <RecordHistory target={businessHistory(partnerId)} />
      </Box>
      <Chip label={choices.find((c) => c.id === data.statusId)?.name ?? '…'} color="primary" variant="outlined" />
      <Button component={RouterLink} to={`/business/update/${partnerId}`} startIcon={<StorefrontIcon />}>
        {translate('resources.partner.actions.open_business')}
      </Button>
    </Stack>
  );
}

export function PartnerEdit({ id }: { id: string }) {
  const translate = useTranslate();
  const partnerId = Number(id);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.partner.name', { smart_count: 1 })} />
      <Header partnerId={partnerId} />
      <Card sx={{ mb: 2 }}>
        <CardContent>{form && <TabForm tab={form} businessId={partnerId} onErrors={noErrorsShown} />}</CardContent>
      </Card>
      <Card component="section" aria-labelledby="partner-businesses">
        <CardHeader title={translate('resources.partner.businesses')} slotProps={{ title: { component: 'h2', variant: 'h6', id: 'partner-businesses' } }} />
        <CardContent sx={{ pt: 0 }}>
          <RecordContextProvider value={{ id: partnerId }}>
            <PartnerTree />
          </RecordContextProvider>
        </CardContent>
      </Card>
    </Box>
  );
}
