import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessibleOrganizationIds } from '../abilities/accessibleOrganizationIds.ts';
import { type Action, type AppAbility, createAppAbility, type SubjectType } from '../abilities/appAbility.ts';
import { loadRules, type UserRules } from '../abilities/loadRules.ts';
import { forbidden } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's CASL ability (all their roles, placeholders filled in). */
    ability: AppAbility;
    /** The rules behind `ability`, split by where they were granted. */
    rules: UserRules;
    /** Throws FORBIDDEN unless the user may `action` on `subject`. */
    authorize(action: Action, subject: SubjectType): void;
    /** Organisation ids the user may `action` `subject` rows of; 'all' when unrestricted. */
    scope(action: Action, subject: SubjectType): 'all' | string[];
  }
}

/** Builds `request.ability` from user_roles → role_rules after the auth hook found the user. */
export const abilitiesPlugin = fp(async function abilitiesPlugin(app: FastifyInstance) {
  app.decorateRequest('ability', null as unknown as AppAbility);
  app.decorateRequest('rules', null as unknown as UserRules);
  app.decorateRequest('authorize', function (this: { ability: AppAbility }, action: Action, subject: SubjectType) {
    if (!this.ability?.can(action, subject)) throw forbidden();
  });
  app.decorateRequest('scope', function (this: { ability: AppAbility }, action: Action, subject: SubjectType) {
    return this.ability ? accessibleOrganizationIds(this.ability, action, subject) : [];
  });
  app.addHook('onRequest', async (request) => {
    if (!request.user) return;
    request.rules = await loadRules(app.db, request.user.id);
    request.ability = createAppAbility(request.rules.all);
  });
}, { name: 'abilitiesPlugin', dependencies: ['authPlugin'] });
