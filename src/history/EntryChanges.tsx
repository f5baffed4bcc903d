/**
 * The fields a change set, each as its label in the console's language and its value before → after, as staff see
 * them; unchanged fields left out. Used by the history panel, its comparison with now, the revert's confirmation
 * and the Activity screen's rows.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChangeValue, isLongText, WordChange } from './ChangeValue';
import type { FieldChange } from './entryDiff';

/** A field's label: its resource's, or its name made readable ("periodAmount" → "Period amount"). */
export function useFieldLabel(resource: string | undefined) {
  const translate = useTranslate();
  return (source: string) => {
    const readable = source
      .split('.')
      .pop()!
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/^./, (c) => c.toUpperCase());
    return resource ? translate(`resources.${resource}.fields.${source}`, { _: readable }) : readable;
  };
}

export function EntryChanges({ changes, resource, labels }: { changes: readonly FieldChange[]; resource?: string; labels?: { before: string; after: string } }) {
  const translate = useTranslate();
  const label = useFieldLabel(resource);
  if (changes.length === 0) return <Typography variant="body2">{translate('resources.history.no_fields')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 1 }}>
      {changes.map((change) => (
        <Box key={change.source} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
            {label(change.source)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`change-${change.source}`}>
            {isLongText(change.before, change.after, change.field) ? (
              <WordChange before={change.before} after={change.after} />
            ) : (
              <>
                <Box component="span" aria-label={labels?.before ?? translate('resources.history.before')} sx={{ color: 'text.secondary' }}>
                  <ChangeValue field={change.field} value={change.before} of={change.records.before} />
                </Box>
                <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
                  →
                </Box>
                <Box component="span" aria-label={labels?.after ?? translate('resources.history.after')} sx={{ fontWeight: 600 }}>
                  <ChangeValue field={change.field} value={change.after} of={change.records.after} />
                </Box>
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
