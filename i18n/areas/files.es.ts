/** Spanish of the files browser (English: ./files.ts). */
import type { en } from './files';

export const es: typeof en = {
  resources: {
    files: {
      name: 'Archivo |||| Archivos',
      fields: {
        folder: 'Carpeta',
        file: 'Archivo',
        path: 'Archivo',
        fileName: 'Nombre del archivo',
        contentBase64: 'Contenido del archivo',
        name: 'Nombre',
        size: 'Tamaño',
        contentType: 'Tipo',
        dateCreated: 'Fecha',
      },
      page: {
        title: 'Archivos',
        breadcrumb: 'Ruta de la carpeta',
        root: 'Todos los archivos',
        summary: '%{folders} carpetas, %{files} archivos',
        upload: 'Subir archivo',
        accepted: 'PNG, JPEG, GIF, WebP, PDF, texto plano o CSV, de 10 MB como máximo.',
        uploaded: 'Se subió %{name}.',
        upload_refused: 'No se subió %{name}: %{message}',
        too_large: 'el archivo supera los 10 MB, el máximo que puede tener un archivo.',
        download: 'Descargar %{name}',
        open: 'Abrir la carpeta %{name}',
        preview: 'Vista previa',
        actions: 'Acciones',
        thumbnail: 'Miniatura de %{name}',
        no_thumbnail: 'Sin miniatura',
        empty: 'Esta carpeta no tiene archivos.',
        file_count: '1 archivo |||| %{smart_count} archivos',
        dismiss: 'Cerrar',
      },
      types: {
        folder: 'Carpeta',
        png: 'Imagen PNG',
        jpeg: 'Imagen JPEG',
        gif: 'Imagen GIF',
        webp: 'Imagen WebP',
        pdf: 'Documento PDF',
        text: 'Texto plano',
        csv: 'Tabla CSV',
        other: 'Archivo',
      },
    },
  },
};
