/** Pure helpers of the files browser: the breadcrumb of a folder, a file's type label key, sizes, and base64 to a download. */
import { FILE_TYPES, MAX_FILE_BYTES } from '../../../contract/files';

/** The folders from the root to `folder`, each with its path ('' the root). */
export function breadcrumb(folder: string): { name: string; path: string }[] {
  if (!folder) return [];
  const names = folder.split('/');
  return names.map((name, i) => ({ name, path: names.slice(0, i + 1).join('/') }));
}

const TYPE_KEYS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'text',
  'text/csv': 'csv',
};
/** The i18n key of a content type's label. */
export const typeKey = (contentType: string) => `resources.files.types.${TYPE_KEYS[contentType] ?? 'other'}`;

/** 1,234 bytes as "1.2 KB" (1 KB = 1024 bytes), in the console's language's digits. */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}

/** What the file picker offers: the extensions the server accepts. */
export const ACCEPT = Object.values(FILE_TYPES)
  .flat()
  .map((e) => `.${e}`)
  .join(',');

/**
 * A picked file's name as sent: in Unicode NFC (a Mac names files in NFD); the server refuses, in the
 * console's language, what is still wrong with it (contract/filePath.ts). A file over 10 MB is not sent at all.
 */
export function uploadName(file: { name: string }): string {
  return file.name.normalize('NFC');
}
export const tooLarge = (file: { size: number }) => file.size > MAX_FILE_BYTES;

/** The bytes of a base64 answer as a Blob, to hand to the browser as a download. */
export function base64Blob(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** A picked file's content as base64 (without the data: URL prefix). */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
