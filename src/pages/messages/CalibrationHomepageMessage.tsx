/**
 * The calibration homepage message (spec §3, §7 Welcome message): one editor per language, the switch that
 * shows or hides it, and a preview of what users will see. Hand-written: a pair of per-language texts
 * under one switch is not a list of records.
 */
import { Box, Card, CardHeader, FormControlLabel, Switch } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { messagesContract as c, WELCOME_LANGUAGES } from '../../../contract/messages';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../components/useAlert';
import { WelcomeEditor } from './WelcomeEditor';

export const SHOWN_KEY = ['calibrationWelcome', 'shown'];
const t = (key: string) => `resources.calibrationHomepageMessage.${key}`;

export default function CalibrationHomepageMessage() {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);
  const { data } = useQuery({
    queryKey: SHOWN_KEY,
    queryFn: () => dataProvider.call(c.getWelcomeNotificationMessage),
  });
  const active = data?.IsActive ?? false;

  const toggle = async (on: boolean) => {
    setSwitching(true);
    try {
      const answer = await dataProvider.call(on ? c.enableCalibrationWelcomeMessage : c.disableCalibrationWelcomeMessage);
      queryClient.setQueryData(SHOWN_KEY, { ...data, IsActive: answer.IsActive });
      alert.success('app.alerts.saved');
    } catch (error) {
      alert.error(errorMessage(error));
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('menu.items.calibrationHomepageMessage')} />
      <Card sx={{ mb: 2 }}>
        <CardHeader
          title={translate(t('name'))}
          subheader={translate(t('help'))}
          slotProps={{ title: { component: 'h1', variant: 'h6' } }}
          action={
            <FormControlLabel
              sx={{ mr: 1, mt: 1 }}
              control={<Switch checked={active} disabled={!data || switching} onChange={(e) => toggle(e.target.checked)} />}
              label={translate(t('fields.IsActive'))}
            />
          }
        />
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        {WELCOME_LANGUAGES.map((code) => (
          <WelcomeEditor key={code} languageCode={code} active={active} />
        ))}
      </Box>
    </Box>
  );
}
