/**
 * The wizard's first step: the file to import (CSV, TSV, TXT or XLSX, at most IMPORT_MAX_BYTES, refused here when
 * larger), and the list's template to fill in: its importable fields' labels over one example row.
 */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { csvLine } from '../../contract/csv';
import { IMPORT_MAX_BYTES } from '../../contract/imports';
import { downloadCsv } from '../components/csv';
import type { ResourceDescriptor } from '../declare/defineResource';
import { formatSize } from '../pages/files/filesModel';
import { exampleCell, fieldLabel, type Importable } from './importFields';

/** The files the server reads. */
const EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx'];
const ACCEPT = EXTENSIONS.map((e) => `.${e}`).join(',');

/** Why a file is not uploaded (an i18n key of resources.imports.file), or null. */
function refusal(file: File): 'wrong_type' | 'too_big' | null {
  if (!EXTENSIONS.includes(file.name.split('.').pop()?.toLowerCase() ?? '')) return 'wrong_type';
  return file.size > IMPORT_MAX_BYTES ? 'too_big' : null;
}

interface Props {
  descriptor: ResourceDescriptor;
  fields: Importable[];
  busy: boolean;
  onUpload: (file: File) => void;
}

export function FileStep({ descriptor, fields, busy, onUpload }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.imports.file.${key}`, args);
  const refused = file && refusal(file);
  const size = (bytes: number) => formatSize(bytes, locale);
  const template = () =>
    downloadCsv(
      `${descriptor.name}-template`,
      csvLine(fields.map((f) => fieldLabel(descriptor, f.field.source, translate))),
      csvLine(fields.map((f) => exampleCell(f, translate, new Date()))),
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('intro', { max: size(IMPORT_MAX_BYTES) })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<FileIcon />} onClick={() => input.current?.click()} disabled={busy}>
          {t('choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={t('choose')}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            // The same file chosen again (after fixing it) is read again.
            e.target.value = '';
          }}
        />
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {file ? t('chosen', { name: file.name, size: size(file.size) }) : t('none')}
        </Typography>
      </Stack>
      {refused && (
        <Alert severity="warning" role="alert">
          {t(refused, { size: size(file.size), max: size(IMPORT_MAX_BYTES) })}
        </Alert>
      )}
      <Stack spacing={0.5}>
        <Button startIcon={<DownloadIcon />} onClick={template} sx={{ alignSelf: 'flex-start' }}>
          {t('template')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('template_help')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={() => file && onUpload(file)} disabled={!file || Boolean(refused) || busy}>
          {t('upload')}
        </Button>
        <Typography variant="body2" role="status">
          {busy && t('uploading')}
        </Typography>
      </Stack>
    </Stack>
  );
}
