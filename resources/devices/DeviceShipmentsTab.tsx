/** The Shipment tab: the device's shipments newest first (device/GetDeviceShipments), recorded and corrected in a dialog. */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Chip, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import { deviceContract as c, type Shipment } from '../../contract/device';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formatDate } from '../../src/components/formats';
import { errorMessage } from '../../src/components/useAlert';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { ShipmentDialog } from './ShipmentDialog';

const COLUMNS = ['carrier', 'trackingNumber', 'shippedDate', 'deliveredDate', 'address', 'notes'] as const;

export function DeviceShipmentsTab({ deviceId }: { deviceId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [editing, setEditing] = useState<Shipment | 'new' | null>(null);
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['deviceShipments', deviceId],
    queryFn: () => dataProvider.call(c.getDeviceShipments, { query: { deviceId } }),
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  const label = (source: string) => translate(`resources.deviceShipments.fields.${source}`);
  const cell = (s: Shipment, source: (typeof COLUMNS)[number]) => {
    if (source === 'deliveredDate' && !s.deliveredDate && s.shippedDate) return <Chip size="small" variant="outlined" label={translate('resources.deviceShipments.in_transit')} />;
    if (source === 'shippedDate' || source === 'deliveredDate') return formatDate(s[source]);
    return s[source] ?? '';
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {translate('resources.deviceShipments.add')}
        </Button>
      </Box>
      {data.length === 0 ? (
        <Alert severity="info">{translate('resources.deviceShipments.empty')}</Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('resources.deviceShipments.name', { smart_count: 2 })}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((source) => (
                  <TableCell key={source}>{label(source)}</TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate('ra.action.edit')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.id}>
                  {COLUMNS.map((source) => (
                    <TableCell key={source}>{cell(s, source)}</TableCell>
                  ))}
                  <TableCell padding="checkbox">
                    <IconButton aria-label={`${translate('resources.deviceShipments.edit')}: ${s.carrier} ${formatDate(s.shippedDate)}`} onClick={() => setEditing(s)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <ShipmentDialog
          deviceId={deviceId}
          shipment={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refetch();
          }}
        />
      )}
    </Box>
  );
}
