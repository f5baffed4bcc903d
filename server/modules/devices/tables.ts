/** The devices area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema';

export interface DevicesTable {
  id: Generated<number>;
  serial_number: string;
  name: string;
  manufacturer: string;
  brand: string;
  model: string;
  /** Null while the device is in stock. */
  business_id: number | null;
  status_id: number;
  is_active: Generated<boolean>;
  date_created: Timestamp;
  date_updated: Timestamp;
  version: Generated<number>;
  /** Migration 0015: the device manufacturer model its manufacturer, brand and model come from. */
  device_model_id: number | null;
  server_profile_id: number | null;
  launch_account_id: number | null;
  assigned_date: Timestamp | null;
}

/** A device's shipments (migration 0015). */
export interface DeviceShipmentsTable {
  id: Generated<number>;
  device_id: number;
  carrier: string;
  tracking_number: string | null;
  shipped_date: string | null;
  delivered_date: string | null;
  address: string | null;
  notes: string | null;
  date_created: Timestamp;
  version: Generated<number>;
}

/** Devices per holder (0: in stock), kept by triggers (migration 0015). */
export interface DeviceCountsTable {
  holder_id: number;
  n: number;
}

/** Tool makes (migration 0017): a name once, any case. */
export interface ToolMakesTable {
  id: Generated<number>;
  name: string;
  date_created: Timestamp;
}

/** The tools a device carries (migration 0017), each of a make. */
export interface DeviceToolsTable {
  id: Generated<number>;
  device_id: number;
  tool_make_id: number;
  name: string;
  part_number: string | null;
  serial_number: string | null;
  calibration_due_date: ColumnType<string | null, string | null | undefined, string | null>;
  is_active: Generated<boolean>;
  date_created: Timestamp;
  version: Generated<number>;
}

/** Device files (migration 0017): firmware, configuration and calibration data; release_track_id a release track lookup item. */
export interface DeviceFilesTable {
  id: Generated<number>;
  name: string;
  file_type_id: number;
  file_version: string;
  release_track_id: number;
  release_notes: string | null;
  is_active: Generated<boolean>;
  date_created: Timestamp;
  date_updated: Timestamp;
  version: Generated<number>;
}

/** The device models a device file targets (migration 0017). */
export interface DeviceFileModelsTable {
  device_file_id: number;
  device_model_id: number;
}

declare module '../../db/schema' {
  interface Database {
    devices: DevicesTable;
    device_shipments: DeviceShipmentsTable;
    device_counts: DeviceCountsTable;
    tool_makes: ToolMakesTable;
    device_tools: DeviceToolsTable;
    device_files: DeviceFilesTable;
    device_file_models: DeviceFileModelsTable;
  }
}
