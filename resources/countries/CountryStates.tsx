import type { RaRecord } from 'react-admin';
import { EditableList } from '../../src/components/EditableList';
import states from '../states';

/** The states of the country being edited. */
export function CountryStates({ record }: { record: RaRecord }) {
  return <EditableList descriptor={states} filter={{ countryId: record.id }} title="resources.countries.states" />;
}
