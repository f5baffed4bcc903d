/**
 * Step 1's criteria (spec §3: scanProCriteria and criteriaDetail), each with the service elements it triggers as a
 * scan or a calibration: a row's kind and detail are chosen, elements added, removed and switched between scan and
 * calibration (a click on the element), rows added and removed.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Autocomplete, Box, Button, Chip, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CRITERIA, type Criterion, DETAILS, type RecommendationKind } from '../../contract/scanpro';
import { type DraftRow, newRow } from './configDraft';
import { useElementName, useServiceElements } from './queries';

export function CriteriaEditor({ rows, onChange }: { rows: DraftRow[]; onChange: (rows: DraftRow[]) => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.scanpro.${key}`, args);
  const set = (i: number, row: DraftRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <Box component="section" aria-labelledby="scanpro-criteria">
      <Typography id="scanpro-criteria" variant="h6" component="h2">
        {t('criteria.title')}
      </Typography>
      {rows.length === 0 && <Typography color="text.secondary">{t('criteria.empty')}</Typography>}
      <Stack spacing={2} sx={{ mt: 1 }}>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new rows have no id yet, and a row's editor keeps no state of its own
          <CriterionRowEditor key={`${row.scanProId}-${i}`} n={i + 1} row={row} onChange={(r) => set(i, r)} onRemove={() => onChange(rows.filter((_, j) => j !== i))} />
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={() => onChange([...rows, newRow('damageArea')])} sx={{ mt: 1 }}>
        {t('criteria.add')}
      </Button>
    </Box>
  );
}

function CriterionRowEditor({ n, row, onChange, onRemove }: { n: number; row: DraftRow; onChange: (r: DraftRow) => void; onRemove: () => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.scanpro.${key}`, args);
  const elements = useServiceElements();
  const elementName = useElementName();
  const details = DETAILS[row.scanProCriteria];
  const free = (elements.data ?? []).filter((e) => !row.serviceElements.some((s) => s.serviceElementId === e.id));
  const add = (id: number, name: string, kind: RecommendationKind) => onChange({ ...row, serviceElements: [...row.serviceElements, { serviceElementId: id, name, kind }] });
  return (
    <Box role="group" aria-label={t('criteria.row', { n })} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('fields.scanProCriteria')}
          value={row.scanProCriteria}
          onChange={(e) => onChange({ ...newRow(e.target.value as Criterion), scanProId: row.scanProId, serviceElements: row.serviceElements })}
          sx={{ minWidth: 200 }}
        >
          {CRITERIA.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`kinds.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        {details ? (
          <TextField select fullWidth={false} size="small" label={t('fields.criteriaDetail')} value={row.criteriaDetail} onChange={(e) => onChange({ ...row, criteriaDetail: e.target.value })} sx={{ minWidth: 160 }}>
            {details.map((d) => (
              <MenuItem key={d} value={d}>
                {t(`details.${d}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField size="small" fullWidth={false} type="number" label={t('fields.criteriaDetail')} value={row.criteriaDetail} onChange={(e) => onChange({ ...row, criteriaDetail: e.target.value })} sx={{ width: 140 }} />
        )}
        <IconButton aria-label={t('criteria.remove', { n })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('criteria.elements')}:
        </Typography>
        {row.serviceElements.map((e) => (
          <Chip
            key={e.serviceElementId}
            size="small"
            label={`${elementName(e.serviceElementId, e.name)} · ${t(`recommendationKinds.${e.kind}`)}`}
            title={t('criteria.toggle_kind')}
            onClick={() => onChange({ ...row, serviceElements: row.serviceElements.map((s) => (s.serviceElementId === e.serviceElementId ? { ...s, kind: e.kind === 'scan' ? 'calibration' : 'scan' } : s)) })}
            onDelete={() => onChange({ ...row, serviceElements: row.serviceElements.filter((s) => s.serviceElementId !== e.serviceElementId) })}
            deleteIcon={<DeleteIcon aria-label={t('criteria.remove_element', { name: elementName(e.serviceElementId, e.name) })} />}
          />
        ))}
      </Stack>
      <Autocomplete
        size="small"
        options={free}
        value={null}
        getOptionLabel={(e) => elementName(e.id, e.name)}
        groupBy={(e) => e.serviceElementGroupName}
        onChange={(_e, picked) => picked && add(picked.id, picked.name, /calibrat/i.test(picked.name) ? 'calibration' : 'scan')}
        sx={{ width: 360, mt: 1.5 }}
        renderInput={(params) => <TextField {...params} label={t('criteria.add_element')} />}
      />
    </Box>
  );
}
