import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { formatNumber } from '../../../../i18n/format/formatNumber';
import { orderedPropertyPairs, type PropertyField } from './deviceCategoryFields';

/** What the edit form holds: the inputs' text, as typed. */
export type DeviceFormValues = {
  name: string;
  serialNumber: string;
  placeName: string;
  notes: string;
  ownerId: string;
  packageId: string;
  lat: string;
  lon: string;
  properties: Record<string, string>;
};

/** A number typed in either language: `12,5` or `12.5`. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * The form's rules (the API's: name 1–200 characters, serial number 100, place 300, notes 2000, a
 * position as both ends or none within the globe, each property within its limits) as a zod schema
 * whose messages are already in the user's language. Issues' paths are the API's field names
 * (`name`, `geo.lat`, `properties.elevation`), so the server's field errors land on the same inputs.
 */
export function deviceFormSchema(i18n: I18n, fields: readonly PropertyField[]) {
  const n = (value: number) => formatNumber(i18n, value);
  const maxText = (max: number) => z.string().check(z.maxLength(max, t(i18n)`At most ${max} characters`));
  const coordinate = (limit: number) =>
    z.string().check(
      z.refine((text) => text.trim() === '' || parseNumber(text) !== null, t(i18n)`Write a number`),
      z.refine((text) => {
        const value = parseNumber(text);
        return value === null || Math.abs(value) <= limit;
      }, t(i18n)`Between ${n(-limit)} and ${n(limit)}`),
    );
  const property = (field: PropertyField) => {
    if (field.kind === 'text') return maxText(field.max);
    const min = field.min ?? -Infinity;
    const range = t(i18n)`Between ${n(min)} and ${n(field.max)}`;
    return z.string().check(
      z.refine((text) => text.trim() === '' || parseNumber(text) !== null, t(i18n)`Write a number`),
      z.refine((text) => {
        const value = parseNumber(text);
        return value === null || (value >= min && value <= field.max);
      }, range),
      z.refine((text) => {
        const value = parseNumber(text);
        return field.kind !== 'integer' || value === null || Number.isInteger(value);
      }, t(i18n)`Write a whole number`),
    );
  };
  return z.object({
      name: z.string().check(
        z.refine((text) => text.trim().length > 0, t(i18n)`Write a name`),
        z.maxLength(200, t(i18n)`At most 200 characters`),
      ),
      serialNumber: maxText(100),
      placeName: maxText(300),
      notes: maxText(2000),
      ownerId: z.string().check(z.minLength(1, t(i18n)`Choose an owner`)),
      packageId: z.string(),
      geo: z.object({ lat: coordinate(90), lon: coordinate(180) }),
      properties: z.object(Object.fromEntries(fields.map((field) => [field.key, property(field)]))),
    });
}

/**
 * The rules across fields (a position needs both ends; minimum not above maximum), checked apart from
 * the schema so that they show beside the other problems rather than after those are fixed.
 */
function crossFieldProblems(i18n: I18n, values: DeviceFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const { lat, lon } = values;
  if ((lat.trim() === '') !== (lon.trim() === '')) {
    problems[lat.trim() === '' ? 'geo.lat' : 'geo.lon'] = t(i18n)`Give both latitude and longitude, or neither`;
  }
  for (const [low, high] of orderedPropertyPairs) {
    const a = parseNumber(values.properties[low] ?? '');
    const b = parseNumber(values.properties[high] ?? '');
    if (a !== null && b !== null && a > b) problems[`properties.${low}`] = t(i18n)`Must not be above ${formatNumber(i18n, b)}`;
  }
  return problems;
}

/** The form's problems by field path (`name`, `geo.lat`, `properties.elevation`); empty when it is valid. */
export function validateDeviceForm(i18n: I18n, fields: readonly PropertyField[], values: DeviceFormValues): Record<string, string> {
  // Every property of the category is checked, set or not (an unset one is empty text).
  const properties = Object.fromEntries(fields.map((field) => [field.key, values.properties[field.key] ?? '']));
  const result = deviceFormSchema(i18n, fields).safeParse({ ...values, properties, geo: { lat: values.lat, lon: values.lon } });
  const errors: Record<string, string> = crossFieldProblems(i18n, { ...values, properties });
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
