/** An image's thumbnail as the server made it (file/thumbsBase64), in a fixed box; a placeholder while it loads or when it cannot be made. */
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useThumbnail } from './queries';

export const PREVIEW_BOX = 64;

export function FileThumbnail({ path, name }: { path: string; name: string }) {
  const translate = useTranslate();
  const thumb = useThumbnail(path);
  if (thumb.isPending) return <Skeleton variant="rounded" width={PREVIEW_BOX} height={PREVIEW_BOX} />;
  if (!thumb.data) return <BrokenImageIcon color="disabled" titleAccess={translate('resources.files.page.no_thumbnail')} />;
  return (
    <Box
      component="img"
      src={thumb.data.src}
      alt={translate('resources.files.page.thumbnail', { name })}
      width={thumb.data.width}
      height={thumb.data.height}
      sx={{ display: 'block', maxWidth: PREVIEW_BOX, maxHeight: PREVIEW_BOX, width: 'auto', height: 'auto', objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}
