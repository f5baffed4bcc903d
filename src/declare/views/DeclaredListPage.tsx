/**
 * A declared list served as a page of its area (an audit log) rather than as a resource's route: in its resource's
 * context, as the route would give it, so its declaration loads with the area's screens, not with the console.
 */
import { ResourceContextProvider } from 'react-admin';
import type { ResourceDescriptor } from '../defineResource';
import { DeclaredList } from './DeclaredList';

export function DeclaredListPage({ descriptor }: { descriptor: ResourceDescriptor }) {
  return (
    <ResourceContextProvider value={descriptor.name}>
      <DeclaredList descriptor={descriptor} />
    </ResourceContextProvider>
  );
}
