/**
 * Step 4: the recommended scans and calibrations (scanpro/EvaluateVehicle), each with why (its criteria, worded in
 * the console's language) and its RAG rating for the vehicle; saved with SaveScanProResults.
 */
import { Box, Button, Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Evaluation, Reason } from '../../contract/scanpro';
import { formatDateTime } from '../../src/components/formats';
import { useElementName } from './queries';

const TONES: Record<string, string> = { red: '#D32F2F', amber: '#F9A825', green: '#2E7D32' };

function RatingChip({ text, none }: { text: string | null; none: string }) {
  const colour = text ? TONES[text.toLowerCase()] : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={text ?? none}
      icon={<Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colour ?? 'transparent', border: colour ? 'none' : '1px dashed', flex: 'none' }} />}
      sx={{ borderColor: colour, '& .MuiChip-icon': { ml: 0.75 } }}
    />
  );
}

interface Props {
  evaluation: Evaluation | undefined;
  loading: boolean;
  saved: { id: number; savedAt: string } | null;
  saving: boolean;
  onSave: () => void;
}

export function RecommendationStep({ evaluation, loading, saved, saving, onSave }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.scanpro.${key}`, args);
  const elementName = useElementName();
  if (loading || !evaluation) return <LinearProgress aria-label={t('steps.4')} />;
  const { vehicle } = evaluation;
  const reasonText = (r: Reason) => {
    switch (r.scanProCriteria) {
      case 'modelYearFrom':
        return t('result.reason.modelYearFrom', { year: vehicle.year, detail: r.criteriaDetail });
      case 'damageArea':
        return t('result.reason.damageArea', { area: t(`details.${r.criteriaDetail}`) });
      default:
        return t(`result.reason.${r.scanProCriteria}`, { answer: t(`details.${r.criteriaDetail}`) });
    }
  };
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {t('result.title', { vehicle: `${t('vehicle.decoded', { year: vehicle.year, make: vehicle.make, model: vehicle.model })} ${vehicle.submodel}` })}
      </Typography>
      {evaluation.recommendations.length === 0 ? (
        <Typography color="text.secondary">{t('result.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('steps.4')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('result.element')}</TableCell>
              <TableCell>{t('result.kind')}</TableCell>
              <TableCell>{t('result.reasons')}</TableCell>
              <TableCell>{t('result.rating')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {evaluation.recommendations.map((r) => (
              <TableRow key={r.serviceElementId}>
                <TableCell>{elementName(r.serviceElementId, r.name)}</TableCell>
                <TableCell>{t(`recommendationKinds.${r.kind}`)}</TableCell>
                <TableCell>{r.reasons.map(reasonText).join('; ')}</TableCell>
                <TableCell>
                  <RatingChip text={r.ragRatingText} none={t('result.not_rated')} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={onSave} disabled={saving || saved !== null}>
          {t('result.save')}
        </Button>
        {saved && (
          <Typography role="status" data-testid="scanpro-saved">
            {t('result.saved', { id: saved.id, date: formatDateTime(saved.savedAt) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
