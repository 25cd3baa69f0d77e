import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Service centres, their staff and technicians, and the organisations they serve. */
export function serviceCenterRepository(db: Db) {
  return {
    /**
     * The organisations served by the active service centres a user works in: as staff
     * (service_center_users) or as an active technician. A deactivated technician loses the centre
     * even while still listed as its staff.
     */
    async servedOrganizationIds(userId: string): Promise<string[]> {
      const result = await db.execute<{ organization_id: string }>(sql`
        select distinct sco.organization_id
        from service_center_organizations sco
        join service_centers sc on sc.id = sco.service_center_id and sc.is_active
        where sco.service_center_id in (
          select t.service_center_id from technicians t where t.user_id = ${userId} and t.is_active
          union
          select scu.service_center_id from service_center_users scu
          where scu.user_id = ${userId}
            and not exists (
              select 1 from technicians t
              where t.service_center_id = scu.service_center_id and t.user_id = ${userId} and not t.is_active
            )
        )
        order by 1`);
      return result.rows.map((row) => row.organization_id);
    },
  };
}
