/** The solution switch (spec §1): one button per solution; the chosen one switches the channel type. */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SOLUTIONS, type SolutionId } from '../../contract/solutions';
import { useRequestNames } from './requestNames';

export function SolutionSwitch({ value, onChange }: { value: SolutionId; onChange: (solution: SolutionId) => void }) {
  const translate = useTranslate();
  const names = useRequestNames();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={value}
      onChange={(_, next: SolutionId | null) => next !== null && onChange(next)}
      aria-label={translate('resources.chat.page.solution')}
    >
      {Object.values(SOLUTIONS).map((id) => (
        <ToggleButton key={id} value={id}>
          {names.solution(id)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
