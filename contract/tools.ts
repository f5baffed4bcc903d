/**
 * Device tools and tool makes (spec §3 Device: "device tools and tool makes exist"; §7 Devices): the
 * equipment a scan device works with in its shop (calibration frames, radar targets, VCIs...), each with
 * its make, part and serial numbers and the date its calibration is due. A device's tools are shown on
 * its Device tab (GetToolsForListing, paged); the makes are added and deleted there too.
 *
 * - Tools come with the demo data; the spec names no call that saves one.
 * - DeleteToolMake is a GET that writes: answered `no-store`, bearer token only (as every route). A make
 *   that tools still use is refused with 409 `in_use`, naming how many and which.
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { text } from './fields';
import { pagedListQuery } from './listQuery';
import { r } from './refusal';

export const toolMake = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many tools use the make: it can be deleted only at 0. */
  toolCount: z.number().int(),
});
export type ToolMake = z.infer<typeof toolMake>;

export const toolMakeInput = z.strictObject({ name: text(60) });
export type ToolMakeInput = z.infer<typeof toolMakeInput>;

export const tool = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  /** The device's serial number, for display. */
  deviceSerialNumber: z.string(),
  toolMakeId: z.number().int(),
  toolMakeName: z.string(),
  name: z.string(),
  partNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** YYYY-MM-DD; null for a tool that needs no calibration. */
  calibrationDueDate: z.string().nullable(),
  isActive: z.boolean(),
  dateCreated: z.string(),
  version: z.number().int(),
  /** On the first row of GetToolsForListing only (as device lists, spec §3). */
  TotalItems: z.number().int().optional(),
});
export type Tool = z.infer<typeof tool>;

export const TOOL_SORTABLE = ['name', 'toolMakeName', 'partNumber', 'serialNumber', 'calibrationDueDate', 'isActive', 'dateCreated', 'id'] as const;

const filters = {
  deviceId: queryInt.min(1, r`must be ${'a device'} id`).optional(),
  toolMakeId: queryInt.min(1, r('must be a tool make id')).optional(),
};

export const toolsContract = {
  getAllTools: endpoint({
    method: 'GET',
    path: 'device/GetAllTools',
    summary: "Every tool, by name: one device's (deviceId) or one make's (toolMakeId), or all",
    query: z.strictObject(filters),
    response: z.array(tool),
  }),
  getToolsForListing: endpoint({
    method: 'GET',
    path: 'device/GetToolsForListing',
    summary:
      "Tools page by page, filtered by device (deviceId) and make (toolMakeId). search: part of the name, make, part or serial number, any case; orderBy/sortBy: a TOOL_SORTABLE column (name asc by default). The first row carries the exact total as TotalItems (spec §3)",
    query: z.strictObject({ ...filters, ...pagedListQuery(TOOL_SORTABLE) }),
    response: z.array(tool),
  }),
  getToolMakes: endpoint({
    method: 'GET',
    path: 'device/GetToolMakes',
    summary: 'The tool makes by name, each with how many tools use it',
    response: z.array(toolMake),
  }),
  addToolMake: endpoint({
    method: 'POST',
    path: 'device/AddToolMake',
    summary: 'Adds a tool make; a name another make has, any case, is refused (409 duplicate)',
    body: toolMakeInput,
    response: toolMake,
  }),
  deleteToolMake: endpoint({
    method: 'GET',
    path: 'device/DeleteToolMake',
    summary: 'Deletes a tool make (404 when it does not exist); refused with 409 in_use, naming the tools, while any tool uses it. A GET that writes',
    writes: true,
    query: z.strictObject({ id: queryInt.min(1, r('must be a tool make id')) }),
    response: z.object({ id: z.number().int() }),
  }),
};
