/** The business's name and shop id, its status (changed through SetBusinessStatus) and the shop-id swap. */
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type BusinessLocation, businessContract } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { GoToBusiness } from '../../src/components/inputs/GoToBusiness';
import { useLookupChoices } from '../../src/components/inputs/useLookupChoices';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { lazyView } from '../lazyView';

/** Loaded when first opened, then kept so it closes with its transition. */
const SwapShopIdDialog = lazyView(() => import('./SwapShopIdDialog'), 'SwapShopIdDialog');

export function BusinessHeader({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [swapping, setSwapping] = useState(false);
  const [swapOpened, setSwapOpened] = useState(false);
  const queryKey = ['businessTab', 'location', businessId];
  const { data } = useQuery({
    queryKey,
    queryFn: async () => (await dataProvider.call(businessContract.location, { query: { key: businessId } })) as BusinessLocation,
  });
  const { choices } = useLookupChoices(LOOKUP_KEYS.businessStatus);
  if (!data) return null;

  const setStatus = async (statusId: number) => {
    try {
      const changed = (await dataProvider.call(businessContract.setStatus, { body: { id: businessId, statusId } })) as { statusId: number; version: number };
      queryClient.setQueryData(queryKey, { ...data, statusId: changed.statusId, version: changed.version });
      await queryClient.invalidateQueries({ queryKey: ['business'] });
      alert.success('app.alerts.saved');
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h1">
            {data.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.business.fields.shopId')}: {data.shopId}
            {data.sid ? ` · ${translate('resources.business.fields.sid')}: ${data.sid}` : ''}
          </Typography>
        </Box>
        <GoToBusiness label={translate('resources.business.actions.go_to')} onChange={(b) => b && b.id !== businessId && navigate(`/business/update/${b.id}`)} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={choices.find((c) => c.id === data.statusId)?.name ?? '…'} color="primary" variant="outlined" />
        <TextField
          select
          size="small"
          label={translate('resources.business.actions.change_status')}
          value={data.statusId}
          onChange={(e) => setStatus(Number(e.target.value))}
          sx={{ width: 200 }}
        >
          {choices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <Button startIcon={<SwapIcon />} onClick={() => {
            setSwapping(true);
            setSwapOpened(true);
          }}>
          {translate('resources.business.actions.swap_shop_id')}
        </Button>
      </Stack>
      {(swapping || swapOpened) && (
        <Suspense fallback={null}>
          <SwapShopIdDialog open={swapping} oldShopId={data.shopId} onClose={() => setSwapping(false)} onSwapped={() => queryClient.invalidateQueries({ queryKey })} />
        </Suspense>
      )}
    </Box>
  );
}
