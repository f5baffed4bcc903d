/**
 * The User List tab (spec §4, §5, §8): the business's users as a list to read (name, email, phone, login,
 * enabled, primary, locked out), each row opening the user's form with every field, Add opening it for a new
 * user; changed users are saved together. Before saving, each changed email is checked with user/EmailExists;
 * a taken one stops the save and is named with its user.
 */
import { useDataProvider, type RaRecord } from 'react-admin';
import { usersContract } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { AreaMessages } from '../../i18n/AreaMessages';
import { EditableList } from '../../src/components/EditableList';
import businessUsers from '../businessUsers';
import { USER_LIST_COLUMNS } from '../businessUsers/userRules';
import { lazyView } from '../../src/declare/lazyView';
import { ResetPasswordButton } from './ResetPasswordButton';

const UserFormDialog = lazyView(() => import('../businessUsers/UserFormDialog'), 'UserFormDialog');

function UserList({ businessId }: { businessId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const checkEmails = (records: RaRecord[]) =>
    Promise.all(
      records.map(async (r) => {
        const answer = await dataProvider.call(usersContract.emailExists, { query: { userID: r.id, email: String(r.email ?? '').trim() } });
        return answer.exists ? 'resources.businessUsers.email_taken' : undefined;
      }),
    );
  return (
    <EditableList
      descriptor={businessUsers}
      filter={{ businessId }}
      columns={USER_LIST_COLUMNS}
      rowForm={UserFormDialog}
      rowActions={ResetPasswordButton}
      beforeSave={checkEmails}
    />
  );
}

export function UsersTab({ businessId }: { businessId: number }) {
  return (
    <AreaMessages area="businessUsers">
      <UserList businessId={businessId} />
    </AreaMessages>
  );
}
