import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../errors.ts';
import { groupRepository } from '../../../../groups/groupRepository.ts';
import {
  groupCreateSchema,
  groupDeviceListQuerySchema,
  groupDevicePageSchema,
  groupDeviceParamsSchema,
  groupDevicesAddSchema,
  groupListQuerySchema,
  groupPageSchema,
  groupParamsSchema,
  groupPatchSchema,
  groupSchema,
} from '../../../../groups/groupSchemas.ts';
import { authorizeInOrganization } from '../../../../organizations/authorizeInOrganization.ts';
import { organizationRepository } from '../../../../organizations/organizationRepository.ts';
import { authErrors, errorResponses, idParamsSchema, paged } from '../../../../schemas/common.ts';

const SCOPE_TEXT = 'The organisation must be one the caller may read (404 otherwise, as for one that does not exist).';

/** An organisation's dashboard groups and their devices. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const organizations = organizationRepository(app.db);
  const groups = groupRepository(app.db);

  const loadGroup = async (organizationId: string, groupId: string) => {
    const group = await groups.get(organizationId, groupId);
    if (!group) throw notFound('notFound.group');
    return group;
  };

  app.get(
    '/:id/groups',
    {
      schema: {
        operationId: 'listGroups',
        tags: ['groups'],
        summary: "An organisation's device groups, by name, with their device counts",
        description: `Needs \`read Group\` in the organisation. ${SCOPE_TEXT} The dashboard shows one section per group.`,
        params: idParamsSchema,
        querystring: groupListQuerySchema,
        response: { 200: groupPageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'Group');
      const { search, page, perPage } = request.query;
      const { data, total } = await groups.listPage(id, search, page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.post(
    '/:id/groups',
    {
      schema: {
        operationId: 'createGroup',
        tags: ['groups'],
        summary: 'Create a device group',
        description: `Needs \`create Group\` in the organisation. ${SCOPE_TEXT} The name is unique in the organisation whatever its case (409); \`deviceIds\` must be live devices of the organisation (400 naming the others). Audited.`,
        params: idParamsSchema,
        body: groupCreateSchema,
        response: { 201: groupSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await authorizeInOrganization(organizations, request, id, 'create', 'Group');
      const groupId = await groups.create(id, request.body, request.user.id);
      return reply.status(201).send(await loadGroup(id, groupId));
    },
  );

  app.get(
    '/:id/groups/:groupId',
    {
      schema: {
        operationId: 'getGroup',
        tags: ['groups'],
        summary: 'One device group',
        description: `Needs \`read Group\` in the organisation. ${SCOPE_TEXT}`,
        params: groupParamsSchema,
        response: { 200: groupSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id, groupId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'Group');
      return loadGroup(id, groupId);
    },
  );

  app.patch(
    '/:id/groups/:groupId',
    {
      schema: {
        operationId: 'renameGroup',
        tags: ['groups'],
        summary: 'Rename a device group',
        description: `Needs \`update Group\` in the organisation. ${SCOPE_TEXT} 409 for a name another of its groups has. Audited.`,
        params: groupParamsSchema,
        body: groupPatchSchema,
        response: { 200: groupSchema, ...errorResponses(400, 403, 404, 409, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { id, groupId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'update', 'Group');
      if (!(await groups.rename(id, groupId, request.body.name, request.user.id))) throw notFound('notFound.group');
      return loadGroup(id, groupId);
    },
  );

  app.delete(
    '/:id/groups/:groupId',
    {
      schema: {
        operationId: 'deleteGroup',
        tags: ['groups'],
        summary: 'Delete a device group',
        description: `Needs \`delete Group\` in the organisation. ${SCOPE_TEXT} Its devices stay, in no group. Refused with 409 while an unrevoked API key is limited to the group (revoke it first). Audited.`,
        params: groupParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404, 409, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id, groupId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'delete', 'Group');
      if (!(await groups.remove(id, groupId, request.user.id))) throw notFound('notFound.group');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/groups/:groupId/devices',
    {
      schema: {
        operationId: 'listGroupDevices',
        tags: ['groups'],
        summary: "A group's devices, by name",
        description: `Needs \`read Group\` in the organisation. ${SCOPE_TEXT} Live devices only; \`search\` matches the name or network id anywhere.`,
        params: groupParamsSchema,
        querystring: groupDeviceListQuerySchema,
        response: { 200: groupDevicePageSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { id, groupId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'read', 'Group');
      await loadGroup(id, groupId);
      const { search, page, perPage } = request.query;
      const { data, total } = await groups.devicePage(groupId, search, page, perPage);
      return paged(data, page, perPage, total);
    },
  );

  app.post(
    '/:id/groups/:groupId/devices',
    {
      schema: {
        operationId: 'addGroupDevices',
        tags: ['groups'],
        summary: 'Add devices to a group',
        description: `Needs \`update Group\` in the organisation. ${SCOPE_TEXT} Every id must be a live device of the organisation (400 naming the others); those already in the group stay as they are. Audited with the devices added.`,
        params: groupParamsSchema,
        body: groupDevicesAddSchema,
        response: { 200: groupSchema, ...errorResponses(400, 403, 404, 413, ...authErrors) },
      },
    },
    async (request) => {
      const { id, groupId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'update', 'Group');
      if (!(await groups.addDevices(id, groupId, request.body.deviceIds, request.user.id))) throw notFound('notFound.group');
      return loadGroup(id, groupId);
    },
  );

  app.delete(
    '/:id/groups/:groupId/devices/:deviceId',
    {
      schema: {
        operationId: 'removeGroupDevice',
        tags: ['groups'],
        summary: 'Take a device out of a group',
        description: `Needs \`update Group\` in the organisation. ${SCOPE_TEXT} 404 when the device is not in the group. The device itself stays. Audited.`,
        params: groupDeviceParamsSchema,
        response: { 204: z.null().describe('Removed from the group'), ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request, reply) => {
      const { id, groupId, deviceId } = request.params;
      await authorizeInOrganization(organizations, request, id, 'update', 'Group');
      const outcome = await groups.removeDevice(id, groupId, deviceId, request.user.id);
      if (outcome === 'group') throw notFound('notFound.group');
      if (outcome === 'device') throw notFound('notFound.device');
      return reply.status(204).send(null);
    },
  );
};
