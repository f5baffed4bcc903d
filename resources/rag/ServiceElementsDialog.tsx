/**
 * The service elements (GetServiceElementList, inactive ones included), each with its group and whether it is
 * active, added and edited in a small form (UpsertServiceElement: name, group from GetServiceElementGroups,
 * active) at its version: a duplicate name is shown on the name, a stale edit reloads the list. Each row's History
 * button shows its changes and puts them back (issue 33).
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ServiceElement } from '../../contract/rag';
import { ragKeys, useServiceElements } from './queries';
import { LoadError } from './RatingsTable';
import { ServiceElementForm } from './ServiceElementForm';
import { RowHistoryButton } from '../../src/history/RowHistoryButton';
import type { HistoryTarget } from '../../src/history/target';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { ImportButton } from '../../src/imports/ImportButton';
import { serviceElementList } from './serviceElementList';

/** A service element's history (its row's History button): its name, group and whether it is active. */
const elementHistory = (id: number): HistoryTarget => ({
  area: 'ragRatings',
  entity: 'serviceElement',
  recordId: id,
  kinds: { serviceElement: { resource: 'serviceElements', fields: [{ source: 'isActive', kind: 'boolean' }] } },
  shownBy: [ragKeys.elements],
});

export function ServiceElementsDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const elements = useServiceElements();
  const titleId = useId();
  const [editing, setEditing] = useState<ServiceElement | 'new' | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.serviceElements.list.${key}`, args);
  const f = (key: string) => translate(`resources.serviceElements.fields.${key}`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{translate('resources.serviceElements.name')}</DialogTitle>
      <DialogContent>
        {elements.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {elements.isError && <LoadError error={elements.error} />}
        {elements.isSuccess && elements.data.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
        {elements.isSuccess && elements.data.length > 0 && (
          <Table size="small" aria-label={t('caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{f('name')}</TableCell>
                <TableCell>{f('serviceElementGroupName')}</TableCell>
                <TableCell>{f('isActive')}</TableCell>
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {elements.data.map((e) => (
                <TableRow key={e.id}>
                  <TableCell component="th" scope="row">
                    {e.name}
                  </TableCell>
                  <TableCell>{e.serviceElementGroupName}</TableCell>
                  <TableCell>{e.isActive ? t('active') : t('inactive')}</TableCell>
                  <TableCell align="right">
                    <Button size="small" startIcon={<EditIcon />} aria-label={t('edit_element', { name: e.name })} onClick={() => setEditing(e)}>
                      {t('edit')}
                    </Button>
                    <RowHistoryButton target={elementHistory(e.id)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      {/* Its buttons wrap in a narrow window (390 px) rather than run out of the dialog. */}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
        <ExportCsvButton descriptor={serviceElementList} columns={serviceElementList.fields} rows={() => elements.data ?? []} />
        <ImportButton descriptor={serviceElementList} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {editing && <ServiceElementForm element={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Dialog>
  );
}
