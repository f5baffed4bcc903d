/**
 * The ad hoc condition builder: rows of field, operator and a value input fitting the column (a choice list, a
 * number, a date, text; none for yes/no and empty), joined by spec §9's logic (and, or); rows added and removed,
 * applied to the view (the URL) once every row is valid.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DataSchema } from '../../contract/dashboard';
import { CONDITIONS_MAX } from '../../contract/dashboard';
import { DASHBOARD_LOGIC } from '../../contract/dashboardChoices';
import { type DraftRow, conditionsOf, draftOf, newRow, rowProblem, takesValue, withField } from './conditionDraft';
import type { DashboardView } from './dashboardState';
import type { ViewChange } from './useDashboardView';

type Column = DataSchema['columns'][number];

function ValueInput({ column, row, onChange, error, label }: { column: Column; row: DraftRow; onChange: (value: string) => void; error?: string; label: string }) {
  const translate = useTranslate();
  if (!takesValue(row.operator)) return null;
  const common = { size: 'small' as const, fullWidth: false, label, value: row.value, error: !!error, helperText: error, onChange: (e: { target: { value: string } }) => onChange(e.target.value), sx: { minWidth: 180 } };
  if (column.type === 'choice')
    return (
      <TextField select {...common}>
        {(column.choices ?? []).map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    );
  if (column.type === 'date') return <TextField type="date" {...common} slotProps={{ inputLabel: { shrink: true } }} />;
  if (column.type === 'number') return <TextField type="number" {...common} />;
  return <TextField {...common} placeholder={translate('resources.dashboards.conditions.textPlaceholder')} />;
}

export function ConditionBuilder({ schema, view, update }: { schema: DataSchema; view: DashboardView; update: (c: ViewChange) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.dashboards.conditions.${key}`, options);
  const [rows, setRows] = useState<DraftRow[]>(() => draftOf(view.conditions));
  const [checked, setChecked] = useState(false);
  const set = (i: number, row: DraftRow) => setRows(rows.map((r, j) => (j === i ? row : r)));
  const problems = rows.map((r) => rowProblem(r, schema.columns.find((c) => c.key === r.field)));
  const apply = () => {
    setChecked(true);
    if (problems.some(Boolean)) return;
    update({ conditions: conditionsOf(rows, schema) });
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby="conditions-title" sx={{ p: 2 }}>
      <Typography id="conditions-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      {rows.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
      <Stack spacing={1.5} sx={{ my: 1 }}>
        {rows.map((row, i) => {
          const column = schema.columns.find((c) => c.key === row.field) ?? schema.columns[0];
          const error = checked && problems[i] ? t(problems[i] as string) : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
            <Stack key={i} role="group" aria-label={t('row', { n: i + 1 })} direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
              {i === 0 ? (
                <Typography sx={{ minWidth: 90, pt: 1 }}>{t('where')}</Typography>
              ) : (
                <TextField select fullWidth={false} size="small" label={t('logic')} value={row.logic || DASHBOARD_LOGIC.and} onChange={(e) => set(i, { ...row, logic: Number(e.target.value) })} sx={{ minWidth: 90 }}>
                  <MenuItem value={DASHBOARD_LOGIC.and}>{t('and')}</MenuItem>
                  <MenuItem value={DASHBOARD_LOGIC.or}>{t('or')}</MenuItem>
                </TextField>
              )}
              <TextField select fullWidth={false} size="small" label={t('field')} value={row.field} onChange={(e) => set(i, withField(row, schema.columns.find((c) => c.key === e.target.value) ?? column))} sx={{ minWidth: 180 }}>
                {schema.columns.map((c) => (
                  <MenuItem key={c.key} value={c.key}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth={false} size="small" label={t('operator')} value={row.operator} onChange={(e) => set(i, { ...row, operator: e.target.value })} sx={{ minWidth: 150 }}>
                {column.operators.map((op) => (
                  <MenuItem key={op} value={op}>
                    {t(`operators.${op}`)}
                  </MenuItem>
                ))}
              </TextField>
              <ValueInput column={column} row={row} label={t('value')} error={error} onChange={(value) => set(i, { ...row, value })} />
              <IconButton aria-label={t('remove', { n: i + 1 })} onClick={() => setRows(rows.filter((_, j) => j !== i).map((r, j) => (j === 0 ? { ...r, logic: DASHBOARD_LOGIC.blank } : r)))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} disabled={rows.length >= CONDITIONS_MAX} onClick={() => setRows([...rows, newRow(schema, rows.length === 0)])}>
          {t('add')}
        </Button>
        <Button variant="contained" onClick={apply}>
          {t('apply')}
        </Button>
        {view.conditions.length > 0 && (
          <Button
            onClick={() => {
              setRows([]);
              update({ conditions: [] });
            }}
          >
            {t('clear')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
