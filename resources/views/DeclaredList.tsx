/** The list a declaration gets: sortable columns, search, 'show inactive', column chooser and CSV export of the visible columns. */
import {
  BooleanInput,
  ColumnsButton,
  CreateButton,
  DataTable,
  List,
  type RaRecord,
  SearchInput,
  TopToolbar,
  useDataProvider,
  useListContext,
  useResourceContext,
  useStore,
} from 'react-admin';
import { EditableList } from '../../src/components/EditableList';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { listFields, paths, type ResourceDescriptor } from '../defineResource';
import { FieldCell } from './FieldCell';
import { FilterInput } from './FilterInput';

const defaultHidden = (d: ResourceDescriptor) => listFields(d).filter((f) => f.hidden).map((f) => f.source);

function ExportVisibleButton({ descriptor }: { descriptor: ResourceDescriptor }) {
  const resource = useResourceContext() ?? descriptor.name;
  const [hidden] = useStore<string[]>(`${resource}.datatable`, defaultHidden(descriptor));
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const visible = listFields(descriptor).filter((f) => !hidden.includes(f.source));
  const rows = async () => (await dataProvider.getList(resource, { filter: filterValues, sort, pagination: { page: 1, perPage: Math.max(total ?? 0, 1) } })).data;
  return <ExportCsvButton descriptor={descriptor} columns={visible} rows={rows} />;
}

export function DeclaredList({ descriptor }: { descriptor: ResourceDescriptor }) {
  if (descriptor.view === 'editable') return <EditableList descriptor={descriptor} title={`resources.${descriptor.name}.name`} />;
  const p = paths(descriptor);
  const filters = [
    <SearchInput source="q" alwaysOn key="q" />,
    ...(descriptor.filters ?? []).map((f) => <FilterInput key={f.source} field={f} alwaysOn />),
    ...(descriptor.showAllFilter ? [<BooleanInput source={descriptor.showAllFilter} label="app.list.show_all" alwaysOn key="showAll" />] : []),
  ];
  return (
    <List
      resource={descriptor.name}
      perPage={10}
      sort={descriptor.defaultSort}
      filters={filters}
      exporter={false}
      actions={
        <TopToolbar>
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
