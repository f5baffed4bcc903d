/**
 * The business's name and shop id, its status and the shop-id swap. The status is changed here only (not in
 * the Location tab), through SetBusinessStatus once the user confirms what will happen; both changes leave
 * unsaved edits in the tabs as they are (TabForm keeps what was typed when the record changes under it).
 */
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { businessContract } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { GoToBusiness } from '../../src/components/inputs/GoToBusiness';
import { useLookupChoices } from '../../src/components/inputs/useLookupChoices';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { lazyView } from '../../src/declare/lazyView';
import { RecordHistory } from '../../src/history/RecordHistory';
import { usePaletteActions } from '../../src/palette/actions';
import { businessHistory } from './tabs';

/** Loaded when first opened, then kept so it closes with its transition. */
const SwapShopIdDialog = lazyView(() => import('./SwapShopIdDialog'), 'SwapShopIdDialog');
const StatusChangeDialog = lazyView(() => import('./StatusChangeDialog'), 'StatusChangeDialog');

export function BusinessHeader({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [swapping, setSwapping] = useState(false);
  const [swapOpened, setSwapOpened] = useState(false);
  /** The status picked in the select, until the user confirms or cancels the change. */
  const [picked, setPicked] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const queryKey = ['businessTab', 'location', businessId];
  const { data } = useQuery({
    queryKey,
    queryFn: () => dataProvider.call(businessContract.location, { query: { key: businessId } }),
  });
  const { choices } = useLookupChoices(LOOKUP_KEYS.businessStatus);
  // The command palette offers each other status, through the same confirmation as the select (src/palette/actions.ts).
  usePaletteActions(
    data && !saving
      ? choices
          .filter((c) => c.id !== data.statusId)
          .map((c) => ({ id: `business.status.${c.id}`, label: `${translate('resources.business.actions.change_status')}: ${c.name}`, group: 'record' as const, run: () => setPicked(c.id) }))
      : [],
  );
  // Until the business loads, the same header holds its place (nothing below it jumps when it arrives).
  if (!data) return <HeaderShape />;
  const statusName = (id: number | null) => choices.find((c) => c.id === id)?.name ?? '…';

  const setStatus = async (statusId: number) => {
    setSaving(true);
    try {
      const changed = await dataProvider.call(businessContract.setStatus, { body: { id: businessId, statusId } });
      queryClient.setQueryData(queryKey, { ...data, statusId: changed.statusId, version: changed.version });
      await queryClient.invalidateQueries({ queryKey: ['business'] });
      alert.success('app.alerts.saved');
    } catch (e) {
      alert.error(errorMessage(e));
    } finally {
      setSaving(false);
      setPicked(null);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h1">
            {data.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.business.fields.shopId')}: {data.shopId}
            {data.sid ? ` · ${translate('resources.business.fields.sid')}: ${data.sid}` : ''}
          </Typography>
          <RecordHistory target={businessHistory(businessId)} />
        </Box>
        <GoToBusiness label={translate('resources.business.actions.go_to')} onChange={(b) => b && b.id !== businessId && navigate(`/business/update/${b.id}`)} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={statusName(data.statusId)} color="primary" variant="outlined" data-testid="business-status" />
        <TextField
          select
          size="small"
          label={translate('resources.business.actions.change_status')}
          value={data.statusId}
          onChange={(e) => Number(e.target.value) !== data.statusId && setPicked(Number(e.target.value))}
          disabled={saving}
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
          <SwapShopIdDialog
            open={swapping}
            oldShopId={data.shopId}
            businessName={data.name}
            onClose={() => setSwapping(false)}
            onSwapped={() => Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: ['business'] })])}
          />
        </Suspense>
      )}
      {picked !== null && (
        <Suspense fallback={null}>
          <StatusChangeDialog
            name={data.name}
            from={statusName(data.statusId)}
            to={statusName(picked)}
            saving={saving}
            onConfirm={() => setStatus(picked)}
            onCancel={() => setPicked(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The header's shape while the business loads: the same lines and controls, their text still coming. */
function HeaderShape() {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 2 }} aria-busy="true">
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h5" component="p">
            <Placeholder width="50%" />
          </Typography>
          <Typography variant="body2">
            <Placeholder width="30%" />
          </Typography>
          {/* The last-changed line and History button's place (src/history/RecordHistory.tsx). */}
          <Box sx={{ minHeight: 32 }} />
        </Box>
        <GoToBusiness label={translate('resources.business.actions.go_to')} onChange={() => undefined} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label="…" variant="outlined" />
        {/* Read-only, not disabled: a disabled field's grey label fails the contrast check while the page loads. */}
        <TextField select size="small" label={translate('resources.business.actions.change_status')} value="" sx={{ width: 200 }} slotProps={{ select: { readOnly: true } }} />
        <Button startIcon={<SwapIcon />} disabled>
          {translate('resources.business.actions.swap_shop_id')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A line's place while its text loads: a line's height, shaded (MUI's Skeleton would cost the page 1.4 KB more). */
function Placeholder({ width }: { width: string }) {
  return (
    <Box component="span" sx={{ display: 'block', width, bgcolor: 'action.hover', borderRadius: 1 }}>
      &nbsp;
    </Box>
  );
}
