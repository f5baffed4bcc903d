/**
 * One entry per tenant, named by the solution it serves, with whether it is open now and when that changes (in
 * its zone), and its week at a glance. A toggle button each, named by all it shows (a name shorter than the visible
 * text would leave a speech-input user unable to say what they see: axe's label-content-name-mismatch).
 */
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StandardDay, Tenant } from '../../contract/openingHours';
import { tenantName } from './names';
import { openNowText } from './openNow';
import { weekSummary } from './weekSummary';

interface Props {
  tenants: Tenant[];
  days: StandardDay[];
  value: number;
  onChange: (tenantId: number) => void;
}

export function TenantChooser({ tenants, days, value, onChange }: Props) {
  const translate = useTranslate();
  const now = new Date();
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      onChange={(_e, next: number | null) => next !== null && onChange(next)}
      aria-label={translate('resources.openingHours.page.tenants')}
      sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}
    >
      {tenants.map((tenant) => {
        const week = weekSummary(
          days.filter((d) => d.tenantId === tenant.ID),
          translate,
        );
        return (
          <ToggleButton
            key={tenant.ID}
            value={tenant.ID}
            sx={{ display: 'block', textAlign: 'left', textTransform: 'none', width: 300, px: 2, py: 1 }}
          >
            <Box component="span" sx={{ display: 'block', fontWeight: 600, typography: 'subtitle2' }}>
              {tenantName(tenant, translate)}
            </Box>
            {/* Open in the darker (light mode) or lighter (dark mode) green: success.main falls under 4.5:1 on a selected button. */}
            <Box
              component="span"
              sx={{ display: 'block', typography: 'body2', color: (t) => (tenant.openNow.isOpen ? t.palette.success[t.palette.mode === 'dark' ? 'light' : 'dark'] : t.palette.text.secondary) }}
            >
              {openNowText(tenant, now, translate)}
            </Box>
            <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
              {week ? translate('resources.openingHours.open.week', { week }) : translate('resources.openingHours.open.no_week')}
            </Box>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
