/** The files browser's calls (contract/files.ts): list a folder, download a file, an image's thumbnail, upload. */
import { filesContract as c } from '../../../contract/files';
import { route } from '../../http/route';
import { downloadFile, listFolder } from './browse';
import { thumbnailOf } from './thumbnail';
import { uploadFile } from './upload';

export const filesRoutes = [
  route(c.list, async ({ query, db }) => listFolder(db, query.folder)),
  route(c.fileBase64, async ({ query, db }) => downloadFile(db, query.file)),
  route(c.thumbsBase64, async ({ query, db }) => thumbnailOf(db, query.path)),
  route(c.uploadBase64, async ({ body, db, user }) => uploadFile(db, { userId: user.id }, body, user.username)),
];
