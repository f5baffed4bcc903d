/**
 * A make, a model year and a model picked by type-ahead (vPIC's makes; a make's models in the year chosen), in that
 * order since the models depend on both. Used by the page (its vehicle in the URL) and by the copy dialog (the
 * target). Keyboard: type, the first match is highlighted, Enter picks it, Tab goes on. A pick sends only the fields it
 * changes: two picks before the page is drawn again (a slow machine, a quick hand) both stand, where a whole vehicle
 * built from the last drawn one would drop the first.
 */
import { Alert, Autocomplete, createFilterOptions, Stack, TextField } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../src/components/useAlert';
import { useMakes, useModels } from './queries';
import { modelYears, type Vehicle } from './ragModel';

/** Thousands of makes: the first 100 matches of what is typed. */
const filterMakes = createFilterOptions<string>({ limit: 100 });

interface Props {
  value: Partial<Vehicle>;
  /** The fields a pick changes (undefined clears one), applied to the vehicle as last written. */
  onChange: (change: Partial<Vehicle>) => void;
  autoFocus?: boolean;
}

/** Side by side from sm up: make and model share the row, the year as wide as four digits and its buttons. */
const wide = { flex: { sm: '1 1 0' }, minWidth: { sm: 180 } };
const year = { flex: { sm: 'none' }, width: { sm: 150 } };

export function VehiclePicker({ value, onChange, autoFocus }: Props) {
  const translate = useTranslate();
  const makes = useMakes();
  const models = useModels(value.make, value.year);
  const years = useMemo(() => modelYears().map(String), []);
  const label = (field: string) => translate(`resources.ragRatings.fields.${field}`);

  // A model the new make or year does not have is dropped.
  useEffect(() => {
    if (value.model && models.isSuccess && !models.data.includes(value.model)) onChange({ model: undefined });
  }, [models.isSuccess, models.data, value.model, onChange]);

  const error = makes.error ?? models.error;
  const modelOptions = models.data ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Autocomplete
          options={makes.data ?? []}
          filterOptions={filterMakes}
          loading={makes.isPending}
          value={value.make ?? null}
          onChange={(_e, make) => onChange({ make: make ?? undefined, model: undefined })}
          autoHighlight
          sx={wide}
          renderInput={(params) => <TextField {...params} label={label('make')} size="small" autoFocus={autoFocus} />}
        />
        <Autocomplete
          options={years}
          value={value.year ? String(value.year) : null}
          onChange={(_e, year) => onChange({ year: year ? Number(year) : undefined })}
          autoHighlight
          sx={year}
          renderInput={(params) => <TextField {...params} label={label('year')} size="small" />}
        />
        <Autocomplete
          options={modelOptions}
          loading={models.isFetching}
          disabled={!value.make || !value.year}
          value={value.model && modelOptions.includes(value.model) ? value.model : null}
          onChange={(_e, model) => onChange({ model: model ?? undefined })}
          autoHighlight
          sx={wide}
          renderInput={(params) => <TextField {...params} label={label('model')} size="small" />}
        />
      </Stack>
      {error && <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>}
      {models.isSuccess && modelOptions.length === 0 && (
        <Alert severity="info">{translate('resources.ragRatings.page.no_models', { make: value.make, year: value.year })}</Alert>
      )}
    </Stack>
  );
}
