/**
 * The files browser (spec §7 Files, screen admin/files): folders and files of a store kept in the database,
 * so every API process on one PostgreSQL sees the same files. A folder exists while a file is in it or
 * below it; uploading into a new folder makes it. Paths follow contract/filePath.ts. Answers carry the
 * bytes as base64, as the calls' names say.
 */
import { z } from 'zod';
import { endpoint } from './define';
import { MAX_PATH_CHARS, type PathKind, pathProblem } from './filePath';
import { r } from './refusal';

/** At most 10 MB a file (base64 adds a third). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A thumbnail fits in a square of this many pixels. */
export const THUMBNAIL_PIXELS = 160;
/** The types an upload may have, decided by its content: the extensions its name may end in. */
export const FILE_TYPES = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt', 'text', 'log', 'md'],
  'text/csv': ['csv'],
} as const;
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** An upload's body limit: its base64 content, whatever it decodes to, is within it (over MAX_FILE_BYTES decoded: 413). */
const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

const path = (kind: PathKind) =>
  // pathProblem names a long path too: the maximum, stated for the bounds test, stops before it (abort), so it is said once.
  z.string().max(MAX_PATH_CHARS, { message: r`must be at most ${MAX_PATH_CHARS} characters`, abort: true }).superRefine((value, ctx) => {
    const problem = pathProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const folderEntry = z.object({
  name: z.string(),
  path: z.string(),
  /** The files in it and in its folders. */
  fileCount: z.number().int(),
});
export type FolderEntry = z.infer<typeof folderEntry>;

export const fileEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  folder: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** An image the server makes thumbnails of (file/thumbsBase64). */
  isImage: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  dateCreated: z.string(),
  createdBy: z.string().nullable(),
});
export type FileEntry = z.infer<typeof fileEntry>;

export const folderListing = z.object({ folder: z.string(), folders: z.array(folderEntry), files: z.array(fileEntry) });
export type FolderListing = z.infer<typeof folderListing>;

export const fileContent = z.object({ name: z.string(), path: z.string(), contentType: z.string(), size: z.number().int(), contentBase64: z.string() });
export type FileContent = z.infer<typeof fileContent>;

export const thumbnail = z.object({ path: z.string(), contentType: z.string(), width: z.number().int(), height: z.number().int(), contentBase64: z.string() });
export type Thumbnail = z.infer<typeof thumbnail>;

export const filesContract = {
  list: endpoint({
    method: 'GET',
    path: 'file/list',
    summary: 'The folders and files of a folder (the root when folder is empty or absent), each sorted by name; 404 when no file is in or below the folder',
    query: z.strictObject({ folder: path('folder').default('') }),
    response: folderListing,
  }),
  fileBase64: endpoint({
    method: 'GET',
    path: 'file/fileBase64',
    summary: 'A file (its path: folder/name) with its content as base64, to download',
    query: z.strictObject({ file: path('file') }),
    response: fileContent,
  }),
  thumbsBase64: endpoint({
    method: 'GET',
    path: 'file/thumbsBase64',
    summary: `An image's thumbnail (WebP within ${THUMBNAIL_PIXELS}×${THUMBNAIL_PIXELS} pixels) as base64, made by the server with sharp when the image was uploaded (or on the first request, then kept); 400 for a file that is not an image`,
    query: z.strictObject({ path: path('file') }),
    response: thumbnail,
  }),
  uploadBase64: endpoint({
    method: 'POST',
    path: 'file/uploadBase64',
    summary:
      'Stores a file (base64) in a folder, making the folder if new: PNG, JPEG, GIF, WebP, PDF, plain text or CSV, decided by its content (the name must end in a matching extension), at most 10 MB; 409 when the folder has a file of that name. A refused upload writes nothing',
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: z.strictObject({
      folder: path('folder').default(''),
      fileName: path('name'),
      /** Over MAX_FILE_BYTES once decoded: 413, naming the limit. */
      contentBase64: z.string().min(1, r('must not be empty')).max(UPLOAD_BODY_LIMIT),
    }),
    response: fileEntry,
  }),
};
