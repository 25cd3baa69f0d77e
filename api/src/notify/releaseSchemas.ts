import { z } from 'zod';
import { pagedSchema } from '../schemas/common.ts';

/** A release version: numbers with dots, optionally a pre-release or build suffix (1.50.0, 2.0.0-rc.1). */
export const RELEASE_VERSION_PATTERN = /^\d{1,4}(\.\d{1,4}){0,3}([-+][0-9A-Za-z.-]{1,30})?$/;

const notesSchema = (language: string) =>
  z.string().trim().min(1).max(5000).describe(`What is new, in ${language} (plain text; line breaks are kept)`);

export const releaseCreateSchema = z
  .strictObject({
    releaseVersion: z
      .string()
      .trim()
      .regex(RELEASE_VERSION_PATTERN, { message: 'release.invalidVersion' })
      .describe('The version released, e.g. 1.50.0; each version is announced once'),
    notesDa: notesSchema('Danish'),
    notesEn: notesSchema('English'),
  })
  .meta({ id: 'ReleaseCreate' });
export type ReleaseCreate = z.infer<typeof releaseCreateSchema>;

export const releaseSchema = z
  .object({
    _id: z.string().describe('The release notification id (`PATCH /notify` takes it)'),
    releaseVersion: z.string().nullable().describe('null for a generic update message'),
    title: z.string(),
    notes: z.string().nullable().describe("What is new, in the caller's language (the other language's when it has none)"),
    notesDa: z.string().nullable(),
    notesEn: z.string().nullable(),
    createdBy: z.object({ _id: z.string(), name: z.string() }).nullable().describe('Who published it; null when unknown'),
    createdAt: z.iso.datetime(),
    read: z.boolean().describe('Whether the caller has dismissed its notification'),
  })
  .meta({ id: 'Release' });
export type ReleaseDto = z.infer<typeof releaseSchema>;

export const releasePageSchema = pagedSchema(releaseSchema).meta({ id: 'ReleasePage' });
