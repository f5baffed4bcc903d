/**
 * A type-ahead picker of one reference (a status, a country, a state, a sales rep…): the choices by name, found by
 * any of their names as the user types (nameMatch.ts). MUI's Autocomplete, so it is loaded when first used
 * (ReferenceFilterField, FilterSelect). A value none of the choices has shows as it is, never blank.
 */
import { Autocomplete, type SxProps, TextField, type Theme } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { matchesName, type NamedChoice } from './nameMatch';

interface Props {
  label: ReactNode;
  choices: NamedChoice[];
  value: unknown;
  onChange: (value: number | string | undefined) => void;
  autoFocus?: boolean;
  loading?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

export function ReferencePicker({ label, choices, value, onChange, autoFocus, loading, size, sx }: Props) {
  const translate = useTranslate();
  const selected = useMemo(() => {
    if (value === undefined || value === null || value === '') return null;
    return choices.find((c) => String(c.id) === String(value)) ?? { id: value as number | string, name: String(value) };
  }, [choices, value]);
  const options = selected && !choices.includes(selected) ? [selected, ...choices] : choices;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_e, choice) => onChange(choice?.id)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => String(c.id)}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      filterOptions={(all, { inputValue }) => all.filter((c) => matchesName(c, inputValue))}
      openOnFocus
      autoHighlight
      loading={loading}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.list.no_matches')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      size={size}
      renderInput={(params) => <TextField {...params} label={label} autoFocus={autoFocus} />}
      sx={{ minWidth: 220, ...sx }}
    />
  );
}
