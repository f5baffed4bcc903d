/** admin/translation (spec §2, issue 16): the report sections shops read, and the shop-facing apps' labels, per language. */
import { APP_LABELS, REPORT_SECTIONS } from './kinds';
import { TranslationsPage } from './TranslationsPage';

const KINDS = [REPORT_SECTIONS, APP_LABELS];

export default function ReportTranslationsPage() {
  return <TranslationsPage screen="translation" kinds={KINDS} />;
}
