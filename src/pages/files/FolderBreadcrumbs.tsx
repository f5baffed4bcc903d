/** The folders from the root to the one shown: each but the last opens its folder; the last is the current page. */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { breadcrumb } from './filesModel';

export function FolderBreadcrumbs({ folder, onOpen }: { folder: string; onOpen: (path: string) => void }) {
  const translate = useTranslate();
  const trail = [{ name: translate('resources.files.page.root'), path: '' }, ...breadcrumb(folder)];
  return (
    <Breadcrumbs aria-label={translate('resources.files.page.breadcrumb')} sx={{ '& ol': { flexWrap: 'wrap' } }}>
      {trail.map((crumb, i) =>
        i === trail.length - 1 ? (
          <Typography key={crumb.path} aria-current="page" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {crumb.name}
          </Typography>
        ) : (
          <Link key={crumb.path} component="button" type="button" underline="hover" onClick={() => onOpen(crumb.path)} sx={{ fontSize: 'inherit' }}>
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
