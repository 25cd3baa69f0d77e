import { sql } from 'drizzle-orm';
import type { $ZodIssue } from 'zod/v4/core';
import type { Db } from '../db/client.ts';
import { type AppFieldError, AppError, ErrorCode } from '../errors.ts';
import { toLocalizableIssue } from '../i18n/LocalizableIssue.ts';
import { fieldErrorOf } from '../i18n/validationMessages.ts';
import type { DeviceTypeCategorySlug } from './deviceProperties.ts';

/**
 * Checks that the owner, model and package a write names exist, in one statement; throws 400
 * naming each missing one. Answers the model's category (for its properties), when a model is named.
 */
export async function checkDeviceReferences(
  db: Db,
  refs: { ownerId?: string; deviceModelId?: string; packageId?: string | null },
): Promise<{ category?: DeviceTypeCategorySlug }> {
  const { rows } = await db.execute<{ owner: boolean; category: DeviceTypeCategorySlug | null; package: boolean }>(sql`
    select
      exists (select 1 from organizations where id = ${refs.ownerId ?? null}::uuid) as owner,
      (select c.slug from device_models m join device_type_categories c on c.id = m.device_type_category_id
        where m.id = ${refs.deviceModelId ?? null}::uuid) as category,
      exists (select 1 from packages where id = ${refs.packageId ?? null}::uuid) as package`);
  const found = rows[0]!;
  const fields: AppFieldError[] = [];
  if (refs.ownerId && !found.owner) fields.push({ field: 'ownerId', message: { id: 'device.unknownOwner', params: { value: refs.ownerId } } });
  if (refs.deviceModelId && !found.category) {
    fields.push({ field: 'deviceModelId', message: { id: 'device.unknownModel', params: { value: refs.deviceModelId } } });
  }
  if (refs.packageId && !found.package) fields.push({ field: 'packageId', message: { id: 'device.unknownPackage', params: { value: refs.packageId } } });
  if (fields.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields });
  return found.category ? { category: found.category } : {};
}

/** A 400 naming each failing key of `properties` (as `properties.<key>`). */
export function invalidProperties(issues: $ZodIssue[]): AppError {
  const fields = issues.map((issue) => {
    const { field, message } = fieldErrorOf(toLocalizableIssue(issue), '');
    return { field: field ? `properties.${field}` : 'properties', message };
  });
  return new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields });
}
