/**
 * A new partner: a new business (the fields and first status a new business takes, in the partner's groups), saved
 * through Business/Upsert with id 0; then its partner detail opens, where the businesses that name it their parent
 * will be listed. Leaving it unsaved asks first.
 */
import { Box, Card, CardContent } from '@mui/material';
import { Form, SaveButton, Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { businessContract } from '../../contract/business';
import { type AppDataProvider, bodyFor } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { WarnWhenUnsaved } from '../../src/components/WarnWhenUnsaved';
import { newBusinessFields } from '../business/tabs';
import { FieldGroups } from '../../src/declare/views/FieldGroups';
import { partnerGroups } from './fields';

const blank = { id: 0, statusId: null, language: 1, billSameAsPrimary: true, primaryAddress: { id: 0, language: 1 }, billingAddress: { id: 0, language: 1 } };

export function PartnerCreate() {
  const translate = useTranslate();
  const alert = useAlert();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.call(businessContract.upsert, { body: bodyFor(businessContract.upsert, { ...values, id: 0 }) });
      alert.success('app.alerts.saved');
      navigate(`/partner/update/${saved.id}`);
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('ra.page.create', { name: translate('resources.partner.name', { smart_count: 1 }) })} />
      <Card>
        <CardContent>
          <Form record={blank} onSubmit={save} mode="onSubmit">
            <WarnWhenUnsaved />
            <FieldGroups fields={newBusinessFields} groups={partnerGroups} />
            <SaveButton alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
