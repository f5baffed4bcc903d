/**
 * The device's activation (smartlink/DeviceActivatationInfo) under its Device tab: the card that activated it
 * and when, or a choice of the free active cards (lookup/GetActivationCards) and Activate (smartlink/activateDevice).
 */
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { deviceContract as c } from '../../contract/device';
import { serviceCatalogueContract } from '../../contract/serviceCatalogue';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formatDate } from '../../src/components/formats';
import { errorMessage, useAlert } from '../../src/components/useAlert';

export function DeviceActivation({ deviceId }: { deviceId: number }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [cardId, setCardId] = useState('');
  const [pending, setPending] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.devices.activation.${key}`, args);
  const info = useQuery({
    queryKey: ['deviceActivation', deviceId],
    queryFn: () => dataProvider.call(c.deviceActivationInfo, { body: { deviceId } }),
  });
  const cards = useQuery({
    queryKey: ['activationCards', 'free'],
    enabled: info.data?.isActivated === false,
    queryFn: async () => (await dataProvider.call(serviceCatalogueContract.getActivationCards, {})).filter((card) => card.isActive && card.assignedDeviceId === null),
  });
  const activate = async () => {
    setPending(true);
    try {
      const activated = await dataProvider.call(c.activateDevice, { body: { deviceId, cardId: Number(cardId) } });
      queryClient.setQueryData(['deviceActivation', deviceId], activated);
      alert.success('resources.devices.activation.done');
    } catch (e) {
      alert.error(errorMessage(e));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: ['activationCards'] });
    }
  };
  return (
    <Box component="section" aria-labelledby="device-activation-title" sx={{ mt: 3, maxWidth: 640 }}>
      <Typography id="device-activation-title" variant="h6" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      {info.data?.isActivated ? (
        <Alert severity="success">{t('activated', { card: info.data.activationCardId, date: formatDate(info.data.activatedDate) })}</Alert>
      ) : info.data ? (
        <Stack spacing={2}>
          <Typography>{t('not_activated')}</Typography>
          {cards.data && cards.data.length === 0 ? (
            <Alert severity="info">{t('no_cards')}</Alert>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField select size="small" label={t('card')} value={cardId} onChange={(e) => setCardId(e.target.value)} sx={{ minWidth: 280 }}>
                {(cards.data ?? []).map((card) => (
                  <MenuItem key={card.id} value={String(card.id)}>
                    {card.activationCardId}
                    {card.activationAccountReference ? ` (${card.activationAccountReference})` : ''}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="contained" onClick={activate} disabled={!cardId || pending}>
                {t('activate')}
              </Button>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
