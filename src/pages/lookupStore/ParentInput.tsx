/** An item's parent, picked among the items of every key (grouped by key), never the item itself. */
import { AutocompleteInput } from 'react-admin';
import type { LookupItem } from '../../../contract/lookup';
import { useKeyLabels } from './keyLabels';

interface Props {
  items: LookupItem[];
  itemId: number;
  label: string;
  isPending: boolean;
}

export function ParentInput({ items, itemId, label, isPending }: Props) {
  const labels = useKeyLabels();
  const choices = items.filter((i) => i.id !== itemId).map((i) => ({ id: i.id, name: i.text, group: labels.key(i.key) }));
  return (
    <AutocompleteInput
      source="parentId"
      label={label}
      choices={choices}
      isPending={isPending}
      groupBy={(choice) => String(choice.group)}
      parse={(v) => (v === '' || v === undefined ? null : v)}
      helperText={false}
      fullWidth
    />
  );
}
