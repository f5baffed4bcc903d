/**
 * One value of a change as staff see it in the record's screen: a declared field through its display text (a
 * lookup id as its label, money as money, Yes/No, dates formatted); any other plainly. A long text changed shows
 * its words removed and added (./wordDiff.ts).
 */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../declare/defineResource';
import { useDisplayText } from '../declare/views/displayText';
import { wordDiff } from './wordDiff';

type Translate = ReturnType<typeof useTranslate>;

/** A value no field declares: a yes/no, a list, an object, or as it is; empty as a dash. */
export function plainText(value: unknown, translate: Translate): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'app.format.yes' : 'app.format.no');
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => plainText(v, translate)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

type Snapshot = Record<string, unknown> | null;

function DeclaredText({ field, value, of }: { field: FieldDef; value: unknown; of: Snapshot }) {
  // The field's display reads the value at its source in its record (with the currency its amount is in), or in a
  // record holding just this value.
  const record = { ...of } as Record<string, unknown>;
  const path = field.source.split('.');
  let at = record;
  path.slice(0, -1).forEach((key) => {
    at[key] = { ...(at[key] as object) };
    at = at[key] as Record<string, unknown>;
  });
  at[path[path.length - 1]] = value;
  const text = useDisplayText(field, record);
  return value === null || value === undefined || value === '' || text === '' ? '—' : text;
}

export function ChangeValue({ field, value, of = null }: { field?: FieldDef; value: unknown; of?: Snapshot }) {
  const translate = useTranslate();
  return field ? <DeclaredText field={field} value={value} of={of} /> : plainText(value, translate);
}

const LONG = 60;

/** Whether a change is of a long text, shown as a word diff. */
export const isLongText = (before: unknown, after: unknown, field?: FieldDef) =>
  (!field || field.kind === 'text' || field.kind === 'email') &&
  (typeof before === 'string' || typeof after === 'string') &&
  Math.max(String(before ?? '').length, String(after ?? '').length) > LONG;

export function WordChange({ before, after }: { before: unknown; after: unknown }) {
  const translate = useTranslate();
  // Each part keyed by where it starts in the two texts shown one after the other.
  let at = 0;
  const parts = wordDiff(String(before ?? ''), String(after ?? '')).map((part) => {
    const key = at;
    at += part.text.length;
    return { ...part, key };
  });
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part) =>
        part.change === 'same' ? (
          <span key={part.key}>{part.text}</span>
        ) : (
          <Box
            key={part.key}
            component={part.change === 'removed' ? 'del' : 'ins'}
            title={translate(part.change === 'removed' ? 'resources.history.removed' : 'resources.history.added')}
            sx={{ bgcolor: part.change === 'removed' ? 'error.light' : 'success.light', color: 'common.black', textDecoration: part.change === 'removed' ? 'line-through' : 'none' }}
          >
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}
