/**
 * Uploads a picked file into the folder shown. A real button opens the browser's file picker (so it is
 * reached and pressed by keyboard); a file over 10 MB is refused here, anything else the server refuses is
 * handed to `onRefused` with the server's message, which names what is wrong.
 */
import UploadIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FileEntry } from '../../../contract/files';
import { errorMessage } from '../../components/useAlert';
import { ACCEPT, tooLarge, uploadName } from './filesModel';
import { useUpload } from './queries';

interface Props {
  folder: string;
  onUploaded: (file: FileEntry) => void;
  onRefused: (name: string, message: string) => void;
}

/** What the server said is wrong, without the field's API name it prefixes `message` with: `errors[].message` when given. */
function reason(error: unknown): string {
  const errors = (error as { body?: { errors?: { message: string }[] } } | null)?.body?.errors;
  return errors?.length ? errors.map((e) => e.message).join('; ') : errorMessage(error);
}

export function UploadButton({ folder, onUploaded, onRefused }: Props) {
  const translate = useTranslate();
  const upload = useUpload();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const refusalReason = (e: unknown) => translate(reason(e), { _: reason(e) });
  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (tooLarge(file)) return onRefused(uploadName(file), translate('resources.files.page.too_large'));
    setBusy(true);
    try {
      onUploaded(await upload(folder, file));
    } catch (e) {
      onRefused(uploadName(file), refusalReason(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()} loading={busy} loadingPosition="start">
        {translate('resources.files.page.upload')}
      </Button>
      <input ref={input} type="file" hidden accept={ACCEPT} data-testid="file-upload" onChange={(e) => send(e.target.files?.[0])} />
    </>
  );
}
