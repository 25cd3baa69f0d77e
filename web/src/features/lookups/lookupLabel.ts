import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The lookups whose names the API sends in English only (one `name` per code in the database). */
export type LookupKind = 'statusCode' | 'errorCode' | 'package' | 'unit';

/** What a label is built from: the stable slug, and the server's name for slugs the web does not know. */
export type LookupItem = { readonly slug?: string | null; readonly name: string };

// Keyed by slug, not by name: names are free text an administrator may edit, and a live event carries
// one name to users of both languages, so the web words it in each user's own. The context keeps
// these apart from the same English words used elsewhere in the UI.
const labels: Record<LookupKind, Readonly<Record<string, MessageDescriptor>>> = {
  statusCode: {
    active: msg({ message: 'Active', context: 'status code' }),
    acknowledged: msg({ message: 'Acknowledged', context: 'status code' }),
    in_service: msg({ message: 'In service', context: 'status code' }),
    resolved: msg({ message: 'Resolved', context: 'status code' }),
    ignored: msg({ message: 'Ignored', context: 'status code' }),
  },
  errorCode: {
    heartbeat: msg({ message: 'Heartbeat missing', context: 'error code' }),
    low_battery: msg({ message: 'Low battery', context: 'error code' }),
    sensor_failure: msg({ message: 'Sensor failure', context: 'error code' }),
    overflow: msg({ message: 'Overflow', context: 'error code' }),
    communication_error: msg({ message: 'Communication error', context: 'error code' }),
    tamper: msg({ message: 'Tamper', context: 'error code' }),
    low_signal: msg({ message: 'Low signal', context: 'error code' }),
    frost_warning: msg({ message: 'Frost warning', context: 'error code' }),
  },
  package: {
    basic: msg({ message: 'Basic', context: 'package' }),
    premium: msg({ message: 'Premium', context: 'package' }),
    automatic_replacement: msg({ message: 'Automatic replacement', context: 'package' }),
    self_service: msg({ message: 'Self service', context: 'package' }),
  },
  // The units of the device models' data models (what a reading measures).
  unit: {
    battery: msg({ message: 'Battery', context: 'unit' }),
    water_level: msg({ message: 'Water level', context: 'unit' }),
    temperature: msg({ message: 'Temperature', context: 'unit' }),
    humidity: msg({ message: 'Humidity', context: 'unit' }),
    wind_speed: msg({ message: 'Wind speed', context: 'unit' }),
    rain: msg({ message: 'Rain', context: 'unit' }),
    rain_total: msg({ message: 'Accumulated rain', context: 'unit' }),
    vwc: msg({ message: 'Volumetric water content', context: 'unit' }),
    soil_temperature: msg({ message: 'Soil temperature', context: 'unit' }),
    people_count: msg({ message: 'People count', context: 'unit' }),
    door: msg({ message: 'Door open', context: 'unit' }),
    open_count: msg({ message: 'Openings', context: 'unit' }),
    image_count: msg({ message: 'Images taken', context: 'unit' }),
    diesel_level: msg({ message: 'Diesel level', context: 'unit' }),
    road_temperature: msg({ message: 'Road temperature', context: 'unit' }),
    air_temperature: msg({ message: 'Air temperature', context: 'unit' }),
  },
};

/**
 * A status code's, error code's, package's or data-model unit's name in the active language. Codes
 * and units added later have no translation here and keep the name the server sends.
 */
export function lookupLabel(i18n: I18n, kind: LookupKind, item: LookupItem): string {
  // hasOwn: a slug such as `constructor` must not find the object's prototype.
  const descriptor = item.slug && Object.hasOwn(labels[kind], item.slug) ? labels[kind][item.slug] : undefined;
  return descriptor ? i18n._(descriptor) : item.name;
}
