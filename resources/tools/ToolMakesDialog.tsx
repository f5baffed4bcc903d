/**
 * The tool makes (device/GetToolMakes), managed from a device's tools: a make added by name
 * (device/AddToolMake), and deleted once no tool uses it (ToolMakeDelete, device/DeleteToolMake).
 */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type ToolMake, toolsContract as c } from '../../contract/tools';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { ToolMakeDelete } from './ToolMakeDelete';
import { toolMakesKey } from './toolMakesKey';
import { maxLengthOf } from '../../contract/keys';

export function ToolMakesDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState<ToolMake | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.toolMakes.${key}`, args);
  const makes = useQuery({ queryKey: [...toolMakesKey, undefined], queryFn: () => dataProvider.call(c.getToolMakes)});
  const add = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      const added = await dataProvider.call(c.addToolMake, { body: { name: name.trim() } });
      alert.success('resources.toolMakes.added', { name: added.name });
      setName('');
      await queryClient.invalidateQueries({ queryKey: toolMakesKey });
    } catch (err) {
      alert.error(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="tool-makes-title" fullWidth maxWidth="sm">
      <DialogTitle id="tool-makes-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ pt: 1, alignItems: 'center' }}>
          <TextField size="small" label={t('new_make')} value={name} onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: maxLengthOf(c.addToolMake, 'name') } }} sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={pending || name.trim() === ''}>
            {t('add')}
          </Button>
        </Stack>
        {makes.data?.length === 0 && <Alert severity="info" sx={{ mt: 2 }}>{t('empty')}</Alert>}
        <List dense aria-label={t('title')}>
          {(makes.data ?? []).map((make) => (
            <ListItem
              key={make.id}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={t('delete', { name: make.name })} onClick={() => setDeleting(make)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={make.name} secondary={`${translate('resources.toolMakes.fields.toolCount')}: ${make.toolCount}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      {deleting && <ToolMakeDelete make={deleting} onClose={() => setDeleting(null)} />}
    </Dialog>
  );
}
