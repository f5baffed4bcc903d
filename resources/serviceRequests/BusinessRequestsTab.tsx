/** A business's Requests tab: its service requests, loaded with their declaration when the tab is first shown. */
import { DeclaredList } from '../../src/declare/views/DeclaredList';
import { businessRequests } from '.';

export function BusinessRequestsTab({ businessId }: { businessId: number }) {
  return <DeclaredList descriptor={businessRequests} filter={{ businessId }} />;
}
