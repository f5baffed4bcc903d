/**
 * The Notes tab: notes with their files, newest first. A new note is saved
 * (UpsertNote), then each file is attached (AddDocument, base64); a file that
 * fails alerts 'Something went wrong with the files.' (spec §8). A file is
 * downloaded by a link carrying a single-use download token (User/GetDownloadToken).
 * A note written or files chosen but not added are unsaved edits: leaving asks first.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { businessContract, MAX_NOTE_FILE_BYTES } from '../../contract/business';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formatDateTime } from '../../src/components/formats';
import { useUnsavedChanges } from '../../src/components/unsavedChanges';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { maxLengthOf } from '../../contract/keys';

const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function NotesTab({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(text.trim() !== '' || files.length > 0, () => {
    setText('');
    setFiles([]);
  });
  const { data: notes = [], refetch } = useQuery({
    queryKey: ['businessTab', 'notes', businessId],
    queryFn: () => dataProvider.call(businessContract.notes, { query: { key: businessId } }),
  });

  const add = async () => {
    if (!text.trim()) return alert.error('resources.business.notes.text_required');
    if (files.some((f) => f.size > MAX_NOTE_FILE_BYTES)) return alert.error('resources.business.notes.too_large');
    setBusy(true);
    try {
      const note = await dataProvider.call(businessContract.upsertNote, { body: { id: 0, businessId, text: text.trim() } });
      let filesFailed = false;
      for (const file of files) {
        try {
          await dataProvider.call(businessContract.addDocument, { body: { noteId: note.id, fileName: file.name, contentBase64: await toBase64(file) } });
        } catch {
          filesFailed = true;
        }
      }
      if (filesFailed) alert.error('app.alerts.files_failed');
      else alert.success('app.alerts.saved');
      setText('');
      setFiles([]);
    } catch (e) {
      alert.error(errorMessage(e));
    } finally {
      setBusy(false);
      await refetch();
    }
  };

  // The browser downloads the file itself, by a link that carries a single-use download token (not the bearer).
  const download = async (file: { id: number; name: string }) => {
    try {
      const href = await dataProvider.fileUrl(businessContract.noteFile, { id: file.id });
      const a = Object.assign(document.createElement('a'), { href, download: file.name });
      document.body.appendChild(a);
      a.click();
      a.remove();
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <TextField label={translate('resources.business.notes.new')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={3} fullWidth slotProps={{ htmlInput: { maxLength: maxLengthOf(businessContract.upsertNote, 'text') } }} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button component="label" startIcon={<AttachFileIcon />}>
              {translate('resources.business.notes.attach')}
              <input type="file" hidden multiple aria-label={translate('resources.business.notes.attach')} onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
            </Button>
            {files.map((f) => (
              <Chip key={f.name} label={f.name} onDelete={() => setFiles(files.filter((x) => x !== f))} />
            ))}
            <Box sx={{ flex: 1 }} />
            <Button variant="contained" onClick={add} disabled={busy}>
              {translate('resources.business.notes.add')}
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.business.notes.accepted')}
          </Typography>
        </CardContent>
      </Card>
      {notes.length === 0 && <Typography color="text.secondary">{translate('app.list.empty')}</Typography>}
      {notes.map((note) => (
        <Card key={note.id} variant="outlined" data-note={note.id}>
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(note.dateCreated)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.text}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {note.files.map((f) => (
                <Chip key={f.id} icon={<DownloadIcon />} label={f.name} onClick={() => download(f)} variant="outlined" />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
