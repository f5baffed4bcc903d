/**
 * decoder/DecodeVin: real VINs of several makes decoded offline from vPIC's data (each checked against the data:
 * make, model, year and the submodels vPIC knows), and bad ones refused with their reason and no submodels.
 */
import { describe, expect, it } from 'vitest';
import { type DecodedVin, scanproContract as c } from '../../../contract/scanpro';
import { withTestApp } from '../../test/harness';
import { checkDigit } from './decoder';
import { caller, type Session, signIn } from './testFixtures';

const t = withTestApp();
let admin: Session;
const send = caller(t, () => admin);
const decode = async (vin: string, headers?: Record<string, string>) => {
  admin ??= await signIn(t, 'demo.admin');
  const res = await send(c.decodeVin, { query: { vin }, headers });
  expect(res.statusCode).toBe(200);
  return res.json<DecodedVin>();
};

describe('decoder/DecodeVin', () => {
  it.each([
    // corgi's README example (Hyundai), and VINs whose decoding was checked against vPIC's patterns.
    ['KM8K2CAB4PU001140', 'Hyundai', 'Kona', 2023, 'SE'],
    ['1HGCM82673A123456', 'Honda', 'Accord', 2003, 'EX-V6'],
    ['2HGFC2F50LH500001', 'Honda', 'Civic', 2020, 'LX'],
    ['5YJ3E1EA2KF317000', 'Tesla', 'Model 3', 2019, 'Model 3'],
    ['1FTFW1ET9DFC10312', 'Ford', 'F-150', 2013, 'Raptor SVT'],
    ['JTDKB20U593471526', 'Toyota', 'Prius', 2009, 'NHW20L'],
    // A European-built BMW: its check digit is not checked (outside North America VINs need none).
    ['WBA3A5C51CF256651', 'BMW', '328i', 2012, '3-Series'],
  ])('decodes %s as a %s %s %i, its submodel first', async (vin, make, model, year, submodel) => {
    const d = await decode(vin.toLowerCase());
    expect(d).toMatchObject({ vin, make, model, year, errors: [] });
    expect(d.submodels[0]).toBe(submodel);
    expect(new Set(d.submodels).size).toBe(d.submodels.length);
  });

  it('answers body, engine and fuel, and every trim vPIC knows for the make, model and year', async () => {
    const d = await decode('KM8K2CAB4PU001140');
    expect(d).toMatchObject({ body: 'SUV', fuel: 'Gasoline', engine: '2.0 L 4 cyl (MPI Nu PE)' });
    expect([...d.submodels].sort()).toEqual(['Limited', 'SE', 'SEL', 'SEL + Convenience Pkg/ N Line']);
  });

  it.each([
    ['1HGCM82633A123456', 'checkDigit'], // corgi's README example: its check digit is 3, the VIN's digits make 7
    ['KM8K2CAB4PU00114', 'length'],
    ['KM8K2CAB4PU0011400', 'length'],
    ['KM8K2CAB4PU00114O', 'characters'],
    ['1HGCM8267IA123456', 'characters'],
    ['9ZZZZ11199Z123456', 'manufacturer'],
    ['1HGCM8265UA123456', 'year'],
    ['WVWZZZ1J93W386752', 'model'], // a European Golf: vPIC has no pattern of it
  ])('refuses %s (%s) with its reason and no submodels', async (vin, code) => {
    const d = await decode(vin);
    expect(d.errors.map((e) => e.code)).toContain(code);
    expect(d.errors.every((e) => e.message.length > 0)).toBe(true);
    expect(d.submodels).toEqual([]);
  });

  it('says why in the caller’s language', async () => {
    const d = await decode('1HGCM82633A123456', { 'accept-language': 'es' });
    expect(d.errors).toEqual([{ code: 'checkDigit', message: 'El dígito de control (posición 9) no corresponde al VIN.' }]);
  });

  it('computes ISO 3779 check digits, X for 10', () => {
    expect(checkDigit('1HGCM82633A123456')).toBe('7');
    expect(checkDigit('KM8K2CAB4PU001140')).toBe('4');
    expect(checkDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('refuses a missing or absurd vin with 400', async () => {
    admin ??= await signIn(t, 'demo.admin');
    for (const query of [{}, { vin: '' }, { vin: 'X'.repeat(51) }, { vin: 'KM8K2CAB4PU001140', other: '1' }] as Record<string, string>[]) {
      expect((await send(c.decodeVin, { query })).statusCode).toBe(400);
    }
  });
});
