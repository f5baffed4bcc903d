/** A new business: the Location tab's fields and its status, saved through Business/Upsert with id 0; then its detail opens. Leaving it unsaved asks first. */
import { Box, Card, CardContent } from '@mui/material';
import { Form, SaveButton, Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { businessContract } from '../../contract/business';
import { type AppDataProvider, bodyFor } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { WarnWhenUnsaved } from '../../src/components/WarnWhenUnsaved';
import { FieldInput } from '../../src/declare/views/FieldInput';
import { newBusinessFields } from './tabs';

const blank = { id: 0, statusId: null, language: 1, billSameAsPrimary: true, primaryAddress: { id: 0, language: 1 }, billingAddress: { id: 0, language: 1 } };

export function BusinessCreate() {
  const translate = useTranslate();
  const alert = useAlert();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = async (values: Record<string, unknown>) => {
    try {
      // A billing address the same as the primary one is not sent: the blank one would be refused as incomplete.
      const billingAddress = values.billSameAsPrimary === false ? values.billingAddress : null;
      const saved = await dataProvider.call(businessContract.upsert, { body: bodyFor(businessContract.upsert, { ...values, id: 0, billingAddress }) });
      alert.success('app.alerts.saved');
      navigate(`/business/update/${saved.id}`);
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('ra.page.create', { name: translate('resources.business.name', { smart_count: 1 }) })} />
      <Card>
        <CardContent>
          <Form record={blank} onSubmit={save} mode="onSubmit">
            <WarnWhenUnsaved />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
              {newBusinessFields.map((f) => (
                <FieldInput key={f.source} field={f} />
              ))}
            </Box>
            <SaveButton alwaysEnable />
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
