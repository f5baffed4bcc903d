/**
 * The wizard's second step: the sheet (when the file has several), the field each of its columns fills (preselected
 * from the server's matches, each with its kind and rules in words), and what the rows do (insert, update or either,
 * by the list's natural key). A field chosen for two columns, or no column matched, is refused here.
 */
import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_MODES, type ImportMode } from '../../contract/imports';
import type { ResourceDescriptor } from '../declare/defineResource';
import { fieldLabel, fieldRules, type Importable, initialMapping, mappedTwice, naturalKey } from './importFields';

/** A sheet of the uploaded file, as Import/Upload answers it. */
export interface Sheet {
  name: string;
  columns: string[];
  rows: number;
  matches: (string | null)[];
}

/** What the check is asked: the sheet (its index), the field of each of its columns (null: not imported), the mode. */
export interface Plan {
  sheet: number;
  mapping: (string | null)[];
  mode: ImportMode;
}

export const planFor = (sheets: Sheet[], sheet: number, fields: Importable[], mode: ImportMode = 'upsert'): Plan => ({
  sheet,
  mapping: initialMapping(sheets[sheet]?.matches ?? [], fields),
  mode,
});

interface Props {
  descriptor: ResourceDescriptor;
  fields: Importable[];
  sheets: Sheet[];
  plan: Plan;
  onPlan: (plan: Plan) => void;
  busy: boolean;
  onBack: () => void;
  onCheck: () => void;
}

export function ColumnsStep({ descriptor, fields, sheets, plan, onPlan, busy, onBack, onCheck }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.imports.${key}`, args);
  const sheet = sheets[plan.sheet];
  const twice = mappedTwice(plan.mapping);
  const none = plan.mapping.every((m) => m === null);
  const label = (source: string) => fieldLabel(descriptor, source, translate);
  const choose = (column: number, field: string) => onPlan({ ...plan, mapping: plan.mapping.map((m, i) => (i === column ? field || null : m)) });
  return (
    <Stack spacing={2}>
      {sheets.length > 1 && (
        <TextField select size="small" label={t('columns.sheet')} value={plan.sheet} onChange={(e) => onPlan(planFor(sheets, Number(e.target.value), fields, plan.mode))} sx={{ maxWidth: 400 }}>
          {sheets.map((s, i) => (
            <MenuItem key={s.name} value={i}>
              {t('columns.sheet_rows', { name: s.name, smart_count: s.rows })}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2">{t('columns.intro', { smart_count: sheet?.rows ?? 0 })}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {(sheet?.columns ?? []).map((header, column) => {
          const field = plan.mapping[column] ?? '';
          const chosen = fields.find((f) => f.field.source === field);
          const repeated = twice.includes(field);
          return (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: a header's place is what names its column (two may read alike)
              key={column}
              select
              size="small"
              label={header.trim() ? t('columns.column', { name: header.trim() }) : t('columns.column_n', { n: column + 1 })}
              value={field}
              onChange={(e) => choose(column, e.target.value)}
              error={repeated}
              helperText={repeated ? t('columns.chosen_twice') : chosen ? fieldRules(chosen, translate) : ' '}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{t('columns.not_imported')}</em>
              </MenuItem>
              {fields.map((f) => (
                <MenuItem key={f.field.source} value={f.field.source}>
                  {label(f.field.source)}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('modes.legend')}</FormLabel>
        <RadioGroup value={plan.mode} onChange={(e) => onPlan({ ...plan, mode: e.target.value as ImportMode })}>
          {IMPORT_MODES.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={
                <>
                  {t(`modes.${mode}`)}
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {t(`modes.${mode}_help`, { key: naturalKey(descriptor, translate) })}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {(twice.length > 0 || none) && (
        <Alert severity={none ? 'info' : 'warning'} role={none ? undefined : 'alert'}>
          {none ? t('columns.none') : t('columns.twice', { fields: twice.map(label).join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button variant="contained" onClick={onCheck} disabled={busy || none || twice.length > 0}>
          {t('columns.check')}
        </Button>
      </Stack>
    </Stack>
  );
}
