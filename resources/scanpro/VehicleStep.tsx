/** Step 2: a VIN decoded (decoder/DecodeVin), its errors shown with their reason, a submodel chosen from the decoded ones. */
import { Alert, Box, Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DecodedVin } from '../../contract/scanpro';

interface Props {
  decoded: DecodedVin | null;
  decoding: boolean;
  submodel: string | null;
  onDecode: (vin: string) => void;
  onSubmodel: (submodel: string) => void;
}

export function VehicleStep({ decoded, decoding, submodel, onDecode, onSubmodel }: Props) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.scanpro.${key}`, args);
  const [vin, setVin] = useState(decoded?.vin ?? '');
  return (
    <Stack spacing={2}>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (vin.trim()) onDecode(vin.trim());
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField label={t('vehicle.vin')} value={vin} onChange={(e) => setVin(e.target.value.toUpperCase())} slotProps={{ htmlInput: { maxLength: 50, spellCheck: false } }} sx={{ width: 300 }} />
        <Button type="submit" variant="outlined" disabled={decoding || !vin.trim()} sx={{ mt: 1 }}>
          {decoding ? t('vehicle.decoding') : t('vehicle.decode')}
        </Button>
      </Box>
      {decoded && decoded.errors.length > 0 && (
        <Alert severity="error" data-testid="decode-errors">
          {t('vehicle.errors')}
          <ul>
            {decoded.errors.map((e) => (
              <li key={e.code}>{t(`decodeErrors.${e.code}`)}</li>
            ))}
          </ul>
          {t('vehicle.no_submodels')}
        </Alert>
      )}
      {decoded && decoded.errors.length === 0 && (
        <Box component="section" aria-labelledby="scanpro-vehicle">
          <Typography id="scanpro-vehicle" variant="h6" component="h2">
            {t('vehicle.decoded', { year: decoded.year, make: decoded.make, model: decoded.model })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[decoded.body && `${t('vehicle.body')}: ${decoded.body}`, decoded.engine && `${t('vehicle.engine')}: ${decoded.engine}`, decoded.fuel && `${t('vehicle.fuel')}: ${decoded.fuel}`].filter(Boolean).join(' · ')}
          </Typography>
          <Typography id="scanpro-submodel" sx={{ mt: 2 }}>
            {t('vehicle.submodel')}
          </Typography>
          <RadioGroup row aria-labelledby="scanpro-submodel" value={submodel ?? ''} onChange={(e) => onSubmodel(e.target.value)}>
            {decoded.submodels.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={s} />
            ))}
          </RadioGroup>
          {!submodel && <Typography color="text.secondary">{t('vehicle.choose_submodel')}</Typography>}
        </Box>
      )}
    </Stack>
  );
}
