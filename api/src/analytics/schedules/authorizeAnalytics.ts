import { subject } from '@casl/ability';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../abilities/appAbility.ts';
import { schema } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';

/**
 * The organisation must exist and be the caller's (platform administrators: any), else 404 so
 * strangers learn nothing; then the caller needs `action Analytics` within it, else 403.
 */
export async function authorizeAnalytics(app: FastifyInstance, request: FastifyRequest, organizationId: string, action: Action) {
  const isAdmin = request.ability.can('manage', 'all');
  if (!isAdmin && !request.rules.organizationIds.includes(organizationId)) throw notFound('notFound.organization');
  const [organization] = await app.db
    .select({ id: schema.organizations.id })
    .from(schema.organizations)
    .where(eq(schema.organizations.id, organizationId))
    .limit(1);
  if (!organization) throw notFound('notFound.organization');
  if (!request.ability.can(action, subject('Analytics', { organizationId } as Record<string, unknown>))) throw forbidden();
}
