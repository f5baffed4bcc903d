/**
 * A report template in the inline-editable list: its preview (sample values,
 * sanitised by SafeHtml), a flag when a placeholder is unknown or malformed,
 * and a button opening the template editor, whose text replaces the cell's on Apply.
 */
import EditIcon from '@mui/icons-material/EditNoteOutlined';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { renderSample, templateTokens } from '../../contract/reportPlaceholders';
import { HintIconButton } from '../../src/components/Hint';
import { SafeHtml } from '../../src/components/SafeHtml';
import type { CellEditorProps } from '../../src/declare/defineResource';
import { TemplateEditor } from './TemplateEditor';

export function TemplateCell({ field, record, value, label, error, onChange }: CellEditorProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const text = String(value ?? '');
  const area = Number(record.area);
  const problems = templateTokens(text, area).filter((t) => t.status !== 'known').length;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 220, maxWidth: 300 }}>
      <Box
        role="group"
        aria-label={label}
        sx={{ flex: 1, minWidth: 0, maxHeight: '2.9em', overflow: 'hidden', fontSize: 13, lineHeight: 1.45, color: error ? 'error.main' : undefined, '& p': { m: 0 } }}
      >
        <SafeHtml html={renderSample(text, area)} />
      </Box>
      {problems > 0 && <Chip size="small" color="error" label={translate('resources.reportTemplates.editor.problems', { smart_count: problems })} />}
      <HintIconButton title="resources.reportTemplates.editor.edit" onClick={() => setDraft(text)}>
        <EditIcon fontSize="small" />
      </HintIconButton>
      <Dialog open={draft !== null} onClose={() => setDraft(null)} maxWidth="lg" fullWidth>
        <DialogTitle>{translate('resources.reportTemplates.editor.title')}</DialogTitle>
        <DialogContent>{draft !== null && <TemplateEditor value={draft} area={area} onChange={setDraft} maxLength={field.maxLength} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              onChange(draft ?? '');
              setDraft(null);
            }}
          >
            {translate('resources.reportTemplates.editor.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
