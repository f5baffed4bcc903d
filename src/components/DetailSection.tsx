/** A read-only detail page's parts: a titled section (a region named by its heading), a list of labelled facts, a list from a call. */
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingBar } from './LoadingBar';
import { errorMessage } from './useAlert';

export function DetailSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={id}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs as a description list; an empty value shows a dash. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A section's list from its own call: a progress bar while it loads, the error if it failed, `empty` when it holds nothing. */
export function QueryContent<T>({ query, empty, children }: { query: UseQueryResult<T[]>; empty: string; children: (rows: T[]) => ReactNode }) {
  const translate = useTranslate();
  if (query.isPending) return <LoadingBar />;
  if (!query.data) return <Alert severity="error">{translate(errorMessage(query.error), { _: errorMessage(query.error) })}</Alert>;
  if (query.data.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return <>{children(query.data)}</>;
}
