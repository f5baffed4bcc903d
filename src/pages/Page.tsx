/** A centred message page (not found, not authorized, not built yet). */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

export function MessagePage({ icon, title, message, actions }: { icon: ReactNode; title: string; message: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, md: 8 }, px: 2 }}>
      <Title title={title} />
      <Card sx={{ maxWidth: 560, width: '100%' }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{icon}</Box>
            <Typography variant="h5" component="h1">{title}</Typography>
            <Typography color="text.secondary">{message}</Typography>
            {actions && <Stack direction="row" spacing={1}>{actions}</Stack>}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
