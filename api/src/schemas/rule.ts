import { z } from 'zod';

const oneOrMany = z.union([z.string(), z.array(z.string())]);

/** A CASL raw rule, as `@casl/ability` and the web's ability builder read it. */
export const ruleSchema = z
  .object({
    action: oneOrMany,
    subject: oneOrMany,
    conditions: z.record(z.string(), z.unknown()).optional(),
    fields: z.array(z.string()).optional(),
    inverted: z.boolean().optional(),
    reason: z.string().optional(),
  })
  .meta({ id: 'Rule' });

export const rulesResponseSchema = z.object({ data: z.array(ruleSchema) }).meta({ id: 'Rules' });
