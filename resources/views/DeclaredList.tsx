/** The list a declaration gets: sortable columns, search, 'show inactive', column chooser and CSV export of the visible columns. */
import {
  BooleanInput,
  ColumnsButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  type RaRecord,
  SearchInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useResourceContext,
  useStore,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { EditableList } from '../../src/components/EditableList';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { listFields, paths, type ResourceDescriptor } from '../defineResource';
import { FieldCell } from './FieldCell';
import { FilterInput } from './FilterInput';

const defaultHidden = (d: ResourceDescriptor) => listFields(d).filter((f) => f.hidden).map((f) => f.source);

/** Exports the visible columns: streamed by the server when the resource declares an export, else built here from the whole list. */
function ExportVisibleButton({ descriptor }: { descriptor: ResourceDescriptor }) {
  const resource = useResourceContext() ?? descriptor.name;
  const [hidden] = useStore<string[]>(`${resource}.datatable`, defaultHidden(descriptor));
  const { filter, filterValues, sort, total } = useListContext();
  const matching = { ...filterValues, ...filter };
  const dataProvider = useDataProvider<AppDataProvider>();
  const visible = listFields(descriptor).filter((f) => !hidden.includes(f.source));
  const streamed = descriptor.endpoints.export;
  const rows = streamed
    ? async () => (await dataProvider.call(streamed.endpoint, streamed.input({ filter: matching, sort }, visible.map((f) => f.source)))) as Blob
    : async () => (await dataProvider.getList(resource, { filter: matching, sort, pagination: { page: 1, perPage: Math.max(total ?? 0, 1) } })).data;
  return <ExportCsvButton descriptor={descriptor} columns={visible} rows={rows} />;
}

/**
 * `filter`: the list sits inside another page (a business's devices), fixed to this filter: it goes with
 * every call, the list keeps its page and sort out of the URL, and shows no page title or empty page.
 */
export function DeclaredList({ descriptor, filter }: { descriptor: ResourceDescriptor; filter?: Record<string, unknown> }) {
  if (descriptor.view === 'editable') return <EditableList descriptor={descriptor} filter={filter} title={`resources.${descriptor.name}.name`} />;
  const p = paths(descriptor);
  const inPage = filter && ({ filter, disableSyncWithLocation: true, storeKey: false, title: false, empty: false, component: 'div' } as const);
  const filters = [
    <SearchInput source="q" alwaysOn key="q" />,
    ...(descriptor.filters ?? []).map((f) => <FilterInput key={f.source} source={f.source} field={f} alwaysOn={!f.advanced} />),
    ...(descriptor.showAllFilter ? [<BooleanInput source={descriptor.showAllFilter} label="app.list.show_all" alwaysOn key="showAll" />] : []),
  ];
  return (
    <List
      {...inPage}
      resource={descriptor.name}
      perPage={10}
      sort={descriptor.defaultSort}
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
          {descriptor.filters?.some((f) => f.advanced) && <FilterButton />}
          <ColumnsButton />
          {descriptor.endpoints.save && <CreateButton to={p.create} />}
          <ExportVisibleButton descriptor={descriptor} />
        </TopToolbar>
      }
    >
      <DataTable hiddenColumns={defaultHidden(descriptor)} bulkActionButtons={false} expand={descriptor.expand ? <descriptor.expand /> : undefined} rowClick={descriptor.endpoints.save ? (id) => p.edit(id) : false}>
        {listFields(descriptor).map((f) => (
          <DataTable.Col key={f.source} source={f.source} render={(record) => <FieldCell field={f} record={record as RaRecord} />} />
        ))}
      </DataTable>
    </List>
  );
}
