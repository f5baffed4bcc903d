/**
 * The RAG screens' pure rules: the model years offered (vPIC's, newest first), the vehicle kept in the URL, the
 * sort of the ratings, a rating's tone (red, amber, green: shown with its text, never by colour alone), the level
 * that means no rating, the totals of a copy's preview, and a stale answer told apart from other refusals.
 */
import { HttpError } from 'ra-core';
import type { CopyResult } from '../../contract/rag';

/** The first model year of NHTSA's vPIC data (the 17-character VIN); the last is next year's models. */
export const FIRST_MODEL_YEAR = 1981;

/** The model years offered, newest first. */
export function modelYears(now = new Date()): number[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: last - FIRST_MODEL_YEAR + 1 }, (_, i) => last - i);
}

export interface Vehicle {
  make: string;
  model: string;
  year: number;
}

/** A vehicle's make, year and model as far as the URL names them (`?make=Honda&year=2023&model=Civic`). */
export function vehicleOf(params: URLSearchParams): Partial<Vehicle> {
  const year = Number(params.get('year'));
  return {
    make: params.get('make') || undefined,
    year: Number.isInteger(year) && year >= FIRST_MODEL_YEAR && year <= 2100 ? year : undefined,
    model: params.get('model') || undefined,
  };
}

export const isComplete = (v: Partial<Vehicle>): v is Vehicle => Boolean(v.make && v.model && v.year);

export const vehicleName = (v: Vehicle) => `${v.make} ${v.model} ${v.year}`;

/** The URL's parameters with the vehicle's set (a missing part removed), the others kept. */
export function withVehicle(params: URLSearchParams, v: Partial<Vehicle>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['make', 'year', 'model'] as const) {
    const value = v[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export type RatingsOrder = 'name' | 'group' | 'rating';
export interface RatingsSort {
  orderBy: RatingsOrder;
  sortBy: 'asc' | 'desc';
}

/** The sort in the URL, the server's default (by group, ascending) when it names none. */
export function sortOf(params: URLSearchParams): RatingsSort {
  const orderBy = params.get('orderBy');
  return {
    orderBy: orderBy === 'name' || orderBy === 'rating' ? orderBy : 'group',
    sortBy: params.get('sortBy') === 'desc' ? 'desc' : 'asc',
  };
}

/** Sorting by a column: the same column turns the order round, another starts ascending. */
export const nextSort = (sort: RatingsSort, column: RatingsOrder): RatingsSort =>
  sort.orderBy === column ? { orderBy: column, sortBy: sort.sortBy === 'asc' ? 'desc' : 'asc' } : { orderBy: column, sortBy: 'asc' };

export type Tone = 'red' | 'amber' | 'green' | 'none';

/** A rating's tone, from its catalogue item: its text first (Red, Amber, Green and their Spanish), then its order (1, 2, 3). */
export function toneOf(item: { text?: string | null; intValue?: number | null } | undefined): Tone {
  if (!item) return 'none';
  const text = (item.text ?? '').trim().toLowerCase();
  if (/^(red|rojo)/.test(text)) return 'red';
  if (/^(amber|ámbar|ambar|yellow|amarillo)/.test(text)) return 'amber';
  if (/^(green|verde)/.test(text)) return 'green';
  return ({ 1: 'red', 2: 'amber', 3: 'green' } as Record<number, Tone>)[item.intValue ?? 0] ?? 'none';
}

/**
 * The catalogue's level that says "no rating" (the demo's 'Not rated': order 0, no tone), if it has one. A rating
 * select offers it once, as no rating (null), and a rating saved with it shows as none.
 */
export function notRatedLevel<L extends { text?: string | null; intValue?: number | null }>(levels: L[]): L | undefined {
  return levels.find((l) => (l.intValue ?? 0) === 0 && toneOf(l) === 'none');
}

/** The totals of a copy over every target. */
export function copyTotals(result: CopyResult): { added: number; changed: number; unchanged: number; targets: number } {
  const sum = (key: 'added' | 'changed' | 'unchanged') => result.targets.reduce((n, t) => n + t[key], 0);
  return { added: sum('added'), changed: sum('changed'), unchanged: sum('unchanged'), targets: result.targets.length };
}

/** Whether a failed call was refused as stale (409 `stale`: someone else saved first). */
export function isStale(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'stale';
}

/** The years offered as bulk-copy targets of the same model: ten either side of the source's (itself excluded), newest first. */
export function bulkYears(sourceYear: number, now = new Date()): number[] {
  return modelYears(now).filter((y) => y !== sourceYear && Math.abs(y - sourceYear) <= 10);
}
