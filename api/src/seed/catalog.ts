import type { DataModelEntry, DeviceTypeCategorySlug, NetworkProtocol, NetworkType, UnitMeasure } from '../db/schema/index.ts';

/** Static, realistic Danish reference data the demo generator builds on. */

export interface TownSpec {
  name: string;
  lat: number;
  lon: number;
}

/** Town centres on land; devices are scattered within about 1.5 km of them. */
export const towns = {
  aarhus: { name: 'Aarhus', lat: 56.1572, lon: 10.2107 },
  viby: { name: 'Viby J', lat: 56.1289, lon: 10.1617 },
  brabrand: { name: 'Brabrand', lat: 56.1536, lon: 10.1103 },
  tilst: { name: 'Tilst', lat: 56.1883, lon: 10.1106 },
  lystrup: { name: 'Lystrup', lat: 56.2368, lon: 10.2283 },
  vejle: { name: 'Vejle', lat: 55.7093, lon: 9.5357 },
  jelling: { name: 'Jelling', lat: 55.7559, lon: 9.4196 },
  give: { name: 'Give', lat: 55.8452, lon: 9.2396 },
  borkop: { name: 'Børkop', lat: 55.6414, lon: 9.6496 },
  odense: { name: 'Odense', lat: 55.3959, lon: 10.3883 },
  bellinge: { name: 'Bellinge', lat: 55.3353, lon: 10.3203 },
  dalum: { name: 'Dalum', lat: 55.3662, lon: 10.3677 },
  aalborg: { name: 'Aalborg', lat: 57.0421, lon: 9.9187 },
  hjorring: { name: 'Hjørring', lat: 57.4642, lon: 9.9823 },
  frederikshavn: { name: 'Frederikshavn', lat: 57.4337, lon: 10.5167 },
  bronderslev: { name: 'Brønderslev', lat: 57.2702, lon: 9.941 },
  hobro: { name: 'Hobro', lat: 56.6388, lon: 9.7898 },
  thisted: { name: 'Thisted', lat: 56.9573, lon: 8.6889 },
  esbjerg: { name: 'Esbjerg', lat: 55.4762, lon: 8.4714 },
  valby: { name: 'Valby', lat: 55.6619, lon: 12.5169 },
  norrebro: { name: 'Nørrebro', lat: 55.6953, lon: 12.5436 },
  vanlose: { name: 'Vanløse', lat: 55.6872, lon: 12.4897 },
  silkeborg: { name: 'Silkeborg', lat: 56.1697, lon: 9.5451 },
  koge: { name: 'Køge', lat: 55.458, lon: 12.1821 },
  kolding: { name: 'Kolding', lat: 55.4904, lon: 9.4722 },
} satisfies Record<string, TownSpec>;

export type TownKey = keyof typeof towns;

export const streets = [
  'Vestergade',
  'Østergade',
  'Søndergade',
  'Nørregade',
  'Stationsvej',
  'Skolevej',
  'Kirkevej',
  'Industrivej',
  'Engvej',
  'Møllevej',
  'Bakkevej',
  'Parkvej',
  'Åvej',
  'Skovvej',
  'Rådhuspladsen',
  'Banegårdsgade',
  'Fabriksvej',
  'Vandværksvej',
  'Rensningsanlægget',
  'Idrætsvej',
] as const;

export interface OrganizationSpec {
  key: string;
  name: string;
  slug: string;
  /** Key of the group organisation it belongs to. */
  parent?: string;
  towns: TownKey[];
  /** Relative share of the demo devices. */
  weight: number;
  /** Device types this organisation runs. */
  categories: DeviceTypeCategorySlug[];
  groups: string[];
}

export const organizationSpecs: OrganizationSpec[] = [
  {
    key: 'syd',
    name: 'Forsyningsgruppen Syd',
    slug: 'forsyningsgruppen-syd',
    towns: ['vejle'],
    weight: 0,
    categories: [],
    groups: [],
  },
  {
    key: 'aarhus',
    name: 'Aarhus Kommune',
    slug: 'aarhus-kommune',
    towns: ['aarhus', 'viby', 'brabrand', 'tilst', 'lystrup'],
    weight: 5,
    categories: ['water_level', 'weather_station', 'person_counter', 'rain', 'street_sense', 'camera', 'door'],
    groups: ['Regnvandsbassiner', 'Bycentrum', 'Vejdrift'],
  },
  {
    key: 'vejle',
    name: 'Vejle Forsyning',
    slug: 'vejle-forsyning',
    parent: 'syd',
    towns: ['vejle', 'jelling', 'give', 'borkop'],
    weight: 3,
    categories: ['water_level', 'rain', 'diesel_level', 'door'],
    groups: ['Pumpestationer', 'Overløbsbygværker'],
  },
  {
    key: 'odense',
    name: 'Odense Vandselskab',
    slug: 'odense-vandselskab',
    parent: 'syd',
    towns: ['odense', 'bellinge', 'dalum'],
    weight: 3,
    categories: ['water_level', 'rain', 'soil_moisture', 'diesel_level'],
    groups: ['Kloaknet', 'Nødstrøm'],
  },
  {
    key: 'nordjylland',
    name: 'Region Nordjylland',
    slug: 'region-nordjylland',
    towns: ['aalborg', 'hjorring', 'frederikshavn', 'bronderslev', 'hobro', 'thisted'],
    weight: 3,
    categories: ['weather_station', 'soil_moisture', 'person_counter', 'street_sense', 'door'],
    groups: ['Hospitaler', 'Veje og broer'],
  },
  {
    key: 'esbjerg',
    name: 'Esbjerg Havn',
    slug: 'esbjerg-havn',
    towns: ['esbjerg'],
    weight: 2,
    categories: ['water_level', 'weather_station', 'diesel_level', 'camera', 'door'],
    groups: ['Kajanlæg', 'Tankanlæg'],
  },
  {
    key: 'kobenhavn',
    name: 'Københavns Kommune',
    slug: 'koebenhavns-kommune',
    towns: ['valby', 'norrebro', 'vanlose'],
    weight: 3,
    categories: ['person_counter', 'rain', 'street_sense', 'water_level', 'camera'],
    groups: ['Skybrudssikring', 'Byrum'],
  },
  {
    key: 'silkeborg',
    name: 'Silkeborg Forsyning',
    slug: 'silkeborg-forsyning',
    towns: ['silkeborg'],
    weight: 1,
    categories: ['water_level', 'soil_moisture', 'rain'],
    groups: ['Regnbede'],
  },
];

export const categorySpecs: { slug: DeviceTypeCategorySlug; nameDa: string; nameEn: string; namePrefix: string }[] = [
  { slug: 'water_level', nameDa: 'Vandstand', nameEn: 'Water level', namePrefix: 'Vandstand' },
  { slug: 'weather_station', nameDa: 'Vejrstation', nameEn: 'Weather station', namePrefix: 'Vejrstation' },
  { slug: 'soil_moisture', nameDa: 'Jordfugt', nameEn: 'Soil moisture', namePrefix: 'Jordfugt' },
  { slug: 'person_counter', nameDa: 'Persontæller', nameEn: 'Person counter', namePrefix: 'Tæller' },
  { slug: 'rain', nameDa: 'Regnmåler', nameEn: 'Rain gauge', namePrefix: 'Regnmåler' },
  { slug: 'door', nameDa: 'Dørsensor', nameEn: 'Door sensor', namePrefix: 'Dør' },
  { slug: 'camera', nameDa: 'Kamera', nameEn: 'Camera', namePrefix: 'Kamera' },
  { slug: 'diesel_level', nameDa: 'Dieselniveau', nameEn: 'Diesel level', namePrefix: 'Dieseltank' },
  { slug: 'street_sense', nameDa: 'Vejsensor', nameEn: 'Street sense', namePrefix: 'Vejsensor' },
];

const unit = (
  slug: string,
  name: string,
  value: string,
  dataType: DataModelEntry['data_type'] = 'continuous',
  measure: UnitMeasure = 'level',
): DataModelEntry => ({
  unit: { slug, name, value },
  data_type: dataType,
  measure,
});
const battery = unit('battery', 'Battery', '%');
/** Rain since the previous reading: totals add it up. */
const rain = unit('rain', 'Rain', 'mm', 'discrete', 'amount');
/** A running count (it restarts at 0 with the device): totals are what it counted. */
const counter = (slug: string, name: string, value = 'count') => unit(slug, name, value, 'step', 'counter');

/** Data model (units) of each device type; `measure` says whether a unit has totals (see UnitMeasure). */
export const dataModels: Record<DeviceTypeCategorySlug, DataModelEntry[]> = {
  water_level: [unit('water_level', 'Water level', 'cm'), unit('temperature', 'Temperature', '°C'), battery],
  weather_station: [
    unit('temperature', 'Temperature', '°C'),
    unit('humidity', 'Humidity', '%'),
    unit('wind_speed', 'Wind speed', 'm/s'),
    rain,
    battery,
  ],
  soil_moisture: [unit('vwc', 'Volumetric water content', '%'), unit('soil_temperature', 'Soil temperature', '°C'), battery],
  person_counter: [counter('people_count', 'People count'), battery],
  rain: [rain, counter('rain_total', 'Accumulated rain', 'mm'), battery],
  // The door's state is a level (open or not now); its openings are counted.
  door: [unit('door', 'Door open', 'open/closed', 'discrete'), counter('open_count', 'Openings'), battery],
  camera: [counter('image_count', 'Images taken'), unit('temperature', 'Temperature', '°C'), battery],
  diesel_level: [unit('diesel_level', 'Diesel level', '%'), battery],
  street_sense: [
    unit('road_temperature', 'Road temperature', '°C'),
    unit('air_temperature', 'Air temperature', '°C'),
    unit('humidity', 'Humidity', '%'),
    battery,
  ],
};

/** Minutes between readings per device type. */
export const cadenceMinutes: Record<DeviceTypeCategorySlug, number> = {
  water_level: 60,
  weather_station: 60,
  soil_moisture: 60,
  person_counter: 60,
  rain: 60,
  door: 60,
  camera: 180,
  diesel_level: 180,
  street_sense: 60,
};

export interface ModelSpec {
  title: string;
  category: DeviceTypeCategorySlug;
  networkType: NetworkType;
  networkProtocol: NetworkProtocol;
  mqttBrokerNumber?: number;
  manufacturer: string;
}

const modelCodes: Record<DeviceTypeCategorySlug, string> = {
  water_level: 'WL',
  weather_station: 'WS',
  soil_moisture: 'SM',
  person_counter: 'PC',
  rain: 'RG',
  door: 'DS',
  camera: 'CAM',
  diesel_level: 'DL',
  street_sense: 'SS',
};

/** Every device type in three variants: NB-IoT (over MQTT or CoAP), Sigfox, and MQTT (our brokers). */
export const modelSpecs: ModelSpec[] = categorySpecs.flatMap(({ slug }, index): ModelSpec[] => {
  const code = modelCodes[slug];
  return [
    {
      title: `Nordsense ${code}-100 NB-IoT`,
      category: slug,
      networkType: 'nbiot',
      networkProtocol: index % 2 === 0 ? 'mqtt' : 'coap',
      manufacturer: 'Nordsense ApS',
    },
    {
      title: `Vestlys ${code}-20 Sigfox`,
      category: slug,
      networkType: 'sigfox',
      networkProtocol: 'sigfox',
      manufacturer: 'Vestlys Elektronik A/S',
    },
    {
      title: `Nordsense ${code}-300 MQTT`,
      category: slug,
      networkType: 'mqtt',
      networkProtocol: 'mqtt',
      mqttBrokerNumber: (index % 2) + 1,
      manufacturer: 'Nordsense ApS',
    },
  ];
});

export const packageSpecs = [
  { slug: 'basic', name: 'Basic' },
  { slug: 'premium', name: 'Premium' },
  { slug: 'automatic_replacement', name: 'Automatic replacement' },
  { slug: 'self_service', name: 'Self service' },
] as const;

export const errorCodeSpecs = [
  { slug: 'heartbeat', name: 'Heartbeat missing', description: 'No message received for 24 hours' },
  { slug: 'low_battery', name: 'Low battery', description: 'Battery below 20 %' },
  { slug: 'sensor_failure', name: 'Sensor failure', description: 'The sensor reports an invalid reading' },
  { slug: 'overflow', name: 'Overflow', description: 'Water level above the overflow threshold' },
  { slug: 'communication_error', name: 'Communication error', description: 'Messages lost or corrupted in transit' },
  { slug: 'tamper', name: 'Tamper', description: 'The enclosure was opened or the device moved' },
  { slug: 'low_signal', name: 'Low signal', description: 'Radio signal too weak for reliable delivery' },
  { slug: 'frost_warning', name: 'Frost warning', description: 'Road temperature below 0 °C' },
] as const;

export const statusCodeSpecs = [
  { slug: 'active', name: 'Active', color: 'active' },
  { slug: 'acknowledged', name: 'Acknowledged', color: 'warning' },
  { slug: 'in_service', name: 'In service', color: 'danger' },
  { slug: 'resolved', name: 'Resolved', color: 'good' },
  { slug: 'ignored', name: 'Ignored', color: 'default' },
] as const;

export const serviceOrderStatusSpecs = [
  { slug: 'sos_unknown', name: 'Unknown' },
  { slug: 'sos_new', name: 'New' },
  { slug: 'sos_in_progress', name: 'In progress' },
  { slug: 'sos_completed', name: 'Completed' },
  { slug: 'sos_failed', name: 'Failed' },
  { slug: 'sos_archived', name: 'Archived' },
] as const;

export const serviceSolutionSpecs = [
  { slug: 'false_alarm', name: 'False alarm' },
  { slug: 'new_thermocable', name: 'New thermocable' },
  { slug: 'restart', name: 'Restart' },
  { slug: 'replace_battery', name: 'Replace battery' },
  { slug: 'replace_antenna', name: 'Replace antenna' },
  { slug: 'replace_device', name: 'Replace device' },
  { slug: 'replace_board', name: 'Replace board' },
] as const;

export const serviceCauseSpecs = [
  { slug: 'operational', name: 'Operational' },
  { slug: 'missing', name: 'Missing' },
  { slug: 'vandalism', name: 'Vandalism' },
  { slug: 'malfunction', name: 'Malfunction' },
] as const;

/** Service centres and the organisations (keys) whose devices each serves. */
export const serviceCenterSpecs = [
  { key: 'aarhus', name: 'Servicecenter Aarhus', lat: 56.1496, lon: 10.1694, isActive: true, serves: ['aarhus', 'silkeborg'] },
  { key: 'koge', name: 'Servicecenter Køge', lat: 55.4604, lon: 12.1706, isActive: true, serves: ['kobenhavn'] },
  { key: 'aalborg', name: 'Servicecenter Aalborg', lat: 57.0301, lon: 9.9402, isActive: true, serves: ['nordjylland'] },
  { key: 'kolding', name: 'Servicecenter Kolding', lat: 55.4914, lon: 9.4876, isActive: false, serves: ['vejle', 'odense', 'esbjerg'] },
] as const;

export const serviceIssues = [
  'Enheden sender ikke data',
  'Lavt batteri',
  'Urealistiske målinger',
  'Enheden er beskadiget',
  'Antennen er knækket',
  'Låget står åbent',
  'Enheden mangler på lokationen',
] as const;

export const DEMO_PASSWORD = 'Demo1234!';
export const RELEASE_VERSION = '1.49.3';
