/** How the opening-hours tables' `time` and `date` columns read: `HH:MM` and `YYYY-MM-DD`, the contract's forms. */
import { type RawBuilder, sql } from 'kysely';

export const wallClock = (column: string): RawBuilder<string | null> => sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`;
export const isoDate = (column: string): RawBuilder<string> => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
