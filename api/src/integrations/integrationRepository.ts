import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type NetworkType, networkTypes } from '../db/schema/networkTypes.ts';
import type { IntegrationList } from './integrationSchemas.ts';

/** The networks every organisation's integrations page lists, whether or not it has devices on them. */
const alwaysListed: readonly NetworkType[] = ['nbiot', 'sigfox', 'mqtt'];

type Row = {
  network: NetworkType;
  devices: number;
  last_message_at: Date | string | null;
  last_id: string | null;
  last_name: string | null;
  last_device: string | null;
  keys: number;
};

/**
 * What feeds an organisation's devices, per network: how many devices, when the newest message
 * arrived and from which device, and how many keys can report for them. One statement: the owner's
 * live devices by model (an index of devices by owner), the keys by organisation.
 */
export function integrationRepository(db: Db) {
  return {
    async list(organizationId: string): Promise<IntegrationList['data']> {
      const { rows } = await db.execute<Row>(sql`
        with owned as (
          select d.id, d.name, d.device, d.last_seen_at, m.network_type
          from devices d join device_models m on m.id = d.device_model_id
          where d.owner_id = ${organizationId} and d.deleted_at is null
        ),
        networks as (
          select unnest(${sql.param([...alwaysListed])}::text[]) as network
          union
          select distinct network_type from owned
        )
        select n.network,
          (select count(*)::int from owned o where o.network_type = n.network) as devices,
          l.last_seen_at as last_message_at, l.id as last_id, l.name as last_name, l.device as last_device,
          (select count(*)::int from api_keys k
            where k.organization_id = ${organizationId} and k.revoked_at is null and (k.network is null or k.network = n.network)) as keys
        from networks n
        left join lateral (
          select o.id, o.name, o.device, o.last_seen_at from owned o
          where o.network_type = n.network and o.last_seen_at is not null
          order by o.last_seen_at desc, o.id limit 1
        ) l on true`);
      const order = (network: string) => networkTypes.indexOf(network as NetworkType);
      return rows
        .sort((a, b) => order(a.network) - order(b.network))
        .map((row) => ({
          network: row.network,
          devices: row.devices,
          lastMessageAt: row.last_message_at === null ? null : new Date(row.last_message_at).toISOString(),
          lastDevice: row.last_id ? { _id: row.last_id, name: row.last_name ?? '', device: row.last_device ?? '' } : null,
          keys: row.keys,
        }));
    },
  };
}
