/**
 * Device files (spec §2 admin/device-files, admin/device-file-detail/{id}; §7 Devices): the firmware,
 * configuration and calibration data files the device models use. Each has a file version, the device
 * manufacturer models it targets (app/GetDeviceManufactureAndModels), the release track it ships on (the
 * mobile settings' release tracks, lookup/GetReleaseTracks) and an active flag.
 *
 * UpdateDeviceFile with id 0 adds a file (new rows have id 0, spec §4); any other id updates it at its
 * version (a stale edit answers 409 `stale`). A name has each file version once, any case (409 duplicate).
 */
import { z } from 'zod';
import { endpoint, queryInt, rowId, version } from './define';
import { optionalText, text } from './fields';
import { r } from './refusal';

/** File type ids (ours: the spec names the kinds only); the console labels them `resources.deviceFiles.fileTypes.<key>`. */
export const DEVICE_FILE_TYPES = { firmware: 1, configuration: 2, calibrationData: 3 } as const;
const fileTypeIds: number[] = Object.values(DEVICE_FILE_TYPES);
export const TARGET_MODELS_MAX = 50;

export const deviceFile = z.object({
  id: z.number().int(),
  /** The file's name, such as techpro2-firmware.bin. */
  name: z.string(),
  fileTypeId: z.number().int(),
  /** The file's own version (4.18.2); `version` is the record's, for stale edits. */
  fileVersion: z.string(),
  /** The device manufacturer models it targets, by id. */
  targetModelIds: z.array(z.number().int()),
  releaseTrackId: z.number().int(),
  releaseNotes: z.string().nullable(),
  isActive: z.boolean(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  version: z.number().int(),
});
export type DeviceFile = z.infer<typeof deviceFile>;

export const deviceFileInput = z
  .strictObject({
    id: rowId,
    name: text(120).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, r('must be a file name of letters, digits, dots, dashes and underscores')),
    fileTypeId: z
      .int32()
      .refine((n) => fileTypeIds.includes(n), r`must be one of ${fileTypeIds.join(', ')}`),
    fileVersion: text(40).regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, r('must be a version such as 4.18.2 or 4.19.0-rc.1')),
    targetModelIds: z
      .array(z.int32().min(1, r('must be a device model id')))
      .min(1, r('must name at least one device model'))
      .max(TARGET_MODELS_MAX, r`must name at most ${TARGET_MODELS_MAX} device models`)
      .refine((ids) => new Set(ids).size === ids.length, r('must not name a device model twice')),
    releaseTrackId: z.int32().min(1, r('must be a release track id')),
    releaseNotes: optionalText(2000),
    isActive: z.boolean().default(true),
    version: version.optional(),
  })
  .refine((f) => f.id === 0 || f.version !== undefined, { path: ['version'], message: r('is required to update an existing record') });
export type DeviceFileInput = z.infer<typeof deviceFileInput>;

export const deviceFilesContract = {
  getAllDeviceFiles: endpoint({
    method: 'GET',
    path: 'device/GetAllDeviceFiles',
    summary: 'Every device file (inactive ones too), by name and newest file version first; deviceModelId: only the files that target that model',
    query: z.strictObject({ deviceModelId: queryInt.min(1, r('must be a device model id')).optional() }),
    response: z.array(deviceFile),
  }),
  getDeviceFileById: endpoint({
    method: 'GET',
    path: 'device/GetDeviceFileById',
    summary: 'One device file (404 when it does not exist)',
    query: z.strictObject({ id: queryInt.min(1, r('must be a device file id')) }),
    response: deviceFile,
  }),
  updateDeviceFile: endpoint({
    method: 'POST',
    path: 'device/UpdateDeviceFile',
    summary:
      'Adds (id 0) or updates (at its version; 409 stale) a device file with its target models, in one transaction; unknown models or release track answer 400 naming the field, a name and file version another file has 409 duplicate',
    body: deviceFileInput,
    response: deviceFile,
  }),
};
