/**
 * The inline-editable list (makes, messages, recommendations, scan tools,
 * report templates, states), with the rules of spec §4: a new row has id 0;
 * one unsaved new row at a time; cancel removes id-0 rows and reverts edits;
 * an edited row is flagged changed and only changed rows are sent. A batch
 * save answers a result per row, so failed rows are named and kept.
 * A descriptor's select-type `filters` show beside the search and go with the
 * list call; an `orderField` shows the rows in that order, movable by drag or
 * keyboard (see reorder.ts).
 * With a `rowForm` (a business's users, whose fields do not fit in a row) the rows are read, not edited, in
 * place: a row opens the form, Add opens it for a new record, and the form's record goes back into the list
 * under the same rules.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, Checkbox, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { type ComponentType, Suspense, useEffect, useMemo, useState } from 'react';
import { Confirm, type RaRecord, Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { type FieldDef, fieldError, listFields, newRecord, type ResourceDescriptor } from '../declare/defineResource';
import { valueAt, withValue } from '../declare/fieldPath';
import { FieldCell } from '../declare/views/FieldCell';
import { useDisplayText } from '../declare/views/displayText';
import { stickyColumn } from '../theme';
import { ExportCsvButton } from './ExportCsvButton';
import { RowHistoryButton } from '../history/RowHistoryButton';
import { ImportButton } from '../imports/ImportButton';
import { HintIconButton } from './Hint';
import { FilterSelect } from './inputs/FilterSelect';
import { SelectCell } from './inputs/SelectCell';
import { isSelectField } from './inputs/useFieldChoices';
import { ListSearch, ShowAllToggle } from './ListControls';
import { ReorderHandle } from './ReorderHandle';
import { useUnsavedChanges } from './unsavedChanges';
import { nextOrder } from './reorder';
import { useRowReorder } from './useRowReorder';
import { visuallyHidden } from './visuallyHidden';
import { errorMessage, useAlert } from './useAlert';

interface Row {
  record: RaRecord;
  changed: boolean;
  error?: string;
}

/** How the row a dragged row would land on is shown. */
const DROP_OUTLINE = { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 };

const fresh = (data: RaRecord[] | undefined): Row[] => (data ?? []).map((record) => ({ record, changed: false }));
/** Empty text, null and a missing value are the same value: a form that was opened and closed changed nothing. */
const same = (a: unknown, b: unknown) => JSON.stringify(a === '' || a === undefined ? null : a) === JSON.stringify(b === '' || b === undefined ? null : b);
const sameRecord = (a: RaRecord, b: RaRecord) => [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => same(a[k], b[k]));

/**
 * A cell of a row that opens a form: its whole text on one line, where an email may wrap, so that a narrow
 * window narrows the email column first and cuts no phone number or name (a yes/no: its icon).
 */
function ReadCell({ field, record }: { field: FieldDef; record: RaRecord }) {
  const text = useDisplayText(field, record);
  if (field.kind === 'boolean') return <FieldCell field={field} record={record} />;
  if (field.kind !== 'email') return <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>{text}</Typography>;
  // An email breaks after its @ first (a <wbr>, which a copy of it does not carry), anywhere only when it must.
  const at = text.indexOf('@') + 1;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
      {at > 0 ? (
        <>
          {text.slice(0, at)}
          <wbr />
          {text.slice(at)}
        </>
      ) : (
        text
      )}
    </Typography>
  );
}

/** What a row's form gets (`rowForm`): the record it opens with, the row's last error, and what its buttons do. */
export interface RowFormProps {
  record: RaRecord;
  error?: string;
  saving: boolean;
  /** Keeps the edit in the list, the row flagged changed when it differs, until the list is saved. */
  onApply: (record: RaRecord) => void;
  /** Keeps the edit and saves the list's changed rows; the form closes once its row is saved. */
  onSave: (record: RaRecord) => Promise<void>;
  onClose: () => void;
  /** After an action that changed the stored row (a password reset raises its version): what changed. */
  onDone: (changed?: Partial<RaRecord>) => void;
}

interface EditableListProps {
  descriptor: ResourceDescriptor;
  /** Fixed filter (a business's users): sent with the list call and given to new rows. */
  filter?: Record<string, unknown>;
  title?: string;
  /** Extra actions at the end of each saved row (reset a password); `onDone` with what the action changed in the stored row. */
  rowActions?: ComponentType<{ record: RaRecord; onDone: (changed?: Partial<RaRecord>) => void }>;
  /** Checks the changed rows before anything is sent; answers an error per refused row. */
  beforeSave?: (records: RaRecord[]) => Promise<(string | undefined)[]>;
  /** Leaves out the columns whose value `filter` fixes: every row shows the same value, and a new row takes it. */
  hideFilteredColumns?: boolean;
  /** The columns shown, by source (default: every list field); the search and the CSV export keep every list field. */
  columns?: string[];
  /** The form a row opens (and Add opens for a new record): the rows are then read, not edited, in place. */
  rowForm?: ComponentType<RowFormProps>;
}

export function EditableList({ descriptor, filter, title, rowActions: RowActions, beforeSave, hideFilteredColumns, columns, rowForm: RowForm }: EditableListProps) {
  const translate = useTranslate();
  const history = descriptor.history;
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [showAll, setShowAll] = useState(false);
  const [q, setQ] = useState('');
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const [filterValues, setFilterValues] = useState<Record<string, unknown>>({});
  /** The record the row form is open on (a new one: id 0, not in the list until applied). */
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const fields = listFields(descriptor).filter((f) => !(hideFilteredColumns && filter && f.source in filter));
  const shownFields = columns ? columns.flatMap((source) => fields.filter((f) => f.source === source)) : fields;
  const order = descriptor.orderField;
  const chosen = Object.fromEntries(Object.entries(filterValues).filter(([, v]) => v !== undefined && v !== ''));
  const serverFilter = { ...filter, ...chosen, ...(descriptor.showAllFilter ? { [descriptor.showAllFilter]: showAll } : {}) };
  const { data, refetch, isPending } = useGetList(descriptor.name, {
    pagination: { page: 1, perPage: 100_000 },
    sort: descriptor.defaultSort ?? { field: 'id', order: 'ASC' },
    filter: serverFilter,
  });
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    setRows((current) => (current.some((r) => r.changed) ? current : fresh(data)));
  }, [data]);

  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((r) => r.record.id === 0 || fields.some((f) => String((f.compute ? f.compute(r.record) : valueAt(r.record, f.source)) ?? '').toLowerCase().includes(needle)));
  }, [rows, q, fields]);
  const changedCount = rows.filter((r) => r.changed).length;
  // A representation computed from the row (a user's full name) is read as its column is.
  const representation = descriptor.fields.find((f) => f.source === descriptor.recordRepresentation);
  const represent = (record: RaRecord) => (representation?.compute ? representation.compute(record, translate) : record[descriptor.recordRepresentation]);
  const label = (record: RaRecord) => String(represent(record) ?? record.id);
  /** How a row is named to screen readers: a new row with no text yet is 'New'. */
  const rowName = (record: RaRecord) => (record.id === 0 && !represent(record) ? translate('app.list.new') : label(record));
  const { tableRef, announcement, focusAfterRender, move, dragStart, dragEnd, dropTarget, isDropTarget } = useRowReorder({ rows, setRows, order, rowName });

  const edit = (row: Row, source: string, value: unknown) =>
    setRows((all) => all.map((r) => (r === row ? { record: withValue(r.record, source, value), changed: true } : r)));

  const add = () => {
    if (rows.some((r) => r.record.id === 0)) return alert.warning('app.list.one_new_row');
    // A new row takes the values the list is filtered by; in an ordered list it comes last.
    const filtered = Object.fromEntries(Object.entries(chosen).filter(([source]) => fields.some((f) => f.source === source)));
    const record = { ...newRecord(descriptor), ...filtered, ...filter };
    if (RowForm) return setEditing(record);
    if (!order) return setRows((all) => [{ record, changed: true }, ...all]);
    // Last may be out of view: its first input takes the focus, which scrolls it in.
    focusAfterRender(0, 'input');
    setRows((all) => [...all, { record: { ...record, [order]: nextOrder(all, order) }, changed: true }]);
  };

  const reorderable = Boolean(order) && q.trim() === '';

  const cancel = () => setRows(fresh(data));
  // Changed rows are unsaved edits: leaving the page (or the tab) with them asks first, and leaving drops them.
  useUnsavedChanges(changedCount > 0, cancel);

  const validate = (row: Row): string | undefined => {
    for (const f of fields) {
      const problem = fieldError(f, valueAt(row.record, f.source), row.record);
      if (problem) return `${translate(`resources.${descriptor.name}.fields.${f.source}`)}: ${translate(problem.message, problem.args)}`;
    }
    return undefined;
  };

  /** A saved row without what is written only once (a password): a later save of the row does not send it again. */
  const writtenOnce = (record: RaRecord) => Object.fromEntries(Object.entries(record).filter(([k]) => !fields.some((f) => f.source === k && f.kind === 'password'))) as RaRecord;

  /** Saves each changed row: one batch call when the resource has one, else one upsert per row. */
  const saveRows = async (changed: Row[]): Promise<Map<Row, { record?: RaRecord; error?: string }>> => {
    const outcome = new Map<Row, { record?: RaRecord; error?: string }>();
    if (descriptor.endpoints.saveBatch) {
      const results = await dataProvider.saveBatch(descriptor.name, changed.map((r) => r.record), filter);
      for (const result of results) {
        const row = changed[result.index];
        outcome.set(row, result.success ? { record: { ...writtenOnce(row.record), id: result.id, version: result.version } } : { error: result.message ?? 'app.alerts.something_wrong' });
      }
      return outcome;
    }
    for (const row of changed) {
      try {
        const { data: saved } =
          row.record.id === 0
            ? await dataProvider.create(descriptor.name, { data: row.record })
            : await dataProvider.update(descriptor.name, { id: row.record.id, data: row.record, previousData: row.record });
        outcome.set(row, { record: saved });
      } catch (error) {
        outcome.set(row, { error: translate(errorMessage(error), { _: errorMessage(error) }) });
      }
    }
    return outcome;
  };

  /** Saves the changed rows of `all` (the rows shown, or those a form has just changed); answers the rows left unsaved. */
  const save = async (all: Row[] = rows): Promise<Set<Row>> => {
    const changed = all.filter((r) => r.changed);
    if (changed.length === 0) {
      alert.warning('app.list.no_changes');
      return new Set();
    }
    const invalid = new Map(changed.map((r) => [r, validate(r)] as const).filter(([, e]) => e));
    if (invalid.size > 0) {
      setRows((all) => all.map((r) => (invalid.has(r) ? { ...r, error: invalid.get(r) } : r)));
      alert.error('app.list.invalid_rows');
      return new Set(invalid.keys());
    }
    setSaving(true);
    try {
      const refused = beforeSave ? await beforeSave(changed.map((r) => r.record)) : [];
      if (refused.some(Boolean)) {
        const byRow = new Map(changed.map((r, i) => [r, refused[i]] as const));
        setRows((all) => all.map((r) => (byRow.get(r) ? { ...r, error: byRow.get(r) } : r)));
        alert.error(`${translate(descriptor.failureAlert ?? 'app.alerts.rows_failed')}\n${changed.filter((r) => byRow.get(r)).map((r) => `${label(r.record)}: ${translate(byRow.get(r) ?? '')}`).join('\n')}`);
        return new Set(changed.filter((r) => byRow.get(r)));
      }
      const outcome = await saveRows(changed);
      const failed = changed.filter((r) => outcome.get(r)?.error);
      // Rows saved take the server's id and version; failed rows stay changed, with their message.
      setRows((all) =>
        all.map((r) => {
          const result = outcome.get(r);
          if (!result) return r;
          return result.record ? { record: result.record, changed: false } : { ...r, error: result.error };
        }),
      );
      if (failed.length === 0) {
        alert.success('app.alerts.saved');
        await refetch();
      } else {
        const lines = failed.map((r) => `${label(r.record)}: ${outcome.get(r)?.error}`);
        alert.error(`${translate(descriptor.failureAlert ?? 'app.alerts.rows_failed')}\n${lines.join('\n')}`);
      }
      return new Set(failed);
    } catch (error) {
      alert.error(errorMessage(error));
      return new Set(changed);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const record = deleting;
    setDeleting(null);
    try {
      await dataProvider.delete(descriptor.name, { id: record.id, previousData: record });
      setRows((all) => all.filter((r) => r.record !== record));
      alert.success('app.alerts.saved');
      await refetch();
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };

  /** The rows with the form's record in its row's place (a new one first); a row is flagged changed only when it differs. */
  const withFormRecord = (all: Row[], record: RaRecord): Row[] => {
    const current = all.find((r) => r.record.id === record.id);
    if (!current) return [{ record, changed: true }, ...all];
    // The list holds the row's version: an action taken from the open form (a password reset) raised it.
    const next = { ...record, version: current.record.version };
    return sameRecord(current.record, next) ? all : all.map((r) => (r === current ? { record: next, changed: true } : r));
  };
  const applyForm = (record: RaRecord) => {
    setRows(withFormRecord(rows, record));
    setEditing(null);
  };
  const saveForm = async (record: RaRecord) => {
    const next = withFormRecord(rows, record);
    setRows(next);
    const unsaved = await save(next);
    // A row left unsaved keeps its form open, with the row's message.
    if (![...unsaved].some((r) => r.record.id === record.id)) setEditing(null);
  };
  /** After a row's action: what it changed in the stored row is kept in the list, unsaved edits included. */
  const actionDone = (record: RaRecord) => (changed?: Partial<RaRecord>) => {
    if (changed) setRows((all) => all.map((r) => (r.record.id === record.id ? { ...r, record: { ...r.record, ...changed } } : r)));
    void refetch();
  };

  return (
    <Card sx={{ mt: 2, maxWidth: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {/* A screen of its own names itself in the app bar too; a list inside another page leaves the page's title. */}
        {title && !filter && <Title title={translate(title, { smart_count: 2 })} />}
        {title && <Typography variant="h6" component="h1" sx={{ mr: 2 }}>{translate(title, { smart_count: 2 })}</Typography>}
        <ListSearch value={q} onChange={setQ} />
        {descriptor.filters?.filter(isSelectField).map((f) => (
          <FilterSelect
            key={f.source}
            field={f}
            label={translate(`resources.${descriptor.name}.fields.${f.source}`)}
            value={filterValues[f.source]}
            onChange={(value) => setFilterValues((all) => ({ ...all, [f.source]: value }))}
          />
        ))}
        {descriptor.showAllFilter && <ShowAllToggle checked={showAll} onChange={setShowAll} />}
        <Box sx={{ flex: 1 }} />
        {/* Its buttons wrap in a narrow window (390 px) rather than run out of the card. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {changedCount > 0 && <Chip size="small" color="warning" variant="outlined" sx={{ color: "text.primary" }} label={translate('app.list.unsaved', { smart_count: changedCount })} />}
          <ExportCsvButton descriptor={descriptor} columns={fields.filter((f) => f.kind !== 'password')} rows={() => shown.map((r) => r.record)} />
          <ImportButton descriptor={descriptor} filter={filter} />
          <Button startIcon={<AddIcon />} onClick={add}>{translate('app.list.add')}</Button>
          <Button onClick={cancel} disabled={changedCount === 0 || saving}>{translate('app.list.cancel')}</Button>
          <Button variant="contained" onClick={() => save()} disabled={changedCount === 0 || saving}>{translate('app.list.save')}</Button>
        </Stack>
      </Stack>
      {/* Empty, its rows hold nothing to focus: the box takes the focus, so the keyboard still scrolls it (axe's scrollable-region-focusable). */}
      <Box
        sx={{ maxHeight: '65vh', overflow: 'auto' }}
        {...(shown.length === 0 ? { tabIndex: 0, role: 'region', 'aria-label': translate(`resources.${descriptor.name}.name`, { smart_count: 2 }) } : {})}
      >
        {/* Wide, it scrolls sideways in this box with its first data column (after the reorder handle) kept in view. */}
        <Table ref={tableRef} size="small" stickyHeader sx={stickyColumn(`:nth-child(${order ? 2 : 1})`)} aria-label={translate(`resources.${descriptor.name}.name`, { smart_count: 2 })}>
          <TableHead>
            <TableRow>
              {order && <TableCell sx={{ fontWeight: 600, width: '1%', whiteSpace: 'nowrap' }}>{translate(`resources.${descriptor.name}.fields.${order}`)}</TableCell>}
              {shownFields.map((f) => (
                <TableCell key={f.source} sx={{ fontWeight: 600 }}>{translate(`resources.${descriptor.name}.fields.${f.source}`)}</TableCell>
              ))}
              {(descriptor.endpoints.remove || RowActions || history) && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={shownFields.length + 2}>{translate('app.list.empty')}</TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow
                key={`${row.record.id}-${rows.indexOf(row)}`}
                data-row-id={row.record.id}
                data-changed={row.changed || undefined}
                {...dropTarget(rows.indexOf(row))}
                // A row with a form opens it on a click anywhere; the keyboard opens it from its first cell's button.
                onClick={RowForm ? () => setEditing(row.record) : undefined}
                hover={Boolean(RowForm)}
                sx={{ ...(row.changed ? { bgcolor: 'action.hover' } : {}), ...(isDropTarget(rows.indexOf(row)) ? DROP_OUTLINE : {}), ...(RowForm ? { cursor: 'pointer' } : {}) }}
              >
                {order && (
                  <TableCell sx={{ py: 0 }}>
                    <ReorderHandle
                      name={rowName(row.record)}
                      position={rows.indexOf(row) + 1}
                      total={rows.length}
                      disabled={!reorderable}
                      onMove={(by, control) => move(rows.indexOf(row), rows.indexOf(row) + by, control)}
                      onDragStart={dragStart(rows.indexOf(row))}
                      onDragEnd={dragEnd}
                    />
                  </TableCell>
                )}
                {shownFields.map((f, column) => (
                  <TableCell key={f.source} sx={{ py: 0.5 }}>
                    {RowForm && column === 0 ? (
                      // The row's New or Changed mark goes under its name: the column is no wider for it.
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start', py: 0.25 }}>
                        <Link
                          component="button"
                          type="button"
                          aria-haspopup="dialog"
                          onClick={(e) => {
                            e.stopPropagation();
                            setEditing(row.record);
                          }}
                          sx={{ textAlign: 'left', whiteSpace: 'nowrap' }}
                        >
                          {rowName(row.record)}
                        </Link>
                        {row.changed && <Chip size="small" variant="outlined" label={translate(row.record.id === 0 ? 'app.list.new' : 'app.list.changed')} />}
                      </Stack>
                    ) : RowForm ? (
                      <ReadCell field={f} record={row.record} />
                    ) : f.cell ? (
                      <Suspense fallback={null}>
                        <f.cell
                          field={f}
                          record={row.record}
                          value={valueAt(row.record, f.source)}
                          label={translate(`resources.${descriptor.name}.fields.${f.source}`)}
                          error={Boolean(row.error)}
                          onChange={(value) => edit(row, f.source, value)}
                        />
                      </Suspense>
                    ) : isSelectField(f) ? (
                      <SelectCell
                        field={f}
                        record={row.record}
                        value={valueAt(row.record, f.source)}
                        label={translate(`resources.${descriptor.name}.fields.${f.source}`)}
                        error={Boolean(row.error)}
                        onChange={(value) => edit(row, f.source, value)}
                      />
                    ) : f.kind === 'boolean' ? (
                      <Checkbox
                        size="small"
                        checked={Boolean(valueAt(row.record, f.source))}
                        onChange={(e) => edit(row, f.source, e.target.checked)}
                        slotProps={{ input: { 'aria-label': `${translate(`resources.${descriptor.name}.fields.${f.source}`)} ${label(row.record)}` } }}
                      />
                    ) : (
                      <TextField
                        variant="standard"
                        size="small"
                        fullWidth
                        multiline={(f.maxLength ?? 0) > 100}
                        maxRows={4}
                        type={f.kind === 'integer' || f.kind === 'decimal' ? 'number' : f.kind === 'password' ? 'password' : f.kind === 'email' ? 'email' : 'text'}
                        autoComplete={f.kind === 'password' ? 'new-password' : undefined}
                        value={(valueAt(row.record, f.source) as string | number | null | undefined) ?? ''}
                        onChange={(e) => edit(row, f.source, f.kind === 'integer' || f.kind === 'decimal' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value)}
                        error={Boolean(row.error)}
                        slotProps={{
                          input: { disableUnderline: !row.error },
                          htmlInput: { 'aria-label': translate(`resources.${descriptor.name}.fields.${f.source}`), maxLength: f.maxLength },
                        }}
                        sx={{ minWidth: f.kind === 'text' || f.kind === 'email' || f.kind === 'password' ? ((f.maxLength ?? 0) > 100 ? 320 : (f.maxLength ?? 0) > 60 ? 200 : 130) : 80, '& .MuiInputBase-root': { px: 0.5, borderRadius: 1 }, '& .MuiInputBase-root:hover, & .Mui-focused': { bgcolor: 'action.selected' } }}
                      />
                    )}
                  </TableCell>
                ))}
                {(descriptor.endpoints.remove || RowActions || history) && (
                  <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                    {row.record.id !== 0 && RowActions && <RowActions record={row.record} onDone={actionDone(row.record)} />}
                    {row.record.id !== 0 && history && (
                      <RowHistoryButton
                        target={{ ...history, recordId: Number(row.record.id), kinds: { [history.entity]: { resource: descriptor.name, fields: descriptor.fields } }, shownBy: [[descriptor.name]] }}
                      />
                    )}
                    {row.record.id !== 0 && descriptor.endpoints.remove && (
                      <HintIconButton title="app.list.delete" onClick={() => setDeleting(row.record)}>
                        <DeleteIcon fontSize="small" />
                      </HintIconButton>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>{announcement}</Box>
      {rows.some((r) => r.error) && (
        <Box sx={{ px: 2, py: 1 }} role="alert">
          {rows.filter((r) => r.error).map((r) => (
            <Typography key={`${r.record.id}-${label(r.record)}`} variant="body2" color="error">
              {label(r.record) || translate('app.list.new')}: {translate(r.error ?? '', { _: r.error })}
            </Typography>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={deleting !== null}
        title="app.list.delete"
        content="app.list.confirm_delete"
        translateOptions={{ name: deleting ? label(deleting) : '' }}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
      {RowForm && editing && (
        <Suspense fallback={null}>
          <RowForm
            key={String(editing.id)}
            record={editing}
            error={rows.find((r) => r.record.id === editing.id)?.error}
            saving={saving}
            onApply={applyForm}
            onSave={saveForm}
            onClose={() => setEditing(null)}
            onDone={actionDone(editing)}
          />
        </Suspense>
      )}
    </Card>
  );
}
