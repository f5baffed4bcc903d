/** The files browser's calls, cached by react-query: a folder's listing, an image's thumbnail, a download and an upload. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { type FileEntry, filesContract } from '../../../contract/files';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { base64Blob, fileBase64, uploadName } from './filesModel';

const SCREEN = 'files';

export function useFolder(folder: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [SCREEN, 'list', folder],
    queryFn: () => dataProvider.call(filesContract.list, { query: { folder } }),
    retry: false,
  });
}

/** The server's thumbnail of an image, as a data: URL; kept for the session (a file never changes once stored). */
export function useThumbnail(path: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [SCREEN, 'thumb', path],
    queryFn: async () => {
      const thumb = await dataProvider.call(filesContract.thumbsBase64, { query: { path } });
      return { src: `data:${thumb.contentType};base64,${thumb.contentBase64}`, width: thumb.width, height: thumb.height };
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Fetches a file and has the browser save it under its name (never shown inline). */
export function useDownload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (file: Pick<FileEntry, 'path' | 'name'>) => {
    const content = await dataProvider.call(filesContract.fileBase64, { query: { file: file.path } });
    const href = URL.createObjectURL(base64Blob(content.contentBase64, 'application/octet-stream'));
    const a = Object.assign(document.createElement('a'), { href, download: content.name });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
}

/** Uploads a picked file into `folder`, then lists the folder (and its parents' counts) again. */
export function useUpload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  return async (folder: string, file: File) => {
    const body = { folder, fileName: uploadName(file), contentBase64: await fileBase64(file) };
    const saved = await dataProvider.call(filesContract.uploadBase64, { body });
    await client.invalidateQueries({ queryKey: [SCREEN, 'list'] });
    return saved;
  };
}
