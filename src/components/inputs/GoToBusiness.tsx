/** "Go to business" on every business's page: the type-ahead over every business, loaded on first focus (LoadOnFocus). */
import { lazyView } from '../../declare/lazyView';
import { LoadOnFocus } from './LoadOnFocus';

const AllBusinessesSelect = lazyView(() => import('./AllBusinessesSelect'), 'AllBusinessesSelect');

export function GoToBusiness({ label, onChange }: { label: string; onChange: (business: { id: number } | null) => void }) {
  return <LoadOnFocus label={label} value="" size="small" sx={{ width: 340 }} picker={<AllBusinessesSelect label={label} onChange={onChange} autoFocus />} />;
}
