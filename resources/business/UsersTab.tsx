/**
 * The User List tab (spec §4, §5, §8): the business's users edited in place.
 * Before saving, each changed email is checked with user/EmailExists; a taken
 * one stops the save and is named on its row.
 */
import { useDataProvider, type RaRecord } from 'react-admin';
import { usersContract } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { EditableList } from '../../src/components/EditableList';
import businessUsers from '../businessUsers';
import { ResetPasswordButton } from './ResetPasswordButton';

export function UsersTab({ businessId }: { businessId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const checkEmails = (records: RaRecord[]) =>
    Promise.all(
      records.map(async (r) => {
        const answer = (await dataProvider.call(usersContract.emailExists, { query: { userID: r.id, email: String(r.email ?? '').trim() } })) as { exists: boolean };
        return answer.exists ? 'resources.businessUsers.email_taken' : undefined;
      }),
    );
  return <EditableList descriptor={businessUsers} filter={{ businessId }} rowActions={ResetPasswordButton} beforeSave={checkEmails} />;
}
