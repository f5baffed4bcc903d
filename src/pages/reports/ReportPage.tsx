/**
 * admin/report: scan tools and report templates on one screen, a tab each
 * (kept in the URL as ?tab=templates). Each tab is its declared resource's
 * inline-editable list, filtered by app (0: all) and, for templates, by area;
 * a new row takes the filtered app and area, whose columns are then left out.
 */
import { Box, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import reportTemplates from '../../../resources/reportTemplates';
import { appFilterChoices, areaChoices } from '../../../resources/reportTemplates/reportModel';
import scanTools from '../../../resources/scanTools';
import { EditableList } from '../../components/EditableList';

const ALL = 'all';

function FilterSelect({ label, value, choices, onChange }: { label: string; value: string; choices: { id: number | string; name: string }[]; onChange: (v: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ width: 260 }}>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {translate(c.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function ReportPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'templates' ? 'templates' : 'tools';
  // A value the filters do not offer (a hand-edited URL) shows everything.
  const app = appFilterChoices.some((c) => String(c.id) === params.get('app')) ? (params.get('app') as string) : '0';
  const area = areaChoices.some((c) => String(c.id) === params.get('area')) ? (params.get('area') as string) : ALL;
  const set = (key: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if ((key === 'area' && value === ALL) || (key === 'app' && value === '0') || (key === 'tab' && value === 'tools')) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const appFilter = app === '0' ? {} : { appId: Number(app) };
  const t = (key: string) => translate(`resources.reportTemplates.page.${key}`);
  return (
    <Stack sx={{ mt: 1 }}>
      <Title title={t('title')} />
      <Tabs value={tab} onChange={(_e, v: string) => set('tab', v)} aria-label={t('title')}>
        <Tab value="tools" label={translate('resources.scanTools.name', { smart_count: 2 })} />
        <Tab value="templates" label={translate('resources.reportTemplates.name', { smart_count: 2 })} />
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <FilterSelect label={t('app')} value={app} choices={appFilterChoices} onChange={(v) => set('app', v)} />
        {tab === 'templates' && (
          <FilterSelect label={t('area')} value={area} choices={[{ id: ALL, name: 'resources.reportTemplates.areas.all' }, ...areaChoices]} onChange={(v) => set('area', v)} />
        )}
      </Stack>
      {/* Narrower cell padding: the templates' nine columns fit a laptop screen beside the menu. */}
      <Box sx={{ '& td, & th': { px: 1 } }}>
        {tab === 'tools' ? (
          <EditableList key="tools" descriptor={scanTools} filter={appFilter} title="resources.scanTools.name" hideFilteredColumns />
        ) : (
          <EditableList key="templates" descriptor={reportTemplates} filter={{ ...appFilter, ...(area === ALL ? {} : { area: Number(area) }) }} title="resources.reportTemplates.name" hideFilteredColumns />
        )}
      </Box>
    </Stack>
  );
}
