/**
 * What a screen tells the history panel (issue 33): which record (the area and kind the history names it by, and
 * its id) and how to show each kind of entry in it: the record's own and its parts' (a business's tabs), each with
 * its declared fields (their labels `resources.<resource>.fields.<source>` and how their values read) and its name.
 */
import type { FieldDef } from '../declare/defineResource';

export interface HistoryKind {
  /** The resource whose labels name the fields. */
  resource: string;
  fields: readonly FieldDef[];
  /** The i18n key naming this kind in an entry (a business tab's name); none for the record's own kind. */
  label?: string;
  /** Its entries of one record are told apart by their scope (a translation's, by language): "now" is the newest of the entry's scope. */
  byScope?: true;
}

export interface HistoryTarget {
  area: string;
  entity: string;
  recordId: number;
  /** Only the entries of this scope: a translation's language (its entries name the item, each in its language). */
  scopeId?: number;
  /** By entity: the kinds the record's entries are of. An entity not listed shows its fields by their names. */
  kinds: Readonly<Record<string, HistoryKind>>;
  /** The queries (by key prefix) that show the record on its screen: read again after a revert. */
  shownBy: readonly (readonly unknown[])[];
  /** Told after a revert, for a screen that keeps the record outside the query cache (a translation table's rows). */
  onReverted?: () => void;
}
