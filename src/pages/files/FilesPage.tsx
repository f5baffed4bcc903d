/**
 * admin/files: the files browser (spec §7 Files). The folder shown is in the URL (`?folder=images/shops`),
 * so a reload, a link or the browser's back button shows it again. Uploads go into it; a refused one is
 * shown above the list with the server's reason until dismissed.
 */
import { Alert, Button, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { FileEntry } from '../../../contract/files';
import { errorMessage, useAlert } from '../../components/useAlert';
import { FileTable } from './FileTable';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { useDownload, useFolder } from './queries';
import { UploadButton } from './UploadButton';

export default function FilesPage() {
  const translate = useTranslate();
  const alert = useAlert();
  const [params, setParams] = useSearchParams();
  const folder = params.get('folder') ?? '';
  const listing = useFolder(folder);
  const download = useDownload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = (path: string) => {
    setRefusal(null);
    setParams(path ? { folder: path } : {});
  };
  const save = async (file: FileEntry) => {
    try {
      await download(file);
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('menu.items.files')} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FolderBreadcrumbs folder={folder} onOpen={open} />
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <UploadButton
            folder={folder}
            onUploaded={(file) => {
              setRefusal(null);
              alert.success('resources.files.page.uploaded', { name: file.name });
            }}
            onRefused={(name, message) => setRefusal(translate('resources.files.page.upload_refused', { name, message }))}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('resources.files.page.accepted')}
          </Typography>
        </Stack>
      </Stack>
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} slotProps={{ closeButton: { 'aria-label': translate('resources.files.page.dismiss') } }}>
          {refusal}
        </Alert>
      )}
      {listing.isPending ? (
        <Loading />
      ) : listing.error ? (
        <Alert severity="warning" action={folder ? <Button onClick={() => open('')}>{translate('resources.files.page.root')}</Button> : undefined}>
          {errorMessage(listing.error)}
        </Alert>
      ) : (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <FileTable listing={listing.data} onOpen={open} onDownload={save} />
        </Card>
      )}
    </Stack>
  );
}
