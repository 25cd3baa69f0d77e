import { z } from 'zod';

const geoSchema = z.strictObject({
  lat: z.number().min(-90).max(90).describe('Latitude, WGS 84'),
  lon: z.number().min(-180).max(180).describe('Longitude, WGS 84'),
});

/** The details of a DEVICE_REPLACEMENT task (spec §4, §7 "Replacement"). */
export const deviceReplacementDetailsSchema = z.strictObject({
  serviceOrder: z.guid().describe('The service order the replacement is part of'),
  oldDevice: z.guid().describe("The device taken down: the order's device"),
  newDevice: z.guid().describe('The device installed in its place: in stock, of the same model and the same owner'),
  note: z.string().trim().max(2000).nullish().describe('Why, in the technician\'s words (at most 2000 characters)'),
  geo: geoSchema
    .optional()
    .describe("Where the new device is installed; by default the old device's position (give it when the old device's was cleared or is wrong)"),
});
export type DeviceReplacementDetails = z.infer<typeof deviceReplacementDetailsSchema>;

/** POST /tasks: one task type today; a discriminated union so more can join without breaking clients. */
export const taskCreateSchema = z.discriminatedUnion('taskType', [
  z.strictObject({
    taskType: z.literal('DEVICE_REPLACEMENT').describe('Replace the order\'s device by one in stock'),
    details: deviceReplacementDetailsSchema,
  }),
]);
export type TaskCreate = z.infer<typeof taskCreateSchema>;

const taskDeviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  device: z.string().describe('The network id'),
  serialNumber: z.string().nullable(),
  lifecycle: z.enum(['in_stock', 'installed', 'taken_down']).describe('As it is now'),
  geo: geoSchema.nullable(),
  placeName: z.string().nullable(),
});

export const taskSchema = z
  .object({
    _id: z.string(),
    taskType: z.literal('DEVICE_REPLACEMENT'),
    status: z.enum(['pending', 'in_progress', 'done', 'failed']).describe('A replacement is carried out as it is created: `done`'),
    serviceOrder: z.object({ _id: z.string(), number: z.number().int() }).nullable().describe('null once the order is deleted'),
    details: z.object({
      serviceOrder: z.string(),
      oldDevice: z.string(),
      newDevice: z.string(),
      note: z.string().nullable(),
      geo: geoSchema.nullable().describe('Where the new device was installed'),
    }),
    oldDevice: taskDeviceSchema.nullable().describe('The device taken down (null once purged)'),
    newDevice: taskDeviceSchema.nullable().describe('The device installed in its place (null once purged)'),
    createdBy: z.string().nullable(),
    created_at: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;
