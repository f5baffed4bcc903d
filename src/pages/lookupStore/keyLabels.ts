/** Readable names of lookup keys and groups (resources.lookupItems.keys / groups), the raw name when none is known. */
import { useTranslate } from 'react-admin';

/** Messages are nested by dots, so a key's dots become underscores in its message name. */
export const messageName = (key: string) => key.replace(/\./g, '_');

export function useKeyLabels() {
  const translate = useTranslate();
  return {
    key: (key: string) => translate(`resources.lookupItems.keys.${messageName(key)}`, { _: key }),
    group: (group: string) => translate(`resources.lookupItems.groups.${messageName(group)}`, { _: group }),
  };
}
