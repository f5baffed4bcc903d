/**
 * A device's tools under its Device tab: the tools list (device/GetAllTools) fixed to the device, and the
 * tool makes, managed in a dialog opened from the list's toolbar (loaded when first opened).
 */
import { AreaMessages } from '../../i18n/AreaMessages';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import { Box, Button, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lazyView } from '../../src/declare/lazyView';
import tools from '../tools';
import { DeclaredList } from '../../src/declare/views/DeclaredList';

const ToolMakesDialog = lazyView(() => import('../tools/ToolMakesDialog'), 'ToolMakesDialog');

function ToolMakesButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<BuildIcon />} onClick={() => setOpen(true)}>
        {translate('resources.toolMakes.manage')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ToolMakesDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function DeviceTools({ deviceId }: { deviceId: number }) {
  return (
    <AreaMessages area="tools">
      <ToolsSection deviceId={deviceId} />
    </AreaMessages>
  );
}

function ToolsSection({ deviceId }: { deviceId: number }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="device-tools-title" sx={{ mt: 3 }}>
      <Typography id="device-tools-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.tools.title')}
      </Typography>
      <DeclaredList descriptor={tools} filter={{ deviceId }} actions={<ToolMakesButton />} />
    </Box>
  );
}
