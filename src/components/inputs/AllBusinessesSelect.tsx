/**
 * The all-business dropdown (spec §9): every business, loaded once with
 * pageSize 10000, offset 0, sorted by name ascending, then narrowed as the user
 * types; only the options in view are rendered (VirtualListbox).
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type BusinessRow, businessContract } from '../../../contract/business';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { OPTION_HEIGHT, VirtualListbox } from './VirtualListbox';

export const ALL_BUSINESSES_QUERY = { pageSize: 10_000, offset: 0, orderBy: 'name', sortBy: 'asc' } as const;

type Option = Pick<BusinessRow, 'id' | 'name' | 'shopId' | 'city'>;
const label = (o: Option) => `${o.name} (${o.shopId})`;

/** Every word typed must occur in the name, shop id or city, in any order and any case. */
export function matchBusinesses(options: Option[], typed: string): Option[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((o) => {
    const text = `${o.name} ${o.shopId} ${o.city ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export function AllBusinessesSelect({
  label: title,
  value,
  onChange,
  autoFocus,
}: {
  label: string;
  value?: number | null;
  onChange: (business: Option | null) => void;
  /** Focused, and so open, as it appears (in place of GoToBusiness's plain field). */
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [highlighted, setHighlighted] = useState(-1);
  const shown = useRef<Option[]>([]);
  const { data, isPending } = useQuery({
    queryKey: ['allBusinesses'],
    enabled: open || Boolean(value),
    staleTime: 60_000,
    queryFn: () => dataProvider.call(businessContract.registered, { query: ALL_BUSINESSES_QUERY }),
  });
  const options: Option[] = data ?? [];
  return (
    <Autocomplete
      open={open}
      openOnFocus={autoFocus}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_e, picked) => onChange(picked)}
      inputValue={typed}
      onInputChange={(_e, text) => setTyped(text)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all, { inputValue }) => {
        shown.current = matchBusinesses(all, inputValue);
        return shown.current;
      }}
      onHighlightChange={(_e, option) => setHighlighted(option ? shown.current.indexOf(option) : -1)}
      loading={open && isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.list.empty')}
      renderOption={({ key, className, ...props }, o, { index }) => (
        // Autocomplete marks the highlighted option by hand, which misses an option rendered after the highlight moved to it.
        <li key={key} {...props} className={index === highlighted ? `${className} Mui-focused` : className} style={{ height: OPTION_HEIGHT, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', display: 'block', lineHeight: `${OPTION_HEIGHT - 12}px` }}>
          {label(o)}
          {o.city ? ` · ${o.city}` : ''}
        </li>
      )}
      // Rendered as Autocomplete's own styled listbox, so the options keep their look.
      slotProps={{ listbox: { component: VirtualListbox, highlighted } as never }}
      renderInput={(params) => <TextField {...params} size="small" label={title} autoFocus={autoFocus} />}
      sx={{ width: 340 }}
    />
  );
}
