import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIsMessageId, createTranslate, type Language, sharedMessages, toLocalizableIssue, validationMessage } from '../src/index.ts';

// A service's own catalog: the shared messages plus one of its own.
const catalog = {
  ...sharedMessages,
  'validation.globalId': { da: 'Skal være et {type}-id.', en: 'Must be a {type} id.' },
} as const;
const isMessageId = createIsMessageId(catalog);
const translate = createTranslate(catalog);

/** The first issue of parsing `value`, worded in `language`. */
function worded(schema: z.ZodType, value: unknown, language: Language = 'da'): string {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  const message = validationMessage(toLocalizableIssue(result.error.issues[0]!), isMessageId);
  return translate(language, message.id, message.params);
}

describe('validationMessage', () => {
  it.each([
    [z.object({ name: z.string() }), {}, 'Skal udfyldes.'],
    [z.string(), 42, 'Skal være en tekst.'],
    [z.number(), 'x', 'Skal være et tal.'],
    [z.number().int(), 1.5, 'Skal være et helt tal.'],
    [z.boolean(), 'yes', 'Skal være sand eller falsk.'],
    [z.array(z.string()), 'a', 'Skal være en liste.'],
    [z.string().min(1), '', 'Skal udfyldes.'],
    [z.string().min(8), 'short', 'Skal være mindst 8 tegn.'],
    [z.string().max(2000), 'x'.repeat(2001), 'Må højst være 2000 tegn.'],
    [z.string().length(4), 'abc', 'Skal være præcis 4 tegn.'],
    [z.number().min(1), 0, 'Skal være mindst 1.'],
    [z.number().gt(0), 0, 'Skal være større end 0.'],
    [z.number().max(14), 15, 'Må højst være 14.'],
    [z.number().lt(10), 10, 'Skal være mindre end 10.'],
    [z.array(z.string()).min(1), [], 'Skal have mindst 1 elementer.'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'Må højst have 2 elementer.'],
    [z.date().min(new Date('2026-01-01')), new Date('2025-01-01'), 'Værdien er for lille.'],
    [z.email(), 'nope', 'Skal være en gyldig e-mailadresse.'],
    [z.guid(), 'nope', 'Skal være et gyldigt id.'],
    [z.url(), 'nope', 'Skal være en gyldig webadresse.'],
    [z.iso.datetime(), '2026-02-31', 'Skal være en gyldig dato og tid (ISO 8601).'],
    [z.iso.date(), '31-02-2026', 'Skal være en gyldig dato (ÅÅÅÅ-MM-DD).'],
    [z.string().regex(/^\d+$/), 'x', 'Har ikke det rigtige format.'],
    [z.enum(['da', 'en']), 'fr', 'Skal være en af: da, en.'],
    [z.literal(true), false, 'Skal være true.'],
    [z.number().multipleOf(5), 7, 'Skal kunne deles med 5.'],
    [z.strictObject({}), { extra: 1, more: 2 }, 'Ukendte felter: extra, more.'],
    [z.union([z.string(), z.number()]), true, 'Ugyldig værdi.'],
  ] as const)('words %#: %s', (schema, value, danish) => {
    expect(worded(schema, value)).toBe(danish);
  });

  it('words the same issue in English', () => {
    expect(worded(z.string().max(2000), 'x'.repeat(2001), 'en')).toBe('Must be at most 2000 characters.');
    expect(worded(z.object({ name: z.string() }), {}, 'en')).toBe('Required.');
  });

  it("uses a message the schema names by id, with the issue's limits and parameters", () => {
    const globalId = z.string().superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type: 'Device' } });
    });
    expect(worded(globalId, 'x')).toBe('Skal være et Device-id.');
    expect(worded(z.string().max(3, 'validation.textTooLong'), 'abcd', 'en')).toBe('Must be at most 3 characters.');
    const tooMany = z.array(z.string()).superRefine((_value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'validation.tooManyItems', params: { maximum: 1000 } });
    });
    expect(worded(tooMany, ['a'])).toBe('Må højst have 1000 elementer.');
  });

  it("never words zod's own English sentence", () => {
    expect(worded(z.string().refine(() => false, 'Must be nice'), 'x')).toBe('Ugyldig værdi.');
  });

  it('keeps no input in the issue it words', () => {
    const result = z.object({ password: z.string().min(8) }).safeParse({ password: 'secret' }, { reportInput: true });
    const issue = toLocalizableIssue(result.error!.issues[0]!);
    expect(JSON.stringify(issue)).not.toContain('secret');
    expect(issue.missing).toBe(false);
  });
});
