/**
 * A dashboard's rows (DashboardData): the visible columns in their order, sorted by a column header (id ascending
 * by default, spec §9), ten a page; the column chooser picks the visible columns. All of it in the URL's view.
 */
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { Box, Button, Checkbox, FormControlLabel, Menu, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DataSchema } from '../../contract/dashboard';
import type { DashboardName } from '../../contract/dashboardSchema';
import { stickyColumn } from '../../src/theme';
import { cellText, formatNumber } from './chartText';
import type { DashboardView } from './dashboardState';
import { PAGE_SIZE, useRows } from './useDashboardData';
import type { ViewChange } from './useDashboardView';

type Column = DataSchema['columns'][number];

/** The visible columns: the view's (those the schema has), or every column. */
export const visibleColumns = (schema: DataSchema, view: DashboardView): Column[] =>
  view.columns ? view.columns.map((k) => schema.columns.find((c) => c.key === k)).filter((c): c is Column => !!c) : schema.columns;

/** The view's columns with `key` shown or hidden, in the schema's order; at least one column stays. */
function toggledColumns(schema: DataSchema, view: DashboardView, key: string): Partial<DashboardView> {
  const shown = visibleColumns(schema, view);
  const on = shown.some((c) => c.key === key);
  const next = schema.columns.filter((c) => (c.key === key ? !on : shown.some((s) => s.key === c.key))).map((c) => c.key);
  if (!next.length) return {};
  return { columns: next.length === schema.columns.length ? null : next };
}

function ColumnChooser({ schema, shown, update }: { schema: DataSchema; shown: Column[]; update: (c: ViewChange) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // From the view as it is when the change applies, not as last drawn: a second click before the table is drawn again keeps the first.
  const toggle = (key: string) => update((view) => toggledColumns(schema, view, key));
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} aria-haspopup="true" aria-controls={anchor ? menuId : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        {translate('resources.dashboards.table.columns')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {schema.columns.map((c) => (
          <MenuItem key={c.key} dense onClick={() => toggle(c.key)} role="menuitemcheckbox" aria-checked={shown.some((s) => s.key === c.key)}>
            <FormControlLabel control={<Checkbox size="small" checked={shown.some((s) => s.key === c.key)} tabIndex={-1} disableRipple />} label={c.label} sx={{ pointerEvents: 'none' }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function RowsTable({ name, schema, view, update }: { name: DashboardName; schema: DataSchema; view: DashboardView; update: (c: ViewChange) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isFetching } = useRows(name, view);
  const shown = visibleColumns(schema, view);
  const total = data?.TotalItems ?? 0;
  const sortBy = (key: string) => update({ orderBy: key, sortBy: view.orderBy === key && view.sortBy === 'asc' ? 'desc' : 'asc' });
  return (
    <Box component="section" aria-labelledby="rows-title" id="dashboard-rows" tabIndex={-1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="rows-title" variant="h6" component="h2">
          {translate('resources.dashboards.table.title')}
        </Typography>
        <Typography variant="body2" role="status" data-testid="rows-count">
          {data ? translate('resources.dashboards.table.count', { smart_count: total, count: formatNumber(total, locale) }) : ''}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ColumnChooser schema={schema} shown={shown} update={update} />
      </Stack>
      {/* A long table: it scrolls sideways in its card, its first column kept in view (as the declared lists). */}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-labelledby="rows-title">
        <Table size="small" aria-labelledby="rows-title" aria-busy={isFetching} sx={[{ whiteSpace: 'nowrap' }, stickyColumn(':first-child')]}>
          <TableHead>
            <TableRow>
              {shown.map((c) => (
                <TableCell key={c.key} sortDirection={view.orderBy === c.key ? view.sortBy : false}>
                  <TableSortLabel active={view.orderBy === c.key} direction={view.orderBy === c.key ? view.sortBy : 'asc'} onClick={() => sortBy(c.key)}>
                    {c.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((row, i) => (
              <TableRow key={String(row.id ?? i)}>
                {shown.map((c) => (
                  <TableCell key={c.key}>{cellText(row[c.key], c, translate)}</TableCell>
                ))}
              </TableRow>
            ))}
            {data && data.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={shown.length}>{translate('resources.dashboards.table.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(view.page - 1, Math.max(0, Math.ceil(total / PAGE_SIZE) - 1))}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, page) => update({ page: page + 1 })}
        labelDisplayedRows={({ from, to, count }) => translate('resources.dashboards.table.pageOf', { from, to, count })}
        getItemAriaLabel={(type) => translate(`resources.dashboards.table.${type}Page`)}
      />
    </Box>
  );
}
