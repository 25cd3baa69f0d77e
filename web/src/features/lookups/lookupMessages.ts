import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Every kind of reference data the UI shows by name. The API stores one (English) name per code, or
 * names a few kinds in the request's language; a live event carries one name to users of both
 * languages. So the web words each code itself, by its stable slug, in the user's own language.
 */
export type LookupKind =
  | 'statusCode'
  | 'errorCode'
  | 'package'
  | 'unit'
  | 'deviceTypeCategory'
  | 'networkType'
  | 'serviceOrderStatus'
  | 'serviceSolution'
  | 'serviceCause'
  | 'trendPeriod'
  | 'trendRef'
  | 'trendAggregation';

// Keyed by slug, not by name: names are free text an administrator may edit. The context keeps
// these apart from the same English words used elsewhere in the UI ("Active", "Water level").
export const lookupMessages: Record<LookupKind, Readonly<Record<string, MessageDescriptor>>> = {
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
  deviceTypeCategory: {
    water_level: msg({ message: 'Water level', context: 'device type' }),
    weather_station: msg({ message: 'Weather station', context: 'device type' }),
    soil_moisture: msg({ message: 'Soil moisture', context: 'device type' }),
    person_counter: msg({ message: 'Person counter', context: 'device type' }),
    rain: msg({ message: 'Rain gauge', context: 'device type' }),
    door: msg({ message: 'Door sensor', context: 'device type' }),
    camera: msg({ message: 'Camera', context: 'device type' }),
    diesel_level: msg({ message: 'Diesel level', context: 'device type' }),
    street_sense: msg({ message: 'Street sense', context: 'device type' }),
  },
  // Names of radio networks: the same in both languages, but worded here so a slug never shows.
  networkType: {
    nbiot: msg({ message: 'NB-IoT', context: 'network type' }),
    sigfox: msg({ message: 'Sigfox', context: 'network type' }),
    mqtt: msg({ message: 'MQTT', context: 'network type' }),
    lorawan: msg({ message: 'LoRaWAN', context: 'network type' }),
    http: msg({ message: 'HTTP', context: 'network type' }),
  },
  serviceOrderStatus: {
    sos_unknown: msg({ message: 'Unknown', context: 'service order status' }),
    sos_new: msg({ message: 'New', context: 'service order status' }),
    sos_in_progress: msg({ message: 'In progress', context: 'service order status' }),
    sos_completed: msg({ message: 'Completed', context: 'service order status' }),
    sos_failed: msg({ message: 'Failed', context: 'service order status' }),
    sos_archived: msg({ message: 'Archived', context: 'service order status' }),
  },
  serviceSolution: {
    false_alarm: msg({ message: 'False alarm', context: 'service solution' }),
    new_thermocable: msg({ message: 'New thermocable', context: 'service solution' }),
    restart: msg({ message: 'Restart', context: 'service solution' }),
    replace_battery: msg({ message: 'Replace battery', context: 'service solution' }),
    replace_antenna: msg({ message: 'Replace antenna', context: 'service solution' }),
    replace_device: msg({ message: 'Replace device', context: 'service solution' }),
    replace_board: msg({ message: 'Replace board', context: 'service solution' }),
  },
  serviceCause: {
    operational: msg({ message: 'Operational', context: 'service cause' }),
    missing: msg({ message: 'Missing', context: 'service cause' }),
    vandalism: msg({ message: 'Vandalism', context: 'service cause' }),
    malfunction: msg({ message: 'Malfunction', context: 'service cause' }),
  },
  // The dashboard's windows (`TrendPeriod`): the presets end now.
  trendPeriod: {
    day: msg({ message: 'Latest day', context: 'trend period' }),
    week: msg({ message: 'Latest week', context: 'trend period' }),
    month: msg({ message: 'Latest month', context: 'trend period' }),
    three_months: msg({ message: 'Latest three months', context: 'trend period' }),
    custom: msg({ message: 'Custom range', context: 'trend period' }),
  },
  // What a trend is compared with (`TrendRef`).
  trendRef: {
    none: msg({ message: 'None', context: 'trend reference' }),
    previous_period: msg({ message: 'Previous period', context: 'trend reference' }),
    previous_year: msg({ message: 'Same period last year', context: 'trend reference' }),
  },
  // How a bucket's readings combine (`TrendAggregation`).
  trendAggregation: {
    average: msg({ message: 'Average', context: 'trend aggregation' }),
    minimum: msg({ message: 'Minimum', context: 'trend aggregation' }),
    maximum: msg({ message: 'Maximum', context: 'trend aggregation' }),
    total: msg({ message: 'Total', context: 'trend aggregation' }),
  },
};
