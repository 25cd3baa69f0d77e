import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the centre form holds, as typed. */
export type ServiceCenterFormValues = {
  name: string;
  /** Street, postcode and town, as typed. */
  address: string;
  lat: string;
  lon: string;
  organizationIds: string[];
  userIds: string[];
};

export const emptyServiceCenterForm: ServiceCenterFormValues = { name: '', address: '', lat: '', lon: '', organizationIds: [], userIds: [] };

/** The API's limit on an address. */
export const MAX_ADDRESS_LENGTH = 300;

/** A typed coordinate (a comma as decimal mark too), or null when empty or not a number. */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The browser's checks, keyed by the API's field names (`name`, `address`, `geo.lat`, `geo.lon`), so the server's land on the same inputs. */
export function validateServiceCenterForm(i18n: I18n, values: ServiceCenterFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (!name) errors.name = i18n._(msg`Give the centre a name.`);
  else if (name.length > 200) errors.name = i18n._(msg`At most 200 characters.`);
  if (values.address.trim().length > MAX_ADDRESS_LENGTH) errors.address = i18n._(msg`At most 300 characters.`);
  const hasLat = values.lat.trim() !== '';
  const hasLon = values.lon.trim() !== '';
  const lat = parseCoordinate(values.lat);
  const lon = parseCoordinate(values.lon);
  if (hasLat && (lat === null || Math.abs(lat) > 90)) errors['geo.lat'] = i18n._(msg`A latitude between -90 and 90.`);
  if (hasLon && (lon === null || Math.abs(lon) > 180)) errors['geo.lon'] = i18n._(msg`A longitude between -180 and 180.`);
  if (hasLat !== hasLon) errors[hasLat ? 'geo.lon' : 'geo.lat'] ??= i18n._(msg`Give both coordinates, or neither.`);
  return errors;
}

/** The geo the API takes: both coordinates, or null. */
export function geoOf(values: ServiceCenterFormValues): { lat: number; lon: number } | null {
  const lat = parseCoordinate(values.lat);
  const lon = parseCoordinate(values.lon);
  return lat !== null && lon !== null ? { lat, lon } : null;
}

/** The address the API takes: the typed one, or null to have none. */
export const addressOf = (values: ServiceCenterFormValues): string | null => values.address.trim() || null;
