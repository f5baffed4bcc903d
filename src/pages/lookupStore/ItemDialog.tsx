/**
 * One lookup item's every field (spec §3), in a dialog: the declared inputs of `lookupItems`, the key fixed
 * once saved (an item never moves to another key), the parent picked among items. Saved with lookup/Upsert.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import type { LookupItem } from '../../../contract/lookup';
import { isTranslated } from '../../../contract/lookupTypes';
import lookupItems from '../../../resources/lookupItems';
import { formFields } from '../../declare/defineResource';
import { SPANISH_TEXT } from '../../declare/defineLookupResource';
import { FieldInput, validatorFor } from '../../declare/views/FieldInput';
import type { ItemRecord } from './queries';
import { ParentInput } from './ParentInput';

interface Props {
  record: ItemRecord | null;
  parents: LookupItem[];
  parentsPending: boolean;
  onClose: () => void;
  /** Saves the values; answers the refused fields (`{ source: message }`) to show on the inputs. */
  onSave: (values: ItemRecord) => Promise<Record<string, string> | undefined>;
}

const label = (translate: ReturnType<typeof useTranslate>, source: string) => translate(`resources.lookupItems.fields.${source}`);

export function ItemDialog({ record, parents, parentsPending, onClose, onSave }: Props) {
  const translate = useTranslate();
  if (!record) return null;
  const isNew = record.id === 0;
  const keyField = lookupItems.fields.find((f) => f.source === 'key');
  // The Spanish beside the text where the key's items are translated (not a name or code: a distributor, a setting).
  const fields = formFields(lookupItems).filter((f) => f.source !== 'key' && (f !== SPANISH_TEXT || isTranslated(String(record.key ?? ''))));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <Form record={record} onSubmit={(values: Record<string, unknown>) => onSave(values as ItemRecord)}>
        <DialogTitle>{translate(isNew ? 'resources.lookupItems.dialog.new' : 'resources.lookupItems.dialog.edit', { id: record.id })}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
            <TextField label={label(translate, 'id')} value={isNew ? translate('app.list.new') : record.id} disabled size="small" sx={{ mb: 1 }} />
            <TextInput source="key" label={label(translate, 'key')} disabled={!isNew} validate={keyField && validatorFor(keyField)} helperText={false} fullWidth />
            {fields.map((f) =>
              f.source === 'parentId' ? (
                <ParentInput key={f.source} items={parents} itemId={Number(record.id)} label={label(translate, f.source)} isPending={parentsPending} />
              ) : (
                <FieldInput key={f.source} field={f} label={label(translate, f.source)} />
              ),
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable={isNew} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
