/**
 * A form's declared fields in titled groups (a partner's identity, contact, addresses), each a section of two
 * columns; without groups, one grid of them all, drawn a few fields at a time when `inTurns` (src/components/useInTurns.ts),
 * and what goes below the fields (`children`: the Save button) once they are all there. Group titles:
 * `resources.<resource>.fieldGroups.<key>`.
 */
import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import type { FieldDef } from '../defineResource';
import { useInTurns } from '../../components/useInTurns';
import { FieldInput } from './FieldInput';

export interface FieldGroup {
  key: string;
  /** The sources of its fields, in no particular order; one ending with a dot holds every field under it (`primaryAddress.`). */
  sources: string[];
}

const holds = (group: FieldGroup, source: string) => group.sources.some((s) => (s.endsWith('.') ? source.startsWith(s) : s === source));

/** The groups with their fields in the fields' order; a field no group holds lands in a last group, `other`. */
export function groupFields(fields: FieldDef[], groups: FieldGroup[]): { key: string; fields: FieldDef[] }[] {
  const placed = groups.map((g) => ({ key: g.key, fields: fields.filter((f) => holds(g, f.source)) })).filter((g) => g.fields.length > 0);
  const other = fields.filter((f) => !groups.some((g) => holds(g, f.source)));
  return other.length ? [...placed, { key: 'other', fields: other }] : placed;
}

function Grid({ fields }: { fields: FieldDef[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3 }}>
      {fields.map((f) => (
        <FieldInput key={f.source} field={f} />
      ))}
    </Box>
  );
}

function Group({ title, fields }: { title: string; fields: FieldDef[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 1.5 } }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Grid fields={fields} />
    </Box>
  );
}

/** Fields a turn adds to a grid drawn in turns: three rows of two. */
const FIELDS_PER_TURN = 6;

export function FieldGroups({ fields, groups, inTurns = false, children }: { fields: FieldDef[]; groups?: FieldGroup[]; inTurns?: boolean; children?: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  // Groups are drawn whole: a field added to an earlier group would move the later ones down.
  const shown = useInTurns(fields.length, inTurns && !groups ? FIELDS_PER_TURN : fields.length);
  return (
    <>
      {groups ? (
        groupFields(fields, groups).map((g) => <Group key={g.key} title={translate(`resources.${resource}.fieldGroups.${g.key}`)} fields={g.fields} />)
      ) : (
        <Grid fields={fields.slice(0, shown)} />
      )}
      {shown === fields.length && children}
    </>
  );
}
