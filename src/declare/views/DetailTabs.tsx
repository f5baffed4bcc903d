/**
 * A detail page's tabs (the business's eight, the device's three): each panel is mounted the first time its
 * tab is shown and stays mounted (hidden) after; a tab whose form holds errors is marked. Each tab saves on
 * its own, so leaving one with unsaved edits asks first, as leaving the page does: a hidden tab never holds
 * edits that a save elsewhere, or the next page, would lose unseen. Labels: `resources.<resource>.tabs.<key>`.
 */
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { UnsavedScope, useLeaveGuard } from '../../components/unsavedChanges';

export function DetailTabs<K extends string>({
  resource,
  tabs,
  panel,
  withErrors,
}: {
  resource: string;
  tabs: readonly K[];
  panel: (key: K) => ReactNode;
  withErrors?: Set<string>;
}) {
  const translate = useTranslate();
  const [current, setCurrent] = useState<K>(tabs[0]);
  const [shown, setShown] = useState<Set<K>>(() => new Set([tabs[0]]));
  const leave = useLeaveGuard();
  const scope = (key: K) => `${resource}.${key}`;
  const show = (key: K) => {
    setCurrent(key);
    setShown((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  };
  const label = (key: K) => translate(`resources.${resource}.tabs.${key}`);
  return (
    <Card>
      <Tabs value={current} onChange={(_e, value: K) => leave(scope(current)).then((left) => left && show(value))} variant="scrollable" scrollButtons="auto" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((key) => (
          <Tab
            key={key}
            value={key}
            label={label(key)}
            icon={withErrors?.has(key) ? <ErrorIcon color="error" fontSize="small" aria-label={translate('app.validation.tab_errors')} /> : undefined}
            iconPosition="end"
            sx={withErrors?.has(key) ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      <CardContent>
        {tabs.map((key) => (
          <Box key={key} role="tabpanel" hidden={current !== key} aria-label={label(key)}>
            {shown.has(key) && (
              <UnsavedScope scope={scope(key)}>
                <Suspense fallback={<Loading />}>{panel(key)}</Suspense>
              </UnsavedScope>
            )}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
