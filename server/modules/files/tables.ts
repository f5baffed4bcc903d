/** The files area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

/** The files browser's store (migration 0016): folder '' is the root; width, height and the thumbnail for images. */
export interface FilesTable {
  id: Generated<number>;
  folder: string;
  name: string;
  content_type: string;
  size: number;
  content: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
  created_by: string | null;
  date_created: Timestamp;
}

declare module '../../db/schema' {
  interface Database {
    files: FilesTable;
  }
}
