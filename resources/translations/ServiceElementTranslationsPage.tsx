/** admin/rag/service-element-translation (spec §2, issue 16): the service elements' names, per language. */
import { SERVICE_ELEMENTS } from './kinds';
import { TranslationsPage } from './TranslationsPage';

const KINDS = [SERVICE_ELEMENTS];

export default function ServiceElementTranslationsPage() {
  return <TranslationsPage screen="serviceElementTranslation" kinds={KINDS} />;
}
