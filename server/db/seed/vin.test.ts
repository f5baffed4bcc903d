import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { demoVin, vinCheckDigit } from './vin';

describe('demo VINs', () => {
  it('compute the check digit of real VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it('are 17 valid characters with the maker, the model year and a correct check digit', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 200; i++) {
      const vin = demoVin(random, '1HG', 2018 + (i % 8));
      expect(vin).toMatch(/^1HG[A-HJ-NPR-Z0-9]{14}$/);
      expect(vin[9]).toBe('JKLMNPRS'[i % 8]);
      expect(vin[8]).toBe(vinCheckDigit(vin));
    }
  });
});
