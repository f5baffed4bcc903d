/**
 * Demo vehicle identification numbers that pass the check-digit test
 * (ISO 3779 / 49 CFR 565): a real manufacturer prefix, the model-year letter
 * in position 10 and the check digit in position 9, so a VIN decoder reads them.
 */
import type { Random } from './random';

/** The characters a VIN may hold: no I, O or Q. */
const CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VALUES: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year letters from 2010 (the cycle skips I, O, Q, U, Z and 0). */
const YEARS_FROM_2010 = 'ABCDEFGHJKLMNPRSTVWXY';

/** The check digit of a 17-character VIN (position 9 is ignored). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce((total, ch, i) => total + (VALUES[ch] ?? Number(ch)) * WEIGHTS[i], 0);
  const digit = sum % 11;
  return digit === 10 ? 'X' : String(digit);
}

/** A VIN of a vehicle built in `year` (2010–2030) by the maker with this world manufacturer identifier. */
export function demoVin(random: Random, wmi: string, year: number): string {
  const chars = (n: number) => Array.from({ length: n }, () => random.pick([...CHARS])).join('');
  const serial = String(random.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi}${chars(5)}0${YEARS_FROM_2010[year - 2010]}${chars(1)}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
