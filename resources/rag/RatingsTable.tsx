/**
 * A vehicle's service elements with their rating, sortable by element, group and rating (the server sorts:
 * orderBy and sortBy, kept in the URL). Each rating is changed in place with a select of the RAG ratings catalogue
 * and saved at once (useSaveRating): one call per change, at the rating's version.
 */
import { Alert, Box, LinearProgress, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LookupItem } from '../../contract/lookup';
import type { ElementRating } from '../../contract/rag';
import { errorMessage } from '../../src/components/useAlert';
import { RatingChip } from './RatingChip';
import { notRatedLevel, type RatingsOrder, type RatingsSort, type Vehicle, vehicleName } from './ragModel';

interface Props {
  vehicle: Vehicle;
  rows: ElementRating[];
  levels: LookupItem[];
  sort: RatingsSort;
  onSort: (column: RatingsOrder) => void;
  saving: Set<number>;
  onChange: (row: ElementRating, ragRatingId: number | null) => void;
}

const COLUMNS: { column: RatingsOrder; key: string }[] = [
  { column: 'name', key: 'element' },
  { column: 'group', key: 'group' },
  { column: 'rating', key: 'rating' },
];

export function RatingsTable({ vehicle, rows, levels, sort, onSort, saving, onChange }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.table.${key}`, args);
  // The catalogue's 'Not rated' is offered once: as no rating, the select's empty choice.
  const none = notRatedLevel(levels);
  const offered = levels.filter((l) => l !== none);
  const levelOf = (id: number | '') => (id === '' ? none : levels.find((l) => l.id === id));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('caption', { vehicle: vehicleName(vehicle) })}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(({ column, key }) => (
              <TableCell key={column} sortDirection={sort.orderBy === column ? sort.sortBy : false}>
                <TableSortLabel active={sort.orderBy === column} direction={sort.orderBy === column ? sort.sortBy : 'asc'} onClick={() => onSort(column)}>
                  {t(key)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const busy = saving.has(row.serviceElementId);
            return (
              <TableRow key={row.serviceElementId}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell>{row.serviceElementGroupName}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <TextField
                    select
                    variant="standard"
                    size="small"
                    fullWidth
                    value={row.ragRatingId === null || row.ragRatingId === none?.id ? '' : row.ragRatingId}
                    disabled={busy}
                    onChange={(e) => {
                      const id = e.target.value === '' ? null : Number(e.target.value);
                      if (id !== row.ragRatingId) onChange(row, id);
                    }}
                    slotProps={{
                      htmlInput: { 'aria-label': t('rating_of', { element: row.name }) },
                      input: { disableUnderline: true },
                      select: { renderValue: (id) => <RatingChip item={levelOf(id as number | '')} text={row.ragRatingText} />, displayEmpty: true },
                    }}
                  >
                    <MenuItem value="">
                      <RatingChip item={none} />
                    </MenuItem>
                    {offered.map((level) => (
                      <MenuItem key={level.id} value={level.id}>
                        <RatingChip item={level} />
                      </MenuItem>
                    ))}
                  </TextField>
                  {busy && <LinearProgress aria-label={t('saving')} />}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export function LoadError({ error }: { error: unknown }) {
  const translate = useTranslate();
  return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
}
