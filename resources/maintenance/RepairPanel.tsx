/**
 * A repair in two phases: "Preview changes" asks the server what would change (nothing changes) and lists it;
 * "Apply…" asks for confirmation in a dialog (its Apply focused: Enter applies, Escape cancels, as in every dialog),
 * then applies and says how many records changed, listing them.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RepairItem, RepairResult } from '../../contract/maintenance';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { useRequestNames } from '../serviceRequests/useServiceRequest';

export interface RepairPanelProps {
  /** The repair, as a preview or applied. */
  run: (preview: boolean) => Promise<RepairResult>;
  /** Whether there is something to run it on (a technician, a location chosen). */
  ready?: boolean;
  /** The confirmation's question, given the count. */
  confirm: (count: number) => string;
  /** What changes in an item, in words. */
  change: (item: RepairItem) => string;
}

function RepairTable({ result, change, caption }: { result: RepairResult; change: (item: RepairItem) => string; caption: string }) {
  const translate = useTranslate();
  const names = useRequestNames();
  const c = (key: string) => translate(`resources.maintenance.repair.columns.${key}`);
  const more = result.count - result.items.length;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', p: 0.75, borderBottom: 1, borderColor: 'divider', fontSize: '0.875rem' } }}>
        <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', fontSize: '0.875rem', pb: 0.5 }}>
          {caption}
        </Box>
        <thead>
          <tr>
            {['request', 'shop', 'vin', 'status', 'technician', 'change'].map((k) => (
              <th key={k} scope="col">
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.items.map((item) => (
            <tr key={item.id} data-request={item.id}>
              <td>
                <Link component={RouterLink} to={`/dashboard/requests/${item.id}`}>
                  {item.id}
                </Link>
              </td>
              <td>
                <Link component={RouterLink} to={`/business/update/${item.businessId}`}>
                  {item.businessName}
                </Link>
              </td>
              <Box component="td" sx={{ fontFamily: 'monospace' }}>
                {item.vin}
              </Box>
              <td>{names.status(item.statusId)}</td>
              <td>{item.technicianName ?? '—'}</td>
              <td>{change(item)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      {more > 0 && <Typography variant="body2">{translate('resources.maintenance.repair.more', { smart_count: more })}</Typography>}
    </Box>
  );
}

export function RepairPanel({ run, ready = true, confirm, change }: RepairPanelProps) {
  const translate = useTranslate();
  const alert = useAlert();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.maintenance.repair.${key}`, args);
  const [preview, setPreview] = useState<RepairResult | null>(null);
  const [done, setDone] = useState<RepairResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const titleId = useId();

  const call = async (asPreview: boolean) => {
    setPending(true);
    try {
      const result = await run(asPreview);
      if (asPreview) {
        setPreview(result);
        setDone(null);
      } else {
        setPreview(null);
        setDone(result);
      }
    } catch (error) {
      alert.error(errorMessage(error));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" disabled={!ready || pending} onClick={() => call(true)}>
        {t('preview')}
      </Button>
      {preview && preview.count === 0 && <Alert severity="info">{t('nothing')}</Alert>}
      {preview && preview.count > 0 && (
        <>
          <Typography variant="body2">{t('willChange', { smart_count: preview.count })}</Typography>
          <RepairTable result={preview} change={change} caption={t('caption')} />
          <Button variant="contained" color="warning" disabled={pending} onClick={() => setConfirming(true)}>
            {t('applyCount', { smart_count: preview.count })}
          </Button>
        </>
      )}
      {done && (
        <>
          <Alert severity="success" role="status">
            {t('done', { smart_count: done.count })}
          </Alert>
          {done.count > 0 && <RepairTable result={done} change={change} caption={t('caption')} />}
        </>
      )}
      {preview && (
        <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{t('confirmTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{confirm(preview.count)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="warning" disabled={pending} onClick={() => call(false)}>
              {t('apply')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
