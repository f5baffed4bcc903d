/** Field rules the contract files share: trimmed text within a length, an optional one, an id, a date. */
import { z } from 'zod';
import { r } from './refusal';

export const text = (max: number) => z.string().trim().min(1, r('must not be empty')).max(max, r`must be at most ${max} characters`);
export const optionalText = (max: number) => z.string().trim().max(max, r`must be at most ${max} characters`).nullable().optional();
/** A reference to another record: a positive id, or null for none. */
export const refId = z.number().int().min(1, r('must be an id')).nullable().optional();
export const isoDate = z.iso.date(r('must be a date (YYYY-MM-DD)'));
