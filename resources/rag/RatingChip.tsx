/** A rating shown as a chip: a dot of its colour and its text in the console's language (the colour never alone), 'Not rated' when none. */
import { Box, Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LookupItem } from '../../contract/lookup';
import { lookupText } from '../../contract/lookupText';
import { type Tone, toneOf } from './ragModel';

const COLOURS: Record<Tone, string> = { red: '#D32F2F', amber: '#F9A825', green: '#2E7D32', none: 'transparent' };
const HEX = /^#[0-9a-f]{6}$/i;

export function RatingChip({ item, text }: { item: LookupItem | undefined; text?: string | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (item && lookupText(item, locale)) ?? text ?? translate('resources.ragRatings.table.not_rated');
  const tone = toneOf(item ?? (text ? { text } : undefined));
  const colour = item?.stringValue && HEX.test(item.stringValue) ? item.stringValue : COLOURS[tone];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-tone={tone}
      icon={<Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colour, border: tone === 'none' ? '1px dashed' : 'none', flex: 'none' }} />}
      sx={{ borderColor: tone === 'none' ? undefined : colour, '& .MuiChip-icon': { ml: 0.75 } }}
    />
  );
}
