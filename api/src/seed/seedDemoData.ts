import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { DeviceLifecycle, DeviceProperties, DeviceTypeCategorySlug, LatestMessage } from '../db/schema/index.ts';
import { organizationRoleSpecs, platformRoleSpecs, userSpecs } from './accounts.ts';
import { bulkInsert } from './bulkInsert.ts';
import {
  cadenceMinutes,
  categorySpecs,
  dataModels,
  DEMO_PASSWORD,
  errorCodeSpecs,
  modelSpecs,
  organizationSpecs,
  packageSpecs,
  RELEASE_VERSION,
  serviceCauseSpecs,
  serviceCenterSpecs,
  serviceIssues,
  serviceOrderStatusSpecs,
  serviceSolutionSpecs,
  statusCodeSpecs,
  streets,
  towns,
  type ModelSpec,
} from './catalog.ts';
import { counterSlug } from '../analytics/schedules/counterSlug.ts';
import { createRng, type Rng } from './prng.ts';
import { createWeather, ReadingsWriter, writeDeviceReadings } from './readings.ts';
import { advisoryLocks } from '../db/advisoryLocks.ts';

export interface SeedOptions {
  /** Number of devices (default 250, up to 100,000). */
  devices?: number;
  /**
   * Days of readings ending now (default 30). 0: no reading history, only each reporting device's
   * latest message (devices, errors and statuses planned as for 1 day), for fast large benchmarks.
   */
  days?: number;
  /** PRNG seed (default 2024): the same seed, counts and hour give the same data. */
  seed?: number;
  log?: (message: string) => void;
}

export const MAX_DEMO_DEVICES = 100_000;
/** Advisory lock serialising concurrent seeders (any constant works, it is ours). */
const SEED_LOCK_KEY = advisoryLocks.seed;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Row<T extends keyof typeof schema> = (typeof schema)[T] extends { $inferInsert: infer R } ? R : never;

interface SeedDevice {
  row: Row<'devices'> & { id: string };
  category: DeviceTypeCategorySlug;
  model: ModelSpec & { id: string };
  orgKey: string;
  packageSlug: string;
  errors: { code: string; at: number }[];
  lastMessageAt: number | null;
}

/**
 * Fills an empty database with realistic Danish demo data: organisations, users and roles, the
 * device catalogue, devices with readings up to the current hour, monitoring, service and
 * installation orders, contracts and the release notification. Deterministic for a given seed and
 * hour. Runs in one transaction, so a failed run leaves nothing behind; does nothing when the
 * database already holds users (checked under a lock, so concurrent first starts seed once).
 */
export async function seedDemoData(database: Database, opts: SeedOptions = {}): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('The demo-data generator never runs in production');
  const deviceCount = opts.devices ?? 250;
  const days = opts.days ?? 30;
  if (!Number.isInteger(deviceCount) || deviceCount < 1 || deviceCount > MAX_DEMO_DEVICES) {
    throw new Error(`devices must be an integer from 1 to ${MAX_DEMO_DEVICES}`);
  }
  if (!Number.isInteger(days) || days < 0 || days > 366) throw new Error('days must be an integer from 0 to 366');
  const log = opts.log ?? (() => undefined);
  const seed = opts.seed ?? 2024;
  const started = Date.now();

  // Readings end at the current hour, so the data looks live whenever it is generated.
  const end = Math.floor(Date.now() / HOUR) * HOUR;
  const start = end - Math.max(days, 1) * DAY;
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 as never, memoryCost: 19456, timeCost: 2, parallelism: 1 });

  let seeded = false;
  await database.db.transaction(async (db) => {
    // Instances starting together on an empty database: the first seeds, the others find it filled.
    await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const filled = await db.execute<{ filled: boolean }>(sql`select exists (select 1 from users) as filled`);
    if (filled.rows[0]?.filled) return;
    seeded = true;
    const seeder = new Seeder(db, createRng(seed), seed, { deviceCount, start, end, passwordHash, log, latestReadingOnly: days === 0 });
    await seeder.run();
  });
  log(
    seeded
      ? `Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : 'The database already holds users; demo data not added',
  );
}

interface SeederConfig {
  deviceCount: number;
  start: number;
  end: number;
  /** Write only each device's last reading instead of its whole series. */
  latestReadingOnly: boolean;
  passwordHash: string;
  log: (message: string) => void;
}

class Seeder {
  private readonly ids = new Map<string, string>();
  private devices: SeedDevice[] = [];
  /** Devices whose latest lifecycle move a service order's replacement made (and recorded): taken down, or installed from stock. */
  private readonly movedByReplacement = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly rng: Rng,
    private readonly seed: number,
    private readonly config: SeederConfig,
  ) {}

  private id(key: string): string {
    const existing = this.ids.get(key);
    if (existing) return existing;
    const created = this.rng.uuid();
    this.ids.set(key, created);
    return created;
  }

  private ref(key: string): string {
    const found = this.ids.get(key);
    if (!found) throw new Error(`seed: unknown reference ${key}`);
    return found;
  }

  private at(msBeforeEnd: number): Date {
    return new Date(this.config.end - msBeforeEnd);
  }

  async run(): Promise<void> {
    const { log } = this.config;
    await this.lookups();
    await this.organizations();
    await this.accounts();
    log('Catalogue, organisations and accounts created');
    this.planDevices();
    await bulkInsert(
      this.db,
      schema.devices,
      this.devices.map((d) => d.row),
    );
    log(`${this.devices.length} devices created`);
    await this.readings();
    await this.monitoring();
    await this.groups();
    await this.serviceCenters();
    await this.serviceOrders();
    await this.installationOrders();
    await this.contracts();
    await this.deviceSettings();
    await this.releases();
  }

  private async lookups() {
    const { db } = this;
    await db.insert(schema.deviceTypeCategories).values(
      categorySpecs.map((c) => ({ id: this.id(`category:${c.slug}`), slug: c.slug, nameDa: c.nameDa, nameEn: c.nameEn })),
    );
    await db.insert(schema.deviceModels).values(
      modelSpecs.map((m) => ({
        id: this.id(`model:${m.title}`),
        title: m.title,
        deviceTypeCategoryId: this.ref(`category:${m.category}`),
        networkType: m.networkType,
        networkProtocol: m.networkProtocol,
        dataModel: dataModels[m.category],
        mqttBrokerNumber: m.mqttBrokerNumber ?? null,
        manufacturer: m.manufacturer,
      })),
    );
    await db.insert(schema.firmware).values(
      modelSpecs.flatMap((m) =>
        ['2.4.2', '3.0.1'].map((version, i) => ({
          deviceModelId: this.ref(`model:${m.title}`),
          version,
          notes: i === 0 ? 'Stabilitetsrettelser' : 'Ny radiostak og færre genstarter',
          createdAt: this.at((200 - i * 120) * DAY),
        })),
      ),
    );
    await db.insert(schema.packages).values(packageSpecs.map((p) => ({ id: this.id(`package:${p.slug}`), ...p })));
    await db.insert(schema.errorCodes).values(errorCodeSpecs.map((e) => ({ id: this.id(`error:${e.slug}`), ...e })));
    await db
      .insert(schema.statusCodes)
      .values(statusCodeSpecs.map((s, position) => ({ id: this.id(`status:${s.slug}`), ...s, position })));
    await db
      .insert(schema.serviceOrderStatuses)
      .values(serviceOrderStatusSpecs.map((s, position) => ({ id: this.id(`sos:${s.slug}`), ...s, position })));
    await db
      .insert(schema.serviceSolutions)
      .values(serviceSolutionSpecs.map((s, position) => ({ id: this.id(`solution:${s.slug}`), ...s, position })));
    await db
      .insert(schema.serviceCauses)
      .values(serviceCauseSpecs.map((s, position) => ({ id: this.id(`cause:${s.slug}`), ...s, position })));
  }

  private async organizations() {
    // Parents first, so the self-reference resolves.
    const ordered = [...organizationSpecs].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
    for (const spec of ordered) this.id(`org:${spec.key}`);
    await this.db.insert(schema.organizations).values(
      ordered.map((spec) => ({
        id: this.ref(`org:${spec.key}`),
        name: spec.name,
        slug: spec.slug,
        parentId: spec.parent ? this.ref(`org:${spec.parent}`) : null,
        createdAt: this.at(this.rng.int(400, 900) * DAY),
      })),
    );
  }

  private async accounts() {
    const { db } = this;
    const roleRows: Row<'roles'>[] = [];
    const ruleRows: Row<'roleRules'>[] = [];
    const addRole = (key: string, spec: (typeof platformRoleSpecs)[number], organizationId: string | null) => {
      const id = this.id(key);
      roleRows.push({ id, name: spec.name, description: spec.description, organizationId, isSystem: true });
      spec.rules.forEach((rule, position) =>
        ruleRows.push({
          roleId: id,
          action: rule.action,
          subject: rule.subject,
          conditions: rule.conditions ?? null,
          fields: rule.fields ?? null,
          inverted: rule.inverted ?? false,
          reason: rule.reason ?? null,
          position,
        }),
      );
    };
    for (const spec of platformRoleSpecs) addRole(`role:${spec.key}`, spec, null);
    for (const org of organizationSpecs) {
      for (const spec of organizationRoleSpecs) addRole(`role:${org.key}:${spec.key}`, spec, this.ref(`org:${org.key}`));
    }
    await db.insert(schema.roles).values(roleRows);
    await db.insert(schema.roleRules).values(ruleRows);

    const members: Row<'organizationMembers'>[] = [];
    const grants: Row<'userRoles'>[] = [];
    await db.insert(schema.users).values(
      userSpecs.map((spec, index) => ({
        id: this.id(`user:${spec.email}`),
        email: spec.email,
        passwordHash: this.config.passwordHash,
        firstName: spec.firstName,
        lastName: spec.lastName,
        language: spec.language,
        utcOffset: 1,
        createdAt: this.at((300 - index * 20) * DAY),
      })),
    );
    for (const spec of userSpecs) {
      const userId = this.ref(`user:${spec.email}`);
      for (const roleKey of spec.platformRoles) grants.push({ userId, roleId: this.ref(`role:${roleKey}`), organizationId: null });
      for (const [orgKey, roleKeys] of Object.entries(spec.organizations)) {
        const organizationId = this.ref(`org:${orgKey}`);
        members.push({ organizationId, userId });
        for (const roleKey of roleKeys) grants.push({ userId, roleId: this.ref(`role:${orgKey}:${roleKey}`), organizationId });
      }
    }
    await db.insert(schema.organizationMembers).values(members);
    await db.insert(schema.userRoles).values(grants);
  }

  /** Decides every device (owner, type, model, place, lifecycle, errors) before writing anything. */
  private planDevices() {
    const { rng } = this;
    const { deviceCount, start, end } = this.config;
    const owners = organizationSpecs.filter((o) => o.weight > 0);
    const totalWeight = owners.reduce((sum, o) => sum + o.weight, 0);
    const categoryNames = new Map(categorySpecs.map((c) => [c.slug, c.namePrefix]));
    const modelsByCategory = new Map<string, (ModelSpec & { id: string })[]>();
    for (const m of modelSpecs) {
      const list = modelsByCategory.get(m.category) ?? [];
      list.push({ ...m, id: this.ref(`model:${m.title}`) });
      modelsByCategory.set(m.category, list);
    }
    // Every organisation, device type and package appears even in small runs: the first devices
    // walk through them in turn, the rest are drawn at random.
    const allCategories = categorySpecs.map((c) => c.slug);
    for (let i = 0; i < deviceCount; i++) {
      let org = owners[i % owners.length]!;
      if (i >= owners.length * 3) {
        let draw = rng.next() * totalWeight;
        org = owners.find((o) => (draw -= o.weight) < 0) ?? owners[0]!;
      }
      let category: DeviceTypeCategorySlug;
      if (i < allCategories.length) {
        category = allCategories[i]!;
        if (!org.categories.includes(category)) org = owners.find((o) => o.categories.includes(category)) ?? org;
      } else category = rng.pick(org.categories);
      const models = modelsByCategory.get(category)!;
      const networkDraw = rng.next();
      const model = i < allCategories.length * 3 ? models[Math.floor(i / allCategories.length) % 3]! : models[networkDraw < 0.45 ? 0 : networkDraw < 0.75 ? 1 : 2]!;
      const packageSlug =
        i < packageSpecs.length ? packageSpecs[i]!.slug : rng.pick(['basic', 'basic', 'premium', 'premium', 'premium', 'automatic_replacement', 'self_service']);
      const lifecycleDraw = rng.next();
      const lifecycle: DeviceLifecycle = i < 20 ? 'installed' : lifecycleDraw < 0.86 ? 'installed' : lifecycleDraw < 0.94 ? 'in_stock' : 'taken_down';
      const townKey = rng.pick(org.towns);
      const town = towns[townKey];
      const street = rng.pick(streets);
      const houseNumber = rng.int(1, 140);
      const located = lifecycle !== 'in_stock';
      const createdAt = lifecycle === 'in_stock' ? end - rng.int(2, 60) * DAY : start - rng.int(10, 500) * DAY;
      const id = rng.uuid();
      const seqId = ((i + 1) * 2654435761) >>> 0;
      const network =
        model.networkType === 'sigfox'
          ? seqId.toString(16).toUpperCase().padStart(8, '0')
          : model.networkType === 'nbiot'
            ? `35${String((4_711_000_000_000 + (i + 1) * 7_919_333) % 10_000_000_000_000).padStart(13, '0')}`
            : `ns-${category.replace('_', '')}-${seqId.toString(16).padStart(8, '0')}`;
      const properties: DeviceProperties = {
        firmwareVersion: rng.pick(['2.4.2', '2.4.2', '3.0.1']),
        locationId: `LOC-${String(10_000 + i)}`,
      };
      if (category === 'water_level') {
        properties.elevation = Math.round(rng.float(2, 60) * 10) / 10;
        properties.boundary_distance = rng.int(150, 320);
        properties.heightOffset = rng.int(0, 25);
        properties.overFlowThreshold = rng.int(140, 190);
      }
      if (category === 'soil_moisture') {
        properties.minVWC = 15;
        properties.maxVWC = 45;
        properties.probeTemperatureOffset = Math.round(rng.gaussian() * 5) / 10;
      }
      if (model.mqttBrokerNumber) {
        Object.assign(properties, { miAbove: 10, xtiAbove: 6, th: rng.int(50, 150), miUnder: 60, xtiUnder: 1 });
      }

      // Lifetime of the readings: stale devices stopped reporting a few days ago (heartbeat errors).
      let lastMessageAt: number | null = null;
      let firstMessageAt = start;
      if (lifecycle === 'installed') lastMessageAt = i >= 20 && rng.chance(0.05) ? end - rng.int(26, 120) * HOUR : end;
      // Taken down at least a day before the end (the clamp only matters for runs under 3 days).
      if (lifecycle === 'taken_down') lastMessageAt = Math.min(end - DAY, start + rng.int(2, Math.max(2, Math.floor((end - start) / DAY) - 1)) * DAY);
      if (lastMessageAt !== null) {
        const step = cadenceMinutes[category] * 60_000;
        lastMessageAt = start + Math.floor((lastMessageAt - start) / step) * step;
        firstMessageAt = Math.min(firstMessageAt, lastMessageAt);
      }
      const errors = located && lastMessageAt !== null ? this.planErrors(category, firstMessageAt, lastMessageAt, end) : [];
      this.devices.push({
        row: {
          id,
          device: network,
          name: `${categoryNames.get(category)} ${street} ${houseNumber}`,
          serialNumber: `NS-${model.networkType.toUpperCase()}-${String(100_000 + i)}`,
          ownerId: this.ref(`org:${org.key}`),
          deviceModelId: model.id,
          packageId: this.ref(`package:${packageSlug}`),
          lifecycle,
          lat: located ? round6(town.lat + rng.float(-0.012, 0.012)) : null,
          lon: located ? round6(town.lon + rng.float(-0.02, 0.02)) : null,
          placeName: located ? `${street} ${houseNumber}, ${town.name}` : null,
          properties,
          isComplete: located,
          isUnsuccessful: false,
          locationTypeStancode: located ? rng.pick(['BRD', 'PST', 'BAS', 'VEJ', 'BYG', 'KAJ']) : null,
          notes: null,
          active: lifecycle === 'installed',
          createdAt: new Date(createdAt),
          updatedAt: new Date(createdAt),
        },
        category,
        model,
        orgKey: org.key,
        packageSlug,
        errors,
        lastMessageAt,
      });
    }
  }

  /** Errors a device reported; a device silent for over 24 h gets a heartbeat error per day. */
  private planErrors(category: DeviceTypeCategorySlug, from: number, lastMessageAt: number, end: number) {
    const { rng } = this;
    const step = cadenceMinutes[category] * 60_000;
    const errors: { code: string; at: number }[] = [];
    if (rng.chance(0.35)) {
      const codes = ['low_battery', 'sensor_failure', 'communication_error', 'tamper', 'low_signal'];
      if (category === 'water_level') codes.push('overflow', 'overflow');
      if (category === 'street_sense') codes.push('frost_warning', 'frost_warning');
      const favourite = rng.pick(codes);
      const count = rng.int(1, 12);
      for (let k = 0; k < count; k++) {
        const at = from + Math.floor((rng.next() * (lastMessageAt - from)) / step) * step;
        errors.push({ code: rng.chance(0.7) ? favourite : rng.pick(codes), at });
      }
    }
    for (let at = lastMessageAt + DAY; at <= end; at += DAY) errors.push({ code: 'heartbeat', at });
    return errors.sort((a, b) => a.at - b.at);
  }

  private async readings() {
    const { log, start } = this.config;
    const writer = new ReadingsWriter(this.db);
    const rainAt = createWeather(this.seed);
    const latest = new Map<string, LatestMessage>();
    let index = 0;
    for (const device of this.devices) {
      index++;
      if (device.lastMessageAt === null) continue;
      const message = await writeDeviceReadings(
        writer,
        {
          id: device.row.id,
          category: device.category,
          networkType: device.model.networkType,
          networkProtocol: device.model.networkProtocol,
          seed: (this.seed * 31 + index * 7919) >>> 0,
          from: this.config.latestReadingOnly ? device.lastMessageAt : start,
          to: device.lastMessageAt,
          errors: new Map(device.errors.filter((e) => e.code !== 'heartbeat').map((e) => [e.at, e.code])),
          overflowThreshold: device.row.properties?.overFlowThreshold,
          batteryStart: index % 17 === 0 ? 24 : 60 + (index % 40),
        },
        rainAt,
      );
      if (message) latest.set(device.row.id, message);
      if (index % 5000 === 0) log(`Readings: ${index} of ${this.devices.length} devices (${writer.count} messages)`);
    }
    await writer.flush();
    log(`${writer.count} readings written`);
    // One statement updates every device from its newest message (the values came from JS above).
    const updates = [...latest].map(([id, message]) => ({ id, t: message.time, m: message }));
    for (let i = 0; i < updates.length; i += 5000) {
      const payload = JSON.stringify(updates.slice(i, i + 5000));
      await this.db.execute(sql`
        update devices d set last_seen_at = x.t, latest_message = x.m
        from json_to_recordset(${payload}::json) as x(id uuid, t timestamptz, m jsonb)
        where d.id = x.id`);
    }
  }

  private async monitoring() {
    const { rng } = this;
    const records: Row<'monitoringRecords'>[] = [];
    const recordErrors: Row<'monitoringRecordErrors'>[] = [];
    const logs: Row<'monitoringLogs'>[] = [];
    for (const device of this.devices) {
      if (device.row.lifecycle === 'in_stock') continue;
      const recordId = rng.uuid();
      const latestError = device.errors.at(-1);
      const status = !latestError
        ? rng.chance(0.08) ? 'resolved' : 'active'
        : rng.pick(['active', 'active', 'acknowledged', 'in_service', 'ignored']);
      records.push({
        id: recordId,
        deviceId: device.row.id,
        statusCodeId: this.ref(`status:${status}`),
        latestErrorOccurredAt: latestError ? new Date(latestError.at) : null,
        notes: latestError && rng.chance(0.3) ? rng.pick(['Tekniker kontaktet', 'Afventer reservedel', 'Kunden er informeret', 'Følges op i næste uge']) : null,
        heartbeatNotifiedAt: device.errors.some((e) => e.code === 'heartbeat') ? new Date(device.errors.find((e) => e.code === 'heartbeat')!.at) : null,
        createdAt: device.row.createdAt,
      });
      const byCode = new Map<string, { count: number; latest: number }>();
      for (const error of device.errors) {
        const entry = byCode.get(error.code) ?? { count: 0, latest: 0 };
        entry.count++;
        entry.latest = Math.max(entry.latest, error.at);
        byCode.set(error.code, entry);
        logs.push({
          monitoringRecordId: recordId,
          deviceId: device.row.id,
          ownerId: device.row.ownerId,
          deviceModelId: device.row.deviceModelId,
          errorCodeId: this.ref(`error:${error.code}`),
          networkType: device.model.networkType,
          occurredAt: new Date(error.at),
        });
      }
      for (const [code, entry] of byCode) {
        recordErrors.push({
          monitoringRecordId: recordId,
          errorCodeId: this.ref(`error:${code}`),
          count: entry.count,
          latestOccurredAt: new Date(entry.latest),
        });
      }
    }
    await bulkInsert(this.db, schema.monitoringRecords, records);
    await bulkInsert(this.db, schema.monitoringRecordErrors, recordErrors);
    await bulkInsert(this.db, schema.monitoringLogs, logs);
    this.config.log(`${records.length} monitoring records, ${logs.length} error logs`);
  }

  private async groups() {
    const groupRows: Row<'groups'>[] = [];
    const links: Row<'groupDevices'>[] = [];
    for (const org of organizationSpecs) {
      const groupIds = org.groups.map((name) => {
        const id = this.id(`group:${org.key}:${name}`);
        groupRows.push({ id, organizationId: this.ref(`org:${org.key}`), name });
        return id;
      });
      if (groupIds.length === 0) continue;
      const grouped = new Set<string>();
      for (const device of this.devices) {
        if (device.orgKey !== org.key || device.row.lifecycle !== 'installed') continue;
        if (this.rng.chance(0.65)) {
          links.push({ groupId: this.rng.pick(groupIds), deviceId: device.row.id });
          grouped.add(device.row.id);
        }
      }
      // The dashboard's counter cards and service schedules need a grouped counter with fresh readings:
      // when chance left none in a group, the first one goes in the first group (no draw, so the rest
      // of the data stays the same).
      const isLiveCounter = (device: SeedDevice) =>
        device.orgKey === org.key &&
        device.row.lifecycle === 'installed' &&
        device.lastMessageAt !== null &&
        device.lastMessageAt >= this.config.end - DAY &&
        counterSlug(dataModels[device.category]) !== null;
      const counters = this.devices.filter(isLiveCounter);
      if (counters.length > 0 && !counters.some((device) => grouped.has(device.row.id))) {
        const first = counters[0]!;
        links.push({ groupId: groupIds[0]!, deviceId: first.row.id });
      }
    }
    await bulkInsert(this.db, schema.groups, groupRows);
    await bulkInsert(this.db, schema.groupDevices, links);
  }

  private async serviceCenters() {
    await this.db.insert(schema.serviceCenters).values(
      serviceCenterSpecs.map((c) => ({ id: this.id(`center:${c.key}`), name: c.name, lat: c.lat, lon: c.lon, isActive: c.isActive })),
    );
    await this.db.insert(schema.serviceCenterOrganizations).values(
      serviceCenterSpecs.flatMap((c) =>
        c.serves.map((org) => ({ serviceCenterId: this.ref(`center:${c.key}`), organizationId: this.ref(`org:${org}`) })),
      ),
    );
    const centerUsers: Row<'serviceCenterUsers'>[] = [];
    const technicianRows: Row<'technicians'>[] = [];
    const technicianModels: Row<'technicianModels'>[] = [];
    for (const spec of userSpecs) {
      const userId = this.ref(`user:${spec.email}`);
      for (const center of spec.serviceCenters ?? []) centerUsers.push({ serviceCenterId: this.ref(`center:${center}`), userId });
      if (!spec.technicianIn) continue;
      const serviceCenterId = this.ref(`center:${spec.technicianIn}`);
      const id = this.id(`technician:${spec.email}`);
      centerUsers.push({ serviceCenterId, userId });
      technicianRows.push({ id, serviceCenterId, userId, name: `${spec.firstName} ${spec.lastName}`, isActive: true });
      for (const model of modelSpecs) {
        if (this.rng.chance(0.6)) technicianModels.push({ technicianId: id, deviceModelId: this.ref(`model:${model.title}`) });
      }
    }
    // A former technician, deactivated, so lists show both states.
    const formerId = this.id('technician:former');
    const formerUserId = this.id('user:former');
    await this.db.insert(schema.users).values({
      id: formerUserId,
      email: 'anders.moeller@example.com',
      passwordHash: this.config.passwordHash,
      firstName: 'Anders',
      lastName: 'Møller',
      isActive: false,
      createdAt: this.at(500 * DAY),
    });
    technicianRows.push({ id: formerId, serviceCenterId: this.ref('center:koge'), userId: formerUserId, name: 'Anders Møller', isActive: false });
    await this.db.insert(schema.serviceCenterUsers).values(centerUsers);
    await this.db.insert(schema.technicians).values(technicianRows);
    await bulkInsert(this.db, schema.technicianModels, technicianModels);
  }

  private techniciansOf(centerKey: string): string[] {
    return userSpecs.filter((u) => u.technicianIn === centerKey).map((u) => this.ref(`technician:${u.email}`));
  }

  private async serviceOrders() {
    const { rng } = this;
    const { end } = this.config;
    const installed = this.devices.filter((d) => d.row.lifecycle === 'installed');
    const withErrors = installed.filter((d) => d.errors.length > 0);
    const count = Math.min(installed.length, Math.max(serviceOrderStatusSpecs.length * 3, Math.round(this.devices.length * 0.06)));
    const orders: Row<'serviceOrders'>[] = [];
    const solutions: Row<'serviceOrderSolutions'>[] = [];
    const tasks: Row<'tasks'>[] = [];
    const adminId = this.ref('user:admin@example.com');
    const activeCenters = serviceCenterSpecs.filter((c) => c.isActive);
    // Replacements as the API makes them (deviceReplacement.ts): a stock device of the same model and
    // owner goes in the old one's place. A replaced device is in no other order, and no later order picks it.
    const replacements: { orderId: string; old: SeedDevice; next: SeedDevice; at: number; technicianId: string }[] = [];
    const ordered = new Set<string>();
    const takenDown = new Set<string>();
    const taken = new Set<string>();
    const stockBy = new Map<string, SeedDevice[]>();
    const spareStock = new Map<string, number>();
    for (const d of this.devices) {
      if (d.row.lifecycle !== 'in_stock') continue;
      const key = `${d.row.ownerId}:${d.row.deviceModelId}`;
      stockBy.set(key, [...(stockBy.get(key) ?? []), d]);
      spareStock.set(d.row.ownerId, (spareStock.get(d.row.ownerId) ?? 0) + 1);
    }
    // An owner keeps its last stock device for its pending installation orders (installationOrders).
    const stockTwin = (device: SeedDevice, at: number) =>
      (spareStock.get(device.row.ownerId) ?? 0) > 1
        ? stockBy.get(`${device.row.ownerId}:${device.row.deviceModelId}`)?.find((d) => !taken.has(d.row.id) && (d.row.createdAt?.getTime() ?? 0) <= at)
        : undefined;
    // The installed devices no replacement has taken down yet, kept up to date rather than filtered
    // per order (6,000 orders over 86,000 devices at the largest scale).
    const standing = [...installed];
    for (let i = 0; i < count; i++) {
      const drawn = withErrors.length > i && !takenDown.has(withErrors[i]!.row.id) ? withErrors[i]! : rng.pick(standing);
      const status = serviceOrderStatusSpecs[i % serviceOrderStatusSpecs.length]!.slug;
      const center = activeCenters[i % activeCenters.length]!;
      const technicianId = status === 'sos_unknown' ? null : rng.pick(this.techniciansOf(center.key));
      const createdAt = end - rng.int(1, 28) * DAY - rng.int(0, 23) * HOUR;
      const done = status === 'sos_completed' || status === 'sos_archived' || status === 'sos_failed';
      const startedAt = status === 'sos_in_progress' || done ? createdAt + rng.int(4, 72) * HOUR : null;
      const completedAt = done && startedAt ? Math.min(end, startedAt + rng.int(1, 6) * HOUR) : null;
      const id = rng.uuid();
      // About a third of the completed orders, and at least one, so that even a small demo shows one.
      const wantsReplacement = status === 'sos_completed' && (rng.chance(0.3) || replacements.length === 0);
      const at = completedAt ?? createdAt;
      // A replacement needs a stock twin: when the drawn device has none, the order goes to the first
      // installed device, in no order yet, that has one (none: the order has no replacement).
      const replaceable = (d: SeedDevice) => !ordered.has(d.row.id) && stockTwin(d, at) !== undefined;
      const device = wantsReplacement && technicianId && !replaceable(drawn) ? (standing.find(replaceable) ?? drawn) : drawn;
      const stock = wantsReplacement && technicianId && !ordered.has(device.row.id) ? stockTwin(device, at) : undefined;
      ordered.add(device.row.id);
      const replaced = stock !== undefined;
      if (stock && technicianId) {
        taken.add(stock.row.id);
        spareStock.set(stock.row.ownerId, spareStock.get(stock.row.ownerId)! - 1);
        takenDown.add(device.row.id);
        standing.splice(standing.indexOf(device), 1);
        replacements.push({ orderId: id, old: device, next: stock, at, technicianId });
      }
      orders.push({
        id,
        serviceCenterId: this.ref(`center:${center.key}`),
        technicianId,
        deviceId: device.row.id,
        ownerId: device.row.ownerId,
        serviceIssue: rng.pick(serviceIssues),
        notes: rng.chance(0.5) ? 'Nøgle hentes hos driftsvagten' : null,
        dueDate: new Date(Math.floor((createdAt + rng.int(3, 14) * DAY) / DAY) * DAY + DAY - 1000),
        statusId: this.ref(`sos:${status}`),
        activeWizardStep: status === 'sos_in_progress' ? rng.pick(['before-service', 'device-service', 'issue']) : done ? 'after-service' : null,
        causeId: done ? this.ref(`cause:${rng.pick(serviceCauseSpecs).slug}`) : null,
        // Drawn either way, so the rest of the data stays the same.
        replacementAllowed: rng.chance(0.5) || replaced,
        comment: status === 'sos_failed' ? 'Kunne ikke få adgang til brønden' : done ? 'Udført uden bemærkninger' : null,
        startedAt: startedAt ? new Date(startedAt) : null,
        completedAt: completedAt ? new Date(completedAt) : null,
        createdBy: adminId,
        createdAt: new Date(createdAt),
        updatedAt: new Date(completedAt ?? startedAt ?? createdAt),
      });
      if (status === 'sos_completed' || status === 'sos_archived') {
        const picked = replaced ? ['replace_device'] : [rng.pick(serviceSolutionSpecs.filter((s) => s.slug !== 'replace_device')).slug];
        if (!replaced && rng.chance(0.3)) picked.push('restart');
        for (const slug of new Set(picked)) solutions.push({ serviceOrderId: id, solutionId: this.ref(`solution:${slug}`) });
      }
    }
    await bulkInsert(this.db, schema.serviceOrders, orders);
    await bulkInsert(this.db, schema.serviceOrderSolutions, solutions);
    // The audits name each order by its number, which the database gives.
    const numbers = new Map(
      (await this.db.select({ id: schema.serviceOrders.id, number: schema.serviceOrders.number }).from(schema.serviceOrders)).map((o) => [o.id, o.number]),
    );
    for (const replacement of replacements) tasks.push(await this.replaceDevice({ ...replacement, number: numbers.get(replacement.orderId)! }));
    await bulkInsert(this.db, schema.tasks, tasks);
    this.config.log(`${orders.length} service orders`);
  }

  /**
   * One replacement of a finished order, as the API leaves it (tasks/deviceReplacement.ts): the old
   * device taken down (off its place), the stock device installed there with the readings since the
   * replacement, the monitoring record moved to it, lifecycle events, both devices' audit entries
   * and the order's history naming the order; returns the task.
   */
  private async replaceDevice({ orderId, number, old, next, at, technicianId }: {
    orderId: string; number: number; old: SeedDevice; next: SeedDevice; at: number; technicianId: string;
  }): Promise<Row<'tasks'>> {
    const spec = userSpecs.find((u) => u.technicianIn && this.ids.get(`technician:${u.email}`) === technicianId);
    const actor = spec ? this.ref(`user:${spec.email}`) : this.ref('user:admin@example.com');
    const when = new Date(at);
    const geo = old.row.lat != null && old.row.lon != null ? { lat: old.row.lat, lon: old.row.lon } : null;
    const note = 'Enheden udskiftet ved service';
    const latestJson = sql`json_build_object('time', to_char(m.time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', m.data,
      'signalStrength', m.signal_strength, 'rssi', m.rssi, 'rsrq', m.rsrq)::jsonb`;
    // The readings since the replacement are the new device's; each device's latest message follows.
    await this.db.execute(sql`update device_messages set device_id = ${next.row.id} where device_id = ${old.row.id} and time > ${when}`);
    // (Without a reading history, `days: 0`, the old device may have none left: then it has none.)
    for (const id of [old.row.id, next.row.id]) {
      await this.db.execute(sql`update devices d set (last_seen_at, latest_message) = (select m.time, ${latestJson}
        from device_messages m where m.device_id = ${id} order by m.time desc limit 1) where d.id = ${id}`);
    }
    await this.db.execute(sql`update devices set lifecycle = 'installed', active = true, lat = ${old.row.lat ?? null}, lon = ${old.row.lon ?? null},
      place_name = ${old.row.placeName ?? null}, location_type_stancode = ${old.row.locationTypeStancode ?? null} where id = ${next.row.id}`);
    await this.db.execute(sql`update devices set lifecycle = 'taken_down', active = false, lat = null, lon = null, place_name = null where id = ${old.row.id}`);
    // In-stock devices have no monitoring record of their own (monitoring()), so the old one moves as it is.
    const { rows: moved } = await this.db.execute<{ id: string }>(
      sql`update monitoring_records set device_id = ${next.row.id} where device_id = ${old.row.id} returning id`,
    );
    // Later steps (installation orders, contracts) see the devices as they are now.
    Object.assign(next.row, { lifecycle: 'installed', active: true, lat: old.row.lat, lon: old.row.lon, placeName: old.row.placeName, locationTypeStancode: old.row.locationTypeStancode });
    Object.assign(old.row, { lifecycle: 'taken_down', active: false, lat: null, lon: null, placeName: null });
    next.lastMessageAt = old.lastMessageAt !== null && old.lastMessageAt > at ? old.lastMessageAt : null;
    old.lastMessageAt = old.lastMessageAt !== null ? Math.min(old.lastMessageAt, at) : null;
    this.movedByReplacement.add(old.row.id).add(next.row.id);

    await this.db.insert(schema.deviceLifecycleEvents).values([
      { deviceId: old.row.id, fromState: 'installed', toState: 'taken_down', occurredAt: when, changedBy: actor },
      { deviceId: next.row.id, fromState: 'in_stock', toState: 'installed', occurredAt: when, changedBy: actor },
    ]);
    const taskId = this.rng.uuid();
    const why = { before: null, after: { serviceOrder: orderId, number, task: taskId, note } };
    const entry = { actorUserId: actor, organizationId: old.row.ownerId, createdAt: when };
    await this.db.insert(schema.auditLog).values([
      {
        ...entry, action: 'device.replaced', subject: 'Device', subjectId: old.row.id,
        changes: {
          lifecycle: { before: 'installed', after: 'taken_down' }, geo: { before: geo, after: null }, placeName: { before: old.row.placeName ?? null, after: null },
          replacedBy: { before: null, after: { _id: next.row.id, name: next.row.name, device: next.row.device } }, serviceOrder: why,
        },
      },
      {
        ...entry, action: 'device.replacement', subject: 'Device', subjectId: next.row.id,
        changes: {
          lifecycle: { before: 'in_stock', after: 'installed' }, geo: { before: null, after: geo }, placeName: { before: null, after: old.row.placeName ?? null },
          replaces: { before: null, after: { _id: old.row.id, name: old.row.name, device: old.row.device } },
          monitoringRecord: { before: null, after: moved[0]?.id ?? null }, serviceOrder: why,
        },
      },
      {
        ...entry, action: 'serviceOrder.replacement', subject: 'ServiceOrder', subjectId: orderId,
        changes: { device: { from: old.row.id, to: next.row.id }, task: { from: null, to: taskId }, note: { from: null, to: note } },
      },
    ]);
    return {
      id: taskId,
      taskType: 'DEVICE_REPLACEMENT',
      details: { serviceOrder: orderId, oldDevice: old.row.id, newDevice: next.row.id, note, geo },
      deviceId: old.row.id,
      serviceOrderId: orderId,
      status: 'done',
      createdBy: actor,
      createdAt: when,
      completedAt: when,
    };
  }

  private async installationOrders() {
    const { rng } = this;
    const { end } = this.config;
    const statuses = ['new', 'in_progress', 'completed', 'archived'] as const;
    const inStock = this.devices.filter((d) => d.row.lifecycle === 'in_stock');
    // A device a service order's replacement installed was not installed by an installation order.
    const installed = this.devices.filter((d) => d.row.lifecycle === 'installed' && !this.movedByReplacement.has(d.row.id));
    const count = Math.max(statuses.length * 2, Math.round(this.devices.length * 0.02));
    const orders: Row<'installationOrders'>[] = [];
    const orderDevices: Row<'installationOrderDevices'>[] = [];
    const types: Row<'installationOrderTypes'>[] = [];
    const models: Row<'installationOrderModels'>[] = [];
    const lifecycleEvents: Row<'deviceLifecycleEvents'>[] = [];
    const used = new Set<string>();
    const activeCenters = serviceCenterSpecs.filter((c) => c.isActive);
    const owners = organizationSpecs.filter((o) => o.weight > 0);
    for (let i = 0; i < count; i++) {
      const status = statuses[i % statuses.length]!;
      // Owners in turn; a pending order goes to the next owner with stock left to install, so that
      // small runs (few stock devices, some taken by replacements) still have pending devices.
      const pending = status === 'new' || status === 'in_progress';
      const turn = [...owners.slice(i % 7), ...owners.slice(0, i % 7)];
      const org = (pending && turn.find((o) => inStock.some((d) => d.orgKey === o.key && !used.has(d.row.id)))) || owners[i % 7]!;
      const ownerId = this.ref(`org:${org.key}`);
      const center = activeCenters[i % activeCenters.length]!;
      const id = rng.uuid();
      const createdAt = end - rng.int(2, 40) * DAY;
      orders.push({
        id,
        name: `Opsætning ${rng.pick(org.towns.map((t) => towns[t].name))} ${i + 1}`,
        ownerId,
        note: rng.chance(0.5) ? 'Koordinér med driftsafdelingen inden opstart' : null,
        serviceCenterId: this.ref(`center:${center.key}`),
        technicianId: rng.pick(this.techniciansOf(center.key)),
        dueDate: new Date(Math.floor((createdAt + rng.int(5, 30) * DAY) / DAY) * DAY + DAY - 1000),
        status,
        startedAt: status === 'new' ? null : new Date(createdAt + DAY),
        completedAt: status === 'completed' || status === 'archived' ? new Date(createdAt + 3 * DAY) : null,
        archivedAt: status === 'archived' ? new Date(createdAt + 5 * DAY) : null,
        createdBy: this.ref('user:admin@example.com'),
        createdAt: new Date(createdAt),
      });
      // Pending orders install stock devices; finished ones list devices already installed.
      const pool = (pending ? inStock : installed).filter(
        (d) => d.orgKey === org.key && !used.has(d.row.id),
      );
      const picked = pool.slice(0, rng.int(2, 6));
      const categories = new Set<string>();
      const modelIds = new Set<string>();
      picked.forEach((device, k) => {
        used.add(device.row.id);
        categories.add(device.category);
        modelIds.add(device.row.deviceModelId);
        const state =
          status === 'new' ? 'dlc_pending' : status === 'in_progress' ? (k === 0 ? 'dlc_failed' : 'dlc_pending') : k === 1 ? 'dlc_failed' : 'dlc_installed';
        orderDevices.push({
          installationOrderId: id,
          deviceId: device.row.id,
          state,
          note: state === 'dlc_failed' ? 'Ingen dækning på stedet' : null,
          installedAt: state === 'dlc_installed' ? new Date(createdAt + 2 * DAY) : null,
          createdAt: new Date(createdAt),
        });
      });
      for (const slug of categories) types.push({ installationOrderId: id, deviceTypeCategoryId: this.ref(`category:${slug}`) });
      for (const modelId of modelIds) models.push({ installationOrderId: id, deviceModelId: modelId });
    }
    for (const device of this.devices) {
      if (device.row.lifecycle === 'in_stock') continue;
      // A replacement recorded its own move (replaceDevice): the new device's installation, the old one's removal.
      const replaced = this.movedByReplacement.has(device.row.id);
      if (replaced && device.row.lifecycle === 'installed') continue;
      const installedAt = device.row.createdAt!.getTime() + 2 * DAY;
      lifecycleEvents.push({ deviceId: device.row.id, fromState: 'in_stock', toState: 'installed', occurredAt: new Date(installedAt) });
      if (device.row.lifecycle === 'taken_down' && device.lastMessageAt && !replaced) {
        lifecycleEvents.push({ deviceId: device.row.id, fromState: 'installed', toState: 'taken_down', occurredAt: new Date(device.lastMessageAt + HOUR) });
      }
    }
    await bulkInsert(this.db, schema.installationOrders, orders);
    await bulkInsert(this.db, schema.installationOrderDevices, orderDevices);
    await bulkInsert(this.db, schema.installationOrderTypes, types);
    await bulkInsert(this.db, schema.installationOrderModels, models);
    await bulkInsert(this.db, schema.deviceLifecycleEvents, lifecycleEvents);
    this.config.log(`${orders.length} installation orders`);
  }

  private async contracts() {
    const { rng } = this;
    const contracts: Row<'contracts'>[] = [];
    const contractDevices: Row<'contractDevices'>[] = [];
    const logs: Row<'contractLogs'>[] = [];
    const adminId = this.ref('user:admin@example.com');
    for (const org of organizationSpecs.filter((o) => o.weight > 0)) {
      const organizationId = this.ref(`org:${org.key}`);
      for (const packageSlug of ['premium', 'basic']) {
        const id = rng.uuid();
        const createdAt = this.at(rng.int(60, 700) * DAY);
        contracts.push({
          id,
          organizationId,
          packageId: this.ref(`package:${packageSlug}`),
          startDate: createdAt.toISOString().slice(0, 10),
          invoiceFrequencyMonths: rng.pick([1, 3, 6, 12]),
          projectId: `P-${rng.int(1000, 9999)}`,
          debitorNumber: String(rng.int(100_000, 999_999)),
          note: packageSlug === 'premium' ? 'Inkl. døgnovervågning og udkald' : null,
          pricePerDeviceMonth: packageSlug === 'premium' ? '89.00' : '39.00',
          createdBy: adminId,
          createdAt,
        });
        logs.push({ contractId: id, organizationId, action: 'create', userId: adminId, createdAt });
        for (const device of this.devices) {
          if (device.orgKey !== org.key || device.packageSlug !== packageSlug || device.row.lifecycle !== 'installed') continue;
          contractDevices.push({ contractId: id, deviceId: device.row.id, createdAt });
          logs.push({ contractId: id, organizationId, action: 'add_device', deviceId: device.row.id, userId: adminId, createdAt });
        }
      }
    }
    await bulkInsert(this.db, schema.contracts, contracts);
    await bulkInsert(this.db, schema.contractDevices, contractDevices);
    await bulkInsert(this.db, schema.contractLogs, logs);
  }

  /** Service schedules for counters, alarms and MQTT downlink configurations. */
  private async deviceSettings() {
    const { rng } = this;
    const { end } = this.config;
    const schedules: Row<'serviceSchedules'>[] = [];
    const alarms: Row<'alarms'>[] = [];
    const downlinks: Row<'downlinkConfigs'>[] = [];
    for (const device of this.devices) {
      if (device.row.lifecycle !== 'installed') continue;
      const org = organizationSpecs.find((o) => o.key === device.orgKey)!;
      const email = `drift@${org.slug}.dk`;
      if (device.category === 'person_counter' || device.category === 'door') {
        schedules.push({
          deviceId: device.row.id,
          organizationId: device.row.ownerId,
          serviceTargetCount: device.category === 'door' ? rng.pick([500, 1000]) : rng.pick([5000, 10000, 20000]),
          notificationEmail: rng.chance(0.5) ? email : `${email};service@${org.slug}.dk`,
          lastResetAt: new Date(end - rng.int(2, 25) * DAY),
        });
      }
      if (rng.chance(0.12)) {
        const unit = device.category === 'water_level' ? 'water_level' : 'battery';
        alarms.push({
          deviceId: device.row.id,
          unitSlug: unit,
          value: unit === 'water_level' ? (device.row.properties?.overFlowThreshold ?? 150) : 20,
          operator: unit === 'water_level' ? 'gte' : 'lt',
          aggregation: unit === 'water_level' ? 'maximum' : 'average',
          evaluationFrequency: rng.pick([15, 60, 240]),
          notifyFromHour: rng.pick([0, 6, 7]),
          notifyToHour: rng.pick([24, 22, 18]),
          notificationEmails: [email],
          createdAt: new Date(end - rng.int(5, 200) * DAY),
        });
      }
      if (device.model.mqttBrokerNumber) {
        // What was sent is the device's settings (the downlink route's mapping: miUnder, xtiUnder
        // and th in the columns), and the device reports it applied under the threshold: in sync.
        const { miUnder, xtiUnder, th } = device.row.properties as { miUnder: number; xtiUnder: number; th: number };
        // Two draws the demo data once used here, kept so that everything generated after stays the same.
        rng.pick([5, 10, 15]);
        rng.pick([4, 6]);
        const appliedAt = new Date(end - rng.int(1, 20) * DAY);
        const messageCount = rng.int(100, 4000);
        downlinks.push({
          deviceId: device.row.id,
          measurementInterval: miUnder,
          measurementsPerTransmission: xtiUnder,
          thresholdAbove: th,
          thresholdBelow: null,
          applied: { AcMI: miUnder, AcXTI: xtiUnder, THVal: th, EVENT: 0, MsgCnt: messageCount, deviceType: device.category, time: appliedAt.toISOString() },
          appliedAt,
          messageCount: rng.int(100, 4000),
        });
      }
    }
    await bulkInsert(this.db, schema.serviceSchedules, schedules);
    await bulkInsert(this.db, schema.alarms, alarms);
    await bulkInsert(this.db, schema.downlinkConfigs, downlinks);
  }

  private async releases() {
    const previousId = this.id('release:previous');
    await this.db.insert(schema.releaseNotifications).values([
      {
        id: previousId,
        releaseVersion: '1.49.2',
        title: 'Version 1.49.2',
        createdBy: this.ref('user:admin@example.com'),
        notesDa: 'Rettelser i kortvisningen og hurtigere indlæsning af enhedslisten.',
        notesEn: 'Fixes to the map view and faster loading of the device list.',
        createdAt: this.at(21 * DAY),
      },
      {
        id: this.id('release:current'),
        releaseVersion: RELEASE_VERSION,
        title: `Version ${RELEASE_VERSION}`,
        createdBy: this.ref('user:admin@example.com'),
        notesDa: 'Ny overvågningsside med fejlkoder, forbedret servicemodul og engelsk sprogversion.',
        notesEn: 'A new monitoring page with error codes, a better service module and an English version.',
        createdAt: this.at(2 * DAY),
      },
    ]);
    // Everybody has read the previous release; the current one is new to all.
    await this.db.insert(schema.releaseNotificationReads).values(
      userSpecs.map((u) => ({ notificationId: previousId, userId: this.ref(`user:${u.email}`), readAt: this.at(20 * DAY) })),
    );
  }
}

function round6(value: number) {
  return Math.round(value * 1e6) / 1e6;
}
