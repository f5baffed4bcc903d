/**
 * A folder's contents as a table: its folders first (a button opens each), then its files with a preview
 * (the server's thumbnail for an image, an icon otherwise), size, type, date and a download button.
 */
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/Folder';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TableIcon from '@mui/icons-material/TableChartOutlined';
import { Box, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { FileEntry, FolderListing } from '../../../contract/files';
import { formatDateTime } from '../../components/formats';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FileThumbnail, PREVIEW_BOX } from './FileThumbnail';
import { formatSize, typeKey } from './filesModel';


function FileIcon({ file }: { file: FileEntry }) {
  if (file.isImage) return <FileThumbnail path={file.path} name={file.name} />;
  const Icon = file.contentType === 'application/pdf' ? PdfIcon : file.contentType === 'text/csv' ? TableIcon : ArticleIcon;
  return <Icon color="action" fontSize="large" />;
}

interface Props {
  listing: FolderListing;
  onOpen: (path: string) => void;
  onDownload: (file: FileEntry) => void;
}

export function FileTable({ listing, onOpen, onDownload }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const field = (name: string) => translate(`resources.files.fields.${name}`);
  const preview = { width: PREVIEW_BOX + 32, py: 1 };
  return (
    <Table size="small" aria-label={translate('resources.files.page.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={preview}>
            <Box component="span" sx={visuallyHidden}>
              {translate('resources.files.page.preview')}
            </Box>
          </TableCell>
          <TableCell>{field('name')}</TableCell>
          <TableCell align="right">{field('size')}</TableCell>
          <TableCell>{field('contentType')}</TableCell>
          <TableCell>{field('dateCreated')}</TableCell>
          <TableCell align="right">{translate('resources.files.page.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {listing.folders.map((f) => (
          <TableRow key={`folder:${f.path}`} hover data-folder={f.path}>
            <TableCell sx={preview}>
              <FolderIcon color="primary" fontSize="large" />
            </TableCell>
            <TableCell>
              <Link component="button" type="button" underline="hover" onClick={() => onOpen(f.path)} aria-label={translate('resources.files.page.open', { name: f.name })} sx={{ fontWeight: 600, fontSize: 'inherit', textAlign: 'left' }}>
                {f.name}
              </Link>
            </TableCell>
            <TableCell align="right">{translate('resources.files.page.file_count', { smart_count: f.fileCount })}</TableCell>
            <TableCell>{translate('resources.files.types.folder')}</TableCell>
            <TableCell />
            <TableCell />
          </TableRow>
        ))}
        {listing.files.map((f) => (
          <TableRow key={`file:${f.path}`} hover data-file={f.path}>
            <TableCell sx={preview}>
              <FileIcon file={f} />
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{f.name}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatSize(f.size, locale)}
            </TableCell>
            <TableCell>
              {translate(typeKey(f.contentType))}
              {f.width && f.height ? (
                <Typography variant="caption" color="text.secondary" component="div">
                  {f.width} × {f.height}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(f.dateCreated)}</TableCell>
            <TableCell align="right">
              <Tooltip title={translate('resources.files.page.download', { name: f.name })}>
                <IconButton onClick={() => onDownload(f)} aria-label={translate('resources.files.page.download', { name: f.name })}>
                  <DownloadIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {listing.folders.length === 0 && listing.files.length === 0 && (
          <TableRow>
            <TableCell colSpan={6}>
              <Typography color="text.secondary">{translate('resources.files.page.empty')}</Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
