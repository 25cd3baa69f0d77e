import { z } from 'zod';
import { type EventType, eventTypes } from '../../../events/eventTypes.ts';

/**
 * `?types=`: event types, comma-separated (`a,b`), repeated (`types=a&types=b`) or both. Absent
 * means every type (clients written before the filter). An unknown type fails the whole field with
 * one message listing the known ones.
 */
export const eventTypesParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx): EventType[] => {
    const names = (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const known = new Set<string>(eventTypes);
    if (names.length === 0 || names.some((name) => !known.has(name))) {
      ctx.issues.push({ code: 'invalid_value', values: [...eventTypes], input: value });
      return z.NEVER;
    }
    return eventTypes.filter((type) => names.includes(type));
  })
  .optional()
  .describe(`Event types to receive, comma-separated or the parameter repeated: ${eventTypes.map((t) => `\`${t}\``).join(', ')}. Absent: all of them.`);
