import { z } from 'zod';

/**
 * The longest notes a record keeps. The OpenAPI document carries it as `maxLength`; the gateway's
 * SDL and the web's notes input state the same number, and their tests compare it with this one.
 */
export const NOTES_MAX_LENGTH = 2000;

/** The body of `PATCH /monitoring/{id}`. */
export const updateMonitoringRecordSchema = z
  .strictObject({
    status: z.guid().optional().describe('A status code `_id`'),
    notes: z
      .string()
      .trim()
      .max(NOTES_MAX_LENGTH)
      .optional()
      .describe(`Trimmed; at most ${NOTES_MAX_LENGTH} characters; an empty string clears the notes`),
  })
  .meta({ id: 'UpdateMonitoringRecord' });
