/**
 * The language to translate into: the active languages of the languages catalogue (lookup/Languages), by code,
 * English left out (it is every item's source). Named "English name (native name)" where the catalogue has both.
 */
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { LookupItem } from '../../contract/lookup';
import { referencesContract } from '../../contract/references';
import type { AppDataProvider } from '../../dataProvider/adapter';

export interface Language {
  /** Its catalogue item's id: the scope of its translations' history entries. */
  id: number;
  code: string;
  name: string;
}

const SOURCE = 'en';

/** The languages items can be translated into, from the catalogue's items. */
export const targetLanguages = (items: LookupItem[]): Language[] =>
  items
    .filter((i) => i.isActive && i.stringValue && i.stringValue.toLowerCase() !== SOURCE)
    .map((i) => ({ id: i.id, code: i.stringValue as string, name: i.label && i.label !== i.text ? `${i.text} (${i.label})` : i.text }));

export function useTargetLanguages() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['translations', 'languages'],
    queryFn: async () => targetLanguages(await dataProvider.call(referencesContract.languages, { query: {} })),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

interface Props {
  languages: Language[];
  value: string;
  onChange: (code: string) => void;
  /** Edits not saved: the language stays until they are saved or discarded. */
  locked?: boolean;
}

export function LanguagePicker({ languages, value, onChange, locked = false }: Props) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('resources.translations.fields.code')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={locked}
      helperText={locked ? translate('resources.translations.page.language_locked') : undefined}
      // Why it is locked is read, not greyed out with the locked input (axe: color-contrast).
      slotProps={{ formHelperText: { sx: { '&, &.Mui-disabled': { color: 'text.secondary' } } } }}
      sx={{ minWidth: 260, alignSelf: 'flex-start' }}
    >
      {languages.map((l) => (
        <MenuItem key={l.code} value={l.code}>
          {l.name} · {l.code}
        </MenuItem>
      ))}
    </TextField>
  );
}
