/** Step 3: the answers the criteria ask about (ADAS, airbag, damaged areas) and the checklist ticked. */
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Answers, type ChecklistItem, DAMAGE_AREAS } from '../../contract/scanpro';

export function AnswersStep({ answers, checklist, onChange }: { answers: Answers; checklist: ChecklistItem[]; onChange: (a: Answers) => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.scanpro.${key}`);
  const yesNo = (field: 'adasEquipped' | 'airbagDeployed') => (
    <FormControl>
      <FormLabel id={`scanpro-${field}`}>{t(`fields.${field}`)}</FormLabel>
      <RadioGroup row aria-labelledby={`scanpro-${field}`} value={answers[field] ? 'yes' : 'no'} onChange={(e) => onChange({ ...answers, [field]: e.target.value === 'yes' })}>
        <FormControlLabel value="yes" control={<Radio />} label={t('answers.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('answers.no')} />
      </RadioGroup>
    </FormControl>
  );
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  return (
    <Stack spacing={2}>
      {yesNo('adasEquipped')}
      {yesNo('airbagDeployed')}
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('fields.damageAreas')}</FormLabel>
        <FormGroup row>
          {DAMAGE_AREAS.map((area) => (
            <FormControlLabel
              key={area}
              control={<Checkbox checked={answers.damageAreas.includes(area)} onChange={(e) => onChange({ ...answers, damageAreas: toggle(answers.damageAreas, area, e.target.checked) })} />}
              label={t(`details.${area}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('checklist.title')}</FormLabel>
        <FormGroup>
          {checklist.map((item) => (
            <FormControlLabel
              key={item.id}
              control={<Checkbox checked={answers.checked.includes(item.id)} onChange={(e) => onChange({ ...answers, checked: toggle(answers.checked, item.id, e.target.checked) })} />}
              label={item.required ? `${item.text} ${t('answers.required')}` : item.text}
            />
          ))}
        </FormGroup>
      </Box>
    </Stack>
  );
}
