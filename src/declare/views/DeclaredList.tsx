/**
 * The list a declaration gets: the inline-editable list (`view: 'editable'`) or the table list, each loaded
 * the first time it is shown, so a screen downloads the inputs and table parts it uses and no others.
 *
 * `filter`: the list sits inside another page (a business's devices), fixed to this filter.
 */
import { Suspense } from 'react';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { LoadingBar } from '../../components/LoadingBar';
import type { ResourceDescriptor } from '../defineResource';
import { lazyView } from '../lazyView';
import type { TableListExtras } from './TableList';

const EditableList = lazyView(() => import('../../components/EditableList'), 'EditableList');
const TableList = lazyView(() => import('./TableList'), 'TableList');

export function DeclaredList({ descriptor, filter, ...extras }: { descriptor: ResourceDescriptor; filter?: Record<string, unknown> } & TableListExtras) {
  const list =
    descriptor.view === 'editable' ? (
      <EditableList descriptor={descriptor} filter={filter} title={`resources.${descriptor.name}.name`} />
    ) : (
      <TableList descriptor={descriptor} filter={filter} {...extras} />
    );
  return (
    <Suspense fallback={<LoadingBar />}>
      {descriptor.messages ? <AreaMessages area={descriptor.messages}>{list}</AreaMessages> : list}
    </Suspense>
  );
}
