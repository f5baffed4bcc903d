/** Step 1's checklist: ordered items, each with its text and whether it is required. */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChecklistItem } from '../../contract/scanpro';

export function ChecklistEditor({ items, onChange }: { items: ChecklistItem[]; onChange: (items: ChecklistItem[]) => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.scanpro.${key}`, args);
  const set = (i: number, item: ChecklistItem) => onChange(items.map((x, j) => (j === i ? item : x)));
  return (
    <Box component="section" aria-labelledby="scanpro-checklist">
      <Typography id="scanpro-checklist" variant="h6" component="h2">
        {t('checklist.title')}
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{t('checklist.empty')}</Typography>}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new items have no id yet, and an item's inputs keep no state of their own
          <Stack key={`${item.id}-${i}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField size="small" label={t('checklist.item', { n: i + 1 })} value={item.text} onChange={(e) => set(i, { ...item, text: e.target.value })} sx={{ flex: 1, maxWidth: 560 }} />
            <FormControlLabel control={<Checkbox checked={item.required} onChange={(e) => set(i, { ...item, required: e.target.checked })} />} label={t('fields.required')} />
            <IconButton aria-label={t('checklist.remove', { n: i + 1 })} onClick={() => onChange(items.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={() => onChange([...items, { id: 0, text: '', required: false }])} sx={{ mt: 1 }}>
        {t('checklist.add')}
      </Button>
    </Box>
  );
}
