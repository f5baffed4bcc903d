import { describe, expect, it } from 'vitest';
import muiBuildFormatNumber from '../../node_modules/@mui/material/locale/utils/buildFormatNumber.mjs';
import buildFormatNumber from './buildFormatNumber';

describe('the lazy buildFormatNumber', () => {
  it('formats as MUI does, in any locale, a bad one included', () => {
    for (const locale of ['en-US', 'es-ES', 'de-DE', 'not a locale']) {
      const ours = buildFormatNumber(locale);
      const theirs = muiBuildFormatNumber(locale) as (value: number) => string;
      for (const value of [0, 1, -1, 1234567.891, 0.5, Number.NaN, Number.POSITIVE_INFINITY, -0]) expect(ours(value), `${locale} ${value}`).toBe(theirs(value));
    }
  });
});
