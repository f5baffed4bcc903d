/**
 * Deleting a tool make: the confirmation names what still uses it (the first page of
 * device/GetToolsForListing?toolMakeId: a make may have thousands of tools), and
 * offers Delete only when nothing does; the server refuses a make in use all the same (device/DeleteToolMake).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type ToolMake, toolsContract as c } from '../../contract/tools';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { toolMakesKey } from './toolMakesKey';

/** How many of the tools that use the make are named. */
const SHOWN = 5;

export function ToolMakeDelete({ make, onClose }: { make: ToolMake; onClose: () => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.toolMakes.${key}`, args);
  const users = useQuery({
    queryKey: ['tools', 'byMake', make.id],
    enabled: make.toolCount > 0,
    queryFn: () => dataProvider.call(c.getToolsForListing, { query: { toolMakeId: make.id, pageSize: SHOWN } }),
  });
  const remove = async () => {
    setPending(true);
    try {
      await dataProvider.call(c.deleteToolMake, { query: { id: make.id } });
      alert.success('resources.toolMakes.deleted', { name: make.name });
      onClose();
    } catch (err) {
      alert.error(errorMessage(err));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: toolMakesKey });
    }
  };
  const used = make.toolCount > 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby="tool-make-delete-title" aria-describedby="tool-make-delete-text">
      <DialogTitle id="tool-make-delete-title">{t('confirm_title', { name: make.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="tool-make-delete-text">{used ? t('used_by', { smart_count: make.toolCount }) : t('unused')}</DialogContentText>
        {used && (
          <List dense>
            {(users.data ?? []).map((tool) => (
              <ListItem key={tool.id} disableGutters>
                <ListItemText primary={tool.name} secondary={`${translate('resources.tools.fields.deviceSerialNumber')}: ${tool.deviceSerialNumber}`} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={remove} disabled={used || pending}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
