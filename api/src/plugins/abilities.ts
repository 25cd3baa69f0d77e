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
    /**
     * Whether the user may `action` `subject` rows of one organisation: the same answer as
     * `scope`, so every endpoint that scopes by organisation agrees (e.g. `allowedIn('read',
     * 'Organization', id)` decides 404 for an organisation the caller may not see).
     */
    allowedIn(action: Action, subject: SubjectType, organizationId: string): boolean;
  }
}

/** Builds `request.ability` from user_roles → role_rules after the auth hook found the user. */
export const abilitiesPlugin = fp(async function abilitiesPlugin(app: FastifyInstance) {
  // Set for every signed-in request by the hook below; public routes never read them.
  app.decorateRequest('ability');
  app.decorateRequest('rules');
  app.decorateRequest('authorize', function (this: { ability: AppAbility }, action: Action, subject: SubjectType) {
    if (!this.ability?.can(action, subject)) throw forbidden();
  });
  app.decorateRequest('scope', function (this: { ability: AppAbility }, action: Action, subject: SubjectType) {
    return this.ability ? accessibleOrganizationIds(this.ability, action, subject) : [];
  });
  app.decorateRequest(
    'allowedIn',
    function (this: { ability: AppAbility }, action: Action, subject: SubjectType, organizationId: string) {
      if (!this.ability) return false;
      const scope = accessibleOrganizationIds(this.ability, action, subject);
      return scope === 'all' || scope.includes(organizationId);
    },
  );
  app.addHook('onRequest', async (request) => {
    if (!request.user) return;
    request.rules = await loadRules(app.db, request.user.id);
    request.ability = createAppAbility(request.rules.all);
  });
}, { name: 'abilitiesPlugin', dependencies: ['authPlugin'] });
