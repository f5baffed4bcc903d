/**
 * admin/rag/maintain-rag-ratings (also admin/rag/maintenance; spec §2, issue 16): a vehicle picked by make, model
 * year and model (kept in the URL with the sort, `?make=Honda&year=2023&model=Civic&orderBy=rating&sortBy=desc`,
 * so a link shows the same), then its service elements with their ratings, changed in place. From there: copy the
 * ratings to another vehicle or to other years of the model, mark the vehicle reviewed, maintain the service
 * elements, and open the vehicle's audit log.
 */
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import LibraryAddIcon from '@mui/icons-material/LibraryAddOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAltOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useLatestSearchParams } from '../../src/components/useLatestSearchParams';
import { BulkCopyDialog } from './BulkCopyDialog';
import { CopyDialog } from './CopyDialog';
import { ragKeys, useRatingLevels, useRatings, useVehicleId } from './queries';
import { isComplete, nextSort, type RatingsOrder, sortOf, type Vehicle, vehicleName, vehicleOf, withVehicle } from './ragModel';
import { LoadError, RatingsTable } from './RatingsTable';
import { ReviewDialog } from './ReviewDialog';
import { ServiceElementsDialog } from './ServiceElementsDialog';
import { useSaveRating } from './useSaveRating';
import { VehiclePicker } from './VehiclePicker';
import { RecordHistory } from '../../src/history/RecordHistory';

type Open = 'copy' | 'bulk' | 'review' | 'elements' | null;

export default function RagRatingsPage() {
  const translate = useTranslate();
  const [params, setParams] = useLatestSearchParams();
  const [open, setOpen] = useState<Open>(null);
  const picked = vehicleOf(params);
  const sort = sortOf(params);
  const vehicle = isComplete(picked) ? picked : undefined;
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.${key}`, args);

  const pick = useCallback((change: Partial<Vehicle>) => setParams((p) => withVehicle(p, { ...vehicleOf(p), ...change })), [setParams]);
  const order = (column: RatingsOrder) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      const s = nextSort(sortOf(p), column);
      next.set('orderBy', s.orderBy);
      next.set('sortBy', s.sortBy);
      return next;
    });

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('menu.items.ragRatings')} />
      <Typography variant="h5" component="h1">
        {t('page.title')}
      </Typography>
      <Box component="section" aria-label={t('page.vehicle')}>
        <VehiclePicker value={picked} onChange={pick} />
      </Box>
      {vehicle ? (
        <VehicleRatings key={vehicleName(vehicle)} vehicle={vehicle} sort={sort} onSort={order} open={open} setOpen={setOpen} />
      ) : (
        <Typography color="text.secondary">{t('page.choose')}</Typography>
      )}
      {open === 'elements' && <ServiceElementsDialog onClose={() => setOpen(null)} />}
    </Stack>
  );
}

interface VehicleRatingsProps {
  vehicle: Vehicle;
  sort: ReturnType<typeof sortOf>;
  onSort: (column: RatingsOrder) => void;
  open: Open;
  setOpen: (open: Open) => void;
}

function VehicleRatings({ vehicle, sort, onSort, open, setOpen }: VehicleRatingsProps) {
  const translate = useTranslate();
  const ratings = useRatings(vehicle, sort);
  const levels = useRatingLevels();
  const getVehicleId = useVehicleId();
  const vehicleId = ratings.data?.vehicleId ?? null;
  const { saving, save } = useSaveRating(vehicle, vehicleId, async () => (await ratings.refetch()).data);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.${key}`, args);
  const name = vehicleName(vehicle);
  const rated = (ratings.data?.items ?? []).some((r) => r.ragRatingId !== null);
  const close = () => setOpen(null);

  return (
    <Box component="section" aria-label={t('table.caption', { vehicle: name })}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" startIcon={<CopyIcon />} disabled={!rated || vehicleId === null} onClick={() => setOpen('copy')}>
          {t('actions.copy')}
        </Button>
        <Button variant="outlined" startIcon={<LibraryAddIcon />} disabled={!rated || vehicleId === null} onClick={() => setOpen('bulk')}>
          {t('actions.bulk_copy')}
        </Button>
        <Button variant="outlined" startIcon={<TaskAltIcon />} disabled={!ratings.isSuccess} onClick={() => setOpen('review')}>
          {t('actions.review')}
        </Button>
        <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setOpen('elements')}>
          {t('actions.elements')}
        </Button>
        {vehicleId !== null && (
          <Button component={RouterLink} to={`/admin/rag/auditLog?filter=${encodeURIComponent(JSON.stringify({ vehicleId }))}`} startIcon={<ListAltIcon />}>
            {t('actions.audit')}
          </Button>
        )}
      </Stack>
      {vehicleId !== null && (
        <Box sx={{ mb: 1 }}>
          <RecordHistory
            target={{
              area: 'ragRatings',
              entity: 'ragVehicle',
              recordId: vehicleId,
              kinds: { ragVehicle: { resource: 'ragRatings', fields: [] }, ragRating: { resource: 'ragRatings', fields: [] } },
              shownBy: [ragKeys.ratings(vehicle)],
            }}
          />
        </Box>
      )}
      {(ratings.isPending || levels.isPending) && <LinearProgress aria-label={t('page.loading')} />}
      {ratings.isError && <LoadError error={ratings.error} />}
      {levels.isError && <LoadError error={levels.error} />}
      {ratings.isSuccess && levels.isSuccess && ratings.data.items.length === 0 && <Typography color="text.secondary">{t('page.no_elements')}</Typography>}
      {ratings.isSuccess && levels.isSuccess && ratings.data.items.length > 0 && (
        <>
          {!rated && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('page.not_rated_yet')}
            </Typography>
          )}
          <RatingsTable vehicle={vehicle} rows={ratings.data.items} levels={levels.data} sort={sort} onSort={onSort} saving={saving} onChange={save} />
        </>
      )}
      {open === 'copy' && vehicleId !== null && <CopyDialog source={vehicle} sourceVehicleId={vehicleId} onClose={close} />}
      {open === 'bulk' && vehicleId !== null && <BulkCopyDialog source={vehicle} sourceVehicleId={vehicleId} onClose={close} />}
      {open === 'review' && <ReviewDialog vehicle={name} vehicleId={async () => vehicleId ?? getVehicleId(vehicle)} onClose={close} />}
    </Box>
  );
}
