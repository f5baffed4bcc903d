/**
 * The table list a declaration gets (`view: 'table'`): sortable columns, search, filters, 'show inactive', column chooser, CSV
 * export of the visible columns, and row selection (exporting the selected rows) when declared selectable.
 */
import { Link } from '@mui/material';
import { type ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  FilterButton,
  type GetListParams,
  ListBase,
  ListContextProvider,
  ListView,
  Pagination,
  type RaRecord,
  SearchInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useResourceContext,
  useStore,
  useTranslate,
} from 'react-admin';
import { defaultPageSize } from '../../../authProvider/configuration';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { LoadingBar } from '../../components/LoadingBar';
import { ImportButton } from '../../imports/ImportButton';
import { type FieldDef, listFields, opensRecords, paths, type ResourceDescriptor } from '../defineResource';
import { ColumnChooser } from './ColumnChooser';
import { defaultHidden, hiddenKey, orderedFields, ranksKey } from './columnOrder';
import { FieldCell } from './FieldCell';
import { FilterInput } from './FilterInput';
import { ListViewsButton } from './ListViewsButton';
import { lazyView } from '../lazyView';
import { ScrollKeyboardAccess } from './ScrollKeyboardAccess';

/**
 * The list's page (title, filters, toolbar, rows, pagination) drawn from a deferred copy of the list's state. A page
 * of rows that arrives is an update React makes at once, in one task (react-query's answers are), and it redraws
 * the whole page, some 3,000 component renders (ten rows of eight columns alone some 2,200); from the deferred copy
 * it is a transition, built in slices of a few milliseconds (Lighthouse's Total Blocking Time). The first draw, too:
 * nothing until the page is built, so nothing moves as it comes. What a user acts on stays live: the selection (a
 * row's checkbox ticks at once) and the filters (an input being typed in is not reset to the value before).
 */
function DeferredList({ children }: { children: ReactNode }) {
  const live = useListContext();
  const deferred = useDeferredValue(live, null);
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems, filterValues, displayedFilters, setFilters, showFilter, hideFilter } = live;
  const list = useMemo(
    () => deferred && { ...deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems, filterValues, displayedFilters, setFilters, showFilter, hideFilter },
    [deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems, filterValues, displayedFilters, setFilters, showFilter, hideFilter],
  );
  return list && <ListContextProvider value={list}>{children}</ListContextProvider>;
}

/** The most rows a list call is asked for at once (the contract's page size limit). */
const EXPORT_PAGE = 1000;

/** react-admin's page sizes, with the configured one among them. */
const pageSizes = (size: number) => [...new Set([5, 10, 25, 50, size])].sort((a, b) => a - b);

/** What a list asks the adapter for: its descriptor's list call, which another page may give another (a shop's requests). */
const listMeta = (descriptor: ResourceDescriptor) => ({ list: descriptor.endpoints.list });

/** Every row the list's filter and sort match, fetched page by page. */
async function allRows(dataProvider: AppDataProvider, descriptor: ResourceDescriptor, resource: string, params: Pick<GetListParams, 'filter' | 'sort'>): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, { ...params, pagination: { page, perPage: EXPORT_PAGE }, meta: listMeta(descriptor) });
    rows.push(...data);
    if (data.length < EXPORT_PAGE || rows.length >= (total ?? 0)) return rows;
  }
}

/**
 * Exports the visible columns: of the selected rows (`selected`), or of every matching row, streamed by the
 * server when the resource declares an export, else built here.
 */
function ExportVisibleButton({ descriptor, selected }: { descriptor: ResourceDescriptor; selected?: boolean }) {
  const resource = useResourceContext() ?? descriptor.name;
  const [hidden] = useStore<string[]>(hiddenKey(resource), defaultHidden(descriptor));
  const [ranks] = useStore<number[] | undefined>(ranksKey(resource));
  const { data, selectedIds, filter, filterValues, sort } = useListContext();
  const matching = { ...filterValues, ...filter };
  const dataProvider = useDataProvider<AppDataProvider>();
  const visible = orderedFields(descriptor, ranks).filter((f) => !hidden.includes(f.source));
  const streamed = descriptor.endpoints.export;
  const rows = selected
    ? () => (data ?? []).filter((r) => selectedIds.includes(r.id))
    : streamed
      ? async () => {
          // A file endpoint is answered as a Blob (dataProvider/http.ts); its contract only documents the bytes.
          const file = await dataProvider.call(streamed.endpoint, streamed.input({ filter: matching, sort }, visible.map((f) => f.source)));
          if (!(file instanceof Blob)) throw new Error(`The export of "${resource}" answered no file.`);
          return file;
        }
      : () => allRows(dataProvider, descriptor, resource, { filter: matching, sort });
  return <ExportCsvButton descriptor={descriptor} columns={visible} rows={rows} />;
}

/** The user's columns and the view the list opens with, loaded beside the list (src/listViews/ListPreferences.tsx). */
const ListPreferences = lazyView(() => import('../../listViews/ListPreferences'), 'ListPreferences');

/** Rows with nothing to focus (no record opens, no row buttons): the table's sideways scroll is given to the keyboard. */
function ReadOnlyRows({ readOnly, label, children }: { readOnly: boolean; label: string; children: ReactNode }) {
  return readOnly ? <ScrollKeyboardAccess label={label}>{children}</ScrollKeyboardAccess> : children;
}

/** Spec §4: loading a list resets the checked flags, so the selection is cleared whenever the list loads another page, filter or order. */
function ClearSelectionOnLoad() {
  const { filterValues, sort, page, perPage, onUnselectItems } = useListContext();
  const load = JSON.stringify([filterValues, sort, page, perPage]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per load, not when the callback's identity changes
  useEffect(() => onUnselectItems(), [load]);
  return null;
}

/** The row's first cell opens the record as a link too: the keyboard reaches it with Tab (a row's click does not). */
function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover" onClick={(e) => e.stopPropagation()}>
      {children}
    </Link>
  );
}

export interface TableListExtras {
  /** More buttons in the list's toolbar (assign a device to the business whose devices are listed). */
  actions?: ReactNode;
  /** A last column of buttons acting on each row (return a device to stock). */
  rowActions?: (record: RaRecord) => ReactNode;
}

/**
 * `filter`: the list sits inside another page (a business's devices), fixed to this filter: it goes with
 * every call, the list keeps its page and sort out of the URL, and shows no page title, empty page or Create
 * button (a business creates no device: it is given one); its other filters wait behind Add filter.
 */
export function TableList({ descriptor, filter, actions, rowActions }: { descriptor: ResourceDescriptor; filter?: Record<string, unknown> } & TableListExtras) {
  const translate = useTranslate();
  const p = paths(descriptor);
  const opens = opensRecords(descriptor);
  // The configured default (spec §9: 10), read from the cached configuration on every render.
  const pageSize = defaultPageSize();
  // The URL the list was opened at (a view's link, or nothing: the user's default view), before the list rewrites it.
  const [openedAt] = useState(useLocation().search);
  const inPage = filter && ({ filter, disableSyncWithLocation: true, storeKey: false } as const);
  const inPageView = filter && ({ title: false, empty: false, component: 'div' } as const);
  // Inside another page the fixed filter's own input goes, and the others wait behind Add filter, leaving the row to the search.
  const declared = (descriptor.filters ?? []).filter((f) => !(filter && f.source in filter));
  const behindButton = (f: FieldDef) => Boolean(f.advanced || filter);
  const filters = [
    ...(descriptor.searchable === false ? [] : [<SearchInput source="q" alwaysOn key="q" />]),
    ...declared.map((f) => <FilterInput key={f.source} source={f.source} field={f} alwaysOn={!behindButton(f)} />),
    ...(descriptor.showAllFilter ? [<BooleanInput source={descriptor.showAllFilter} label="app.list.show_all" alwaysOn key="showAll" />] : []),
  ];
  return (
    <ListBase
      {...inPage}
      resource={descriptor.name}
      queryOptions={{ meta: listMeta(descriptor) }}
      perPage={pageSize}
      sort={descriptor.defaultSort}
      exporter={false}
    >
    <Suspense fallback={null}>
      <ListPreferences descriptor={descriptor} resource={descriptor.name} search={openedAt} views={!filter} />
    </Suspense>
    <DeferredList>
    <ListView
      {...inPageView}
      filters={filters}
      pagination={<Pagination rowsPerPageOptions={pageSizes(pageSize)} />}
      actions={
        <TopToolbar>
          {declared.some(behindButton) && <FilterButton />}
          <ColumnChooser descriptor={descriptor} />
          {!filter && <ListViewsButton descriptor={descriptor} />}
          {descriptor.endpoints.save && !filter && <CreateButton to={p.create} />}
          <ExportVisibleButton descriptor={descriptor} />
          {!filter && <ImportButton descriptor={descriptor} />}
          {actions}
          {!filter && <span hidden data-palette-actions={descriptor.name} />}
        </TopToolbar>
      }
    >
      {descriptor.selectable && <ClearSelectionOnLoad />}
      <ReadOnlyRows readOnly={!opens && !rowActions} label={translate(`resources.${descriptor.name}.name`)}>
      <DataTable
        hiddenColumns={defaultHidden(descriptor)}
        bulkActionButtons={descriptor.selectable ? <ExportVisibleButton descriptor={descriptor} selected /> : false}
        expand={
          descriptor.expand ? (
            <Suspense fallback={<LoadingBar />}>
              <descriptor.expand />
            </Suspense>
          ) : undefined
        }
        rowClick={opens ? (id) => p.edit(id) : false}
      >
        {listFields(descriptor).map((f, i) => (
          <DataTable.Col
            key={f.source}
            source={f.source}
            disableSort={f.sortable === false}
            render={(record) =>
              i === 0 && opens ? (
                <RowLink to={p.edit(record.id)}>
                  <FieldCell field={f} record={record as RaRecord} />
                </RowLink>
              ) : (
                <FieldCell field={f} record={record as RaRecord} />
              )
            }
          />
        ))}
        {rowActions && <DataTable.Col source="id" label="" disableSort render={(record) => rowActions(record as RaRecord)} />}
      </DataTable>
      </ReadOnlyRows>
    </ListView>
    </DeferredList>
    </ListBase>
  );
}
