import DocumentScannerIcon from '@mui/icons-material/DocumentScannerOutlined';
import { defineEntry } from '../../src/declare/resourceEntry';

/** Scan types: its place in the console (src/declare/resourceEntry.ts); its declaration is ./index.ts. */
export default defineEntry({
  name: 'scanTypes',
  path: 'admin/catalogues/scantypes',
  messages: 'serviceCatalogue',
  recordRepresentation: 'text',
  icon: DocumentScannerIcon,
});
