/** The search box and the 'show inactive' switch of the inline-editable list. */
import SearchIcon from '@mui/icons-material/Search';
import { FormControlLabel, InputAdornment, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ListSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      placeholder={translate('app.list.search')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.list.search') },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
      }}
    />
  );
}

export function ShowAllToggle({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const translate = useTranslate();
  return <FormControlLabel control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />} label={translate('app.list.show_all')} />;
}
