/**
 * The mobile settings screen (admin/mobile): the release tracks and the hardware the mobile app runs on,
 * each the declared list of its resource (search, show inactive, columns, CSV export, create and edit).
 */
import { Stack, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useTranslate } from 'react-admin';
import hardwares from '../../../resources/hardwares';
import releaseTracks from '../../../resources/releaseTracks';
import { DeclaredList } from '../../declare/views/DeclaredList';

export default function MobileSettings() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title={translate('menu.items.mobile')} />
      {[releaseTracks, hardwares].map((d) => (
        <section key={d.name} aria-labelledby={`${d.name}-heading`}>
          <Typography id={`${d.name}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(`resources.${d.name}.name`, { smart_count: 2 })}
          </Typography>
          <ResourceContextProvider value={d.name}>
            <DeclaredList descriptor={d} filter={{}} />
          </ResourceContextProvider>
        </section>
      ))}
    </Stack>
  );
}
