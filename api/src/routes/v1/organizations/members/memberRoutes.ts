import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode, notFound } from '../../../../errors.ts';
import { authorizeInOrganization } from '../../../../organizations/authorizeInOrganization.ts';
import { memberRepository } from '../../../../organizations/members/memberRepository.ts';
import {
  memberInviteSchema,
  memberListQuerySchema,
  memberPageSchema,
  memberParamsSchema,
  memberPatchSchema,
  memberRoleSchema,
  memberSchema,
} from '../../../../organizations/members/memberSchemas.ts';
import { sendInvitation } from '../../../../organizations/members/sendInvitation.ts';
import { organizationRepository } from '../../../../organizations/organizationRepository.ts';
import { authErrors, errorResponses, idParamsSchema, okSchema, paged } from '../../../../schemas/common.ts';

const SCOPE_TEXT = 'The organisation must be one the caller may read (404 otherwise, as for one that does not exist).';

/** An organisation's members: who belongs to it, the roles they hold in it, invitations. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);
  const members = memberRepository(app.db);

  const loadMember = async (organizationId: string, userId: string) => {
    const member = await members.get(organizationId, userId);
    if (!member) throw notFound('member.notFound');
    return member;
  };

  app.get(
    '/:id/members',
    {
      schema: {
        operationId: 'listMembers',
        tags: ['members'],
        summary: "An organisation's members with their roles in it",
        description: `Needs \`read Member\` in the organisation. ${SCOPE_TEXT} \`search\` matches the name or e-mail address anywhere; \`pending\` keeps invitations not yet accepted (or the others).`,
        params: idParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'Member');
      const { page, perPage, sort, ...filter } = request.query;
      const { data, total } = await members.listPage(id, filter, sort, page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.get(
    '/:id/member-roles',
    {
      schema: {
        operationId: 'listMemberRoles',
        tags: ['members'],
        summary: 'The roles a member of the organisation can be given',
        description: `Needs \`read Member\` in the organisation. ${SCOPE_TEXT} The organisation's own roles, by name: platform-wide roles are granted elsewhere, never within an organisation.`,
        params: idParamsSchema,
        response: { 200: z.object({ data: z.array(memberRoleSchema) }).meta({ id: 'MemberRoleList' }), ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'Member');
      return { data: await members.assignableRoles(id) };
    },
  );

  app.post(
    '/:id/members',
    {
      schema: {
        operationId: 'inviteMember',
        tags: ['members'],
        summary: 'Invite someone to the organisation by e-mail',
        description:
          `Needs \`create Member\` in the organisation. ${SCOPE_TEXT} An address without an account gets one without a password, and an e-mail in its language with a one-time link (valid 7 days) to choose one at \`/password/new\`; ` +
          'the member shows as `pending` until then. An existing account is made a member at once. `roleIds` must be roles of the organisation (400). 409 when the address is already a member or its account is deactivated. Audited.',
        params: idParamsSchema,
        body: memberInviteSchema,
        response: { 201: memberSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'create', 'Member');
      const { userId } = await members.invite(id, request.body, request.user.id);
      const member = await loadMember(id, userId);
      if (member.pending) await sendInvitation(app, request, id, userId, { audit: false });
      return reply.status(201).send(member);
    },
  );

  app.get(
    '/:id/members/:userId',
    {
      schema: {
        operationId: 'getMember',
        tags: ['members'],
        summary: 'One member of the organisation',
        description: `Needs \`read Member\` in the organisation. ${SCOPE_TEXT} 404 when the user is no member of it.`,
        params: memberParamsSchema,
        response: { 200: memberSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'Member');
      return loadMember(id, userId);
    },
  );

  app.patch(
    '/:id/members/:userId',
    {
      schema: {
        operationId: 'updateMember',
        tags: ['members'],
        summary: "Change a member's roles in the organisation",
        description:
          `Needs \`update Member\` in the organisation. ${SCOPE_TEXT} \`roleIds\` replaces the roles the member holds in it (roles of the organisation only: 400 otherwise). ` +
          'Takes effect at once: the member’s open sessions lose their live updates and reopen them with the new rights. Audited with the roles before and after.',
        params: memberParamsSchema,
        body: memberPatchSchema,
        response: { 200: memberSchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'update', 'Member');
      if (!(await members.setRoles(id, userId, request.body.roleIds, request.user.id))) throw notFound('member.notFound');
      return loadMember(id, userId);
    },
  );

  app.delete(
    '/:id/members/:userId',
    {
      schema: {
        operationId: 'removeMember',
        tags: ['members'],
        summary: 'Remove a member from the organisation',
        description:
          `Needs \`delete Member\` in the organisation. ${SCOPE_TEXT} Ends the membership and the roles held in the organisation; the account stays (with its other organisations). ` +
          'The member’s open sessions lose what the organisation gave them at once. Audited.',
        params: memberParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'delete', 'Member');
      if (!(await members.remove(id, userId, request.user.id))) throw notFound('member.notFound');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/members/:userId/invitation',
    {
      schema: {
        operationId: 'resendInvitation',
        tags: ['members'],
        summary: 'Send a pending member a new invitation link',
        description:
          `Needs \`create Member\` in the organisation. ${SCOPE_TEXT} Only for a member who has not yet chosen a password (409 otherwise); the new link works for 7 days, the earlier ones until they expire or one is used. Audited.`,
        params: memberParamsSchema,
        response: { 202: okSchema, ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'create', 'Member');
      const member = await loadMember(id, userId);
      if (!member.pending || !member.isActive) throw new AppError(ErrorCode.CONFLICT, 'member.notPending');
      await sendInvitation(app, request, id, userId, { audit: true });
      return reply.status(202).send({ ok: true as const });
    },
  );
};
