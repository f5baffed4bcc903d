/**
 * The vehicles that can be rated: makes, models and model years of NHTSA's vPIC database (server/shared/vpic.ts).
 * A make is one whose manufacturer identifiers (WMI) make passenger cars or multipurpose passenger vehicles; a
 * make's models in a year are the Model values of the VIN schemas its WMIs (cars, MPVs and trucks: the F-150 is a
 * truck) use in that year, as vPIC's own GetModelsForMakeYear reads them. Each answer is kept in memory once read.
 */
import { vpic } from '../../shared/vpic';

const VEHICLE_TYPES = { passengerCar: 2, truck: 3, mpv: 7 } as const;
const MODEL_ELEMENT = 28;

const MAKES = `SELECT DISTINCT mk.Name AS name FROM Make mk
  JOIN Wmi_Make wm ON wm.MakeId = mk.Id JOIN Wmi w ON w.Id = wm.WmiId
  WHERE w.VehicleTypeId IN (${VEHICLE_TYPES.passengerCar}, ${VEHICLE_TYPES.mpv})
    AND EXISTS (SELECT 1 FROM Wmi_VinSchema s WHERE s.WmiId = w.Id)`;
const MODELS = `SELECT DISTINCT mo.Name AS name FROM Make mk
  JOIN Wmi_Make wm ON wm.MakeId = mk.Id JOIN Wmi w ON w.Id = wm.WmiId
  JOIN Wmi_VinSchema s ON s.WmiId = w.Id AND ? BETWEEN s.YearFrom AND coalesce(s.YearTo, 9999)
  JOIN Pattern p ON p.VinSchemaId = s.VinSchemaId AND p.ElementId = ${MODEL_ELEMENT}
  JOIN Model mo ON mo.Id = CAST(p.AttributeId AS INTEGER)
  JOIN Make_Model mm ON mm.ModelId = mo.Id AND mm.MakeId = mk.Id
  WHERE mk.Name = ? AND w.VehicleTypeId IN (${VEHICLE_TYPES.passengerCar}, ${VEHICLE_TYPES.truck}, ${VEHICLE_TYPES.mpv})`;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: string, b: string) => collator.compare(a, b);
/** Names by their lower case, to find one however it is typed (the lists are read once, looked up on every request). */
const indexed = (list: string[]) => new Map(list.map((name) => [name.toLowerCase(), name]));

async function names(query: string, params: unknown[]): Promise<string[]> {
  const [result] = await (await vpic()).exec(query, params);
  return (result?.values ?? []).map((row) => String(row[0])).sort(byName);
}

let makes: Promise<{ list: string[]; byKey: Map<string, string> }> | undefined;
const models = new Map<string, Promise<{ list: string[]; byKey: Map<string, string> }>>();

function readMakes() {
  makes ??= names(MAKES, [])
    .then((list) => ({ list, byKey: indexed(list) }))
    .catch((err: unknown) => {
      makes = undefined;
      throw err;
    });
  return makes;
}

/** The passenger-vehicle makes, by name. */
export async function vehicleMakes(): Promise<string[]> {
  return (await readMakes()).list;
}

/** The make as vPIC spells it, or undefined for one it does not know. */
export async function findMake(make: string): Promise<string | undefined> {
  return (await readMakes()).byKey.get(make.trim().toLowerCase());
}

function readModels(make: string, year: number) {
  const key = `${make}\u0000${year}`;
  let found = models.get(key);
  if (!found) {
    found = names(MODELS, [year, make])
      .then((list) => ({ list, byKey: indexed(list) }))
      .catch((err: unknown) => {
        models.delete(key);
        throw err;
      });
    models.set(key, found);
  }
  return found;
}

/** A make's models in a model year, by name; empty for a make vPIC does not know. */
export async function vehicleModels(make: string, year: number): Promise<string[]> {
  const known = await findMake(make);
  return known ? (await readModels(known, year)).list : [];
}

/** The make, model and year as vPIC spells them, or undefined when vPIC does not know them together. */
export async function findVehicle(make: string, model: string, year: number): Promise<{ make: string; model: string; year: number } | undefined> {
  const known = await findMake(make);
  if (!known) return undefined;
  const knownModel = (await readModels(known, year)).byKey.get(model.trim().toLowerCase());
  return knownModel ? { make: known, model: knownModel, year } : undefined;
}
