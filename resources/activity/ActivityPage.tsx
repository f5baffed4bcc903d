/** The Activity screen (admin/activity): the declared list of ./index.ts, with the opening hours' and RAG's labels its changes are named by. */
import { AreaMessages } from '../../i18n/AreaMessages';
import { DeclaredListPage } from '../../src/declare/views/DeclaredListPage';
import activity from '.';

export default function ActivityPage() {
  return (
    <AreaMessages area="openingHours">
      <AreaMessages area="rag">
        <DeclaredListPage descriptor={activity} />
      </AreaMessages>
    </AreaMessages>
  );
}
