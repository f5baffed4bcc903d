/**
 * The demo business generator: pure and deterministic (a seeded PRNG), so the
 * same count gives the same businesses everywhere, from 40 in tests to 100,000
 * in the bench. It plans rows; businesses.ts inserts them.
 */
import type { Insertable } from 'kysely';
import type { BusinessInfoTable } from '../tables';
import {
  ADJECTIVES,
  COUNTRY_WEIGHTS,
  NAME_PATTERNS,
  PHONE_CC,
  type Place,
  PLACES,
  SPANISH_STREETS,
  STREET_SUFFIXES,
  STREETS,
  SPANISH_SURNAMES,
  SURNAMES,
} from './businessPlaces';
import type { Random } from '../../../db/seed/random';

/** The ids of the seeded lookups, by role; statuses carry their weights. */
export interface LookupIds {
  statuses: [number, number][];
  active: number;
  dispatchPriorities: number[];
  distributors: number[];
  salesReps: number[];
  referralSources: number[];
  annualRevenues: number[];
  monthlyRos: number[];
  locationCounts: number[];
  reportingGroups: number[];
  manufacturers: number[];
  oemCertifications: number[];
  insuranceDepartments: number[];
  services: number[];
}

export interface PlannedAddress {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  language: number;
}

export interface PlannedBusiness {
  business: {
    shop_id: string;
    sid: string | null;
    status_id: number;
    name: string;
    timezone: string;
    phone: string;
    phone_cc: string;
    language: number;
    bill_same_as_primary: boolean;
    dispatch_priority_id: number | null;
    distributor_id: number | null;
    sales_rep_id: number | null;
    referral_source_id: number | null;
    date_created: string;
  };
  primary: PlannedAddress;
  billing: PlannedAddress;
  info: Omit<Insertable<BusinessInfoTable>, 'business_id'>;
  country: Place['country'];
}

export interface PlanInput {
  /** The shop id, or how to make it from the business's country. */
  shopId: string | ((country: Place['country']) => string);
  /** A fixed name (partners), or one made from the city (regional groups); generated when absent. */
  name?: string | ((city: string) => string);
  country?: Place['country'];
  /** Top-level and regional organisations are always active corporate accounts. */
  organisation?: boolean;
}

/** Demo dates count back from a fixed day, so the data does not depend on when it is generated. */
const EPOCH = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

const maybe = (rng: Random, p: number, ids: number[]) => (ids.length > 0 && rng.chance(p) ? rng.pick(ids) : null);
const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');

function phoneOf(rng: Random, place: Place): string {
  switch (place.country) {
    case 'GB':
      return `${place.area} ${place.area.length === 3 ? '7946' : '496'} 0${digits(rng, 3)}`;
    case 'MX':
      return `${place.area} ${digits(rng, 4)} ${digits(rng, 8 - place.area.length)}`;
    case 'ES':
      return `${place.area}${digits(rng, 1)} ${digits(rng, 3)} ${digits(rng, 3)}`;
    default:
      return `(${place.area}) ${rng.int(201, 989)}-${digits(rng, 4)}`;
  }
}

function postalOf(rng: Random, place: Place): string {
  const letter = () => String.fromCharCode(65 + rng.int(0, 25));
  if (place.country === 'CA') return `${place.postal} ${rng.int(1, 9)}${letter()}${rng.int(0, 9)}`;
  if (place.country === 'GB') return `${place.postal} ${rng.int(1, 9)}${letter()}${letter()}`;
  return place.postal + digits(rng, 5 - place.postal.length);
}

function addressOf(rng: Random, place: Place, language: number): PlannedAddress {
  const spanish = place.country === 'MX' || place.country === 'ES';
  const street = spanish
    ? `${place.country === 'MX' ? 'Av.' : 'Calle'} ${rng.pick(SPANISH_STREETS)} ${rng.int(1, 480)}`
    : `${rng.int(10, 9899)} ${rng.pick(STREETS)} ${place.country === 'GB' ? 'Road' : rng.pick(STREET_SUFFIXES)}`;
  return { street, city: place.city, state: place.state, postal_code: postalOf(rng, place), country: place.country, language };
}

function nameOf(rng: Random, place: Place): string {
  const area = place.country === 'GB' ? 'british' : place.country === 'MX' || place.country === 'ES' ? 'spanish' : 'english';
  const surname = rng.pick(area === 'spanish' ? SPANISH_SURNAMES : SURNAMES);
  return rng.weighted(NAME_PATTERNS[area])({ surname, city: place.city, adjective: rng.pick(ADJECTIVES) });
}

function infoOf(rng: Random, ids: LookupIds, organisation: boolean): PlannedBusiness['info'] {
  const isSolera = rng.chance(0.15);
  const isOnyx = rng.chance(0.05);
  const makers = rng.sample(ids.manufacturers, rng.int(1, 3));
  let left = 100;
  const manufacturers = makers.map((id, i) => {
    const percent = i === makers.length - 1 ? left : 5 * rng.int(1, Math.max(1, left / 5 - (makers.length - i - 1)));
    left -= percent;
    return { id, percent };
  });
  return {
    is_mobile_client: rng.chance(0.15),
    is_enterprise_client: organisation || rng.chance(0.1),
    is_pro_tech_client: rng.chance(0.2),
    is_hunter_client: rng.chance(0.08),
    is_safelite_client: rng.chance(0.1),
    is_corporate_account: organisation || rng.chance(0.12),
    is_cap_link_member: rng.chance(0.07),
    is_solera: isSolera,
    is_onyx_client: isOnyx,
    solera_site_id_reference: isSolera ? `SOL-${digits(rng, 6)}` : null,
    onyx_client_reference: isOnyx ? `ONX${digits(rng, 7)}` : null,
    capricorn_number: rng.chance(0.2) ? `CAP${digits(rng, 6)}` : null,
    account_id: rng.chance(0.6) ? `ACC-${digits(rng, 8)}` : null,
    annual_revenue_id: maybe(rng, 0.8, ids.annualRevenues),
    monthly_ro_id: maybe(rng, 0.8, ids.monthlyRos),
    location_count_id: maybe(rng, 0.8, ids.locationCounts),
    reporting_group_id: maybe(rng, 0.7, ids.reportingGroups),
    manufacturers: JSON.stringify(manufacturers),
    oem_certification_ids: rng.sample(ids.oemCertifications, rng.int(0, 3)),
    insurance_department_ids: rng.sample(ids.insuranceDepartments, rng.int(0, 2)),
    service_ids: rng.sample(ids.services, rng.int(1, 4)),
  };
}

export function planBusiness(rng: Random, ids: LookupIds, input: PlanInput): PlannedBusiness {
  const country = input.country ?? rng.weighted(COUNTRY_WEIGHTS);
  const place = rng.pick(PLACES[country]);
  const language = country === 'MX' || country === 'ES' ? 2 : 1;
  const name = typeof input.name === 'function' ? input.name(place.city) : (input.name ?? nameOf(rng, place));
  const shopId = typeof input.shopId === 'function' ? input.shopId(country) : input.shopId;
  const sid = rng.chance(0.75) ? `S${rng.int(10_000_000, 99_999_999)}` : null;
  const phone = phoneOf(rng, place);
  const primary = addressOf(rng, place, language);
  const same = rng.chance(0.85);
  const billing = same ? primary : { ...addressOf(rng, place, language), street: `PO Box ${rng.int(100, 99_999)}` };
  const daysAgo = input.organisation ? rng.int(2200, 2900) : rng.int(0, 2190);
  return {
    business: {
      shop_id: shopId,
      sid,
      status_id: input.organisation ? ids.active : rng.weighted(ids.statuses),
      name,
      timezone: place.timezone,
      phone,
      phone_cc: PHONE_CC[country],
      language,
      bill_same_as_primary: same,
      dispatch_priority_id: maybe(rng, 0.9, ids.dispatchPriorities),
      distributor_id: maybe(rng, 0.7, ids.distributors),
      sales_rep_id: maybe(rng, 0.9, ids.salesReps),
      referral_source_id: maybe(rng, 0.6, ids.referralSources),
      date_created: new Date(EPOCH - daysAgo * DAY - rng.int(0, DAY - 1)).toISOString(),
    },
    primary,
    billing,
    info: infoOf(rng, ids, input.organisation ?? false),
    country,
  };
}
