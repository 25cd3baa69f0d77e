import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../src/context.ts';
import { gatewayError } from '../../../src/errors.ts';
import { installationAttachmentGlobalId, installationAttachmentRestIds, orderDeviceGlobalId, orderDeviceRestIds } from '../../../src/installationIds.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { inputFieldNames, propertiesInput } from '../../devices/Mutation/deviceInput.ts';
import { definedOnly, optional } from '../../service/serviceInput.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshInstallation } from '../refreshInstallation.ts';

/** The order as it is now, after a write of one of its devices. */
async function orderOf(ctx: GatewayContext, orderId: string) {
  const order = await ctx.loaders.installationOrdersById.load(orderId);
  if (!order) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return order;
}

export const removeInstallationOrderDevice: NonNullable<MutationResolvers['removeInstallationOrderDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { orderId, deviceId } = orderDeviceRestIds(input.id, 'input.id');
  unwrap(await ctx.api.DELETE('/api/v1/installation/{id}/devices/{deviceId}', { params: { path: { id: orderId, deviceId } } }));
  refreshInstallation(ctx);
  return { removedOrderDeviceId: orderDeviceGlobalId(orderId, deviceId), installationOrder: await orderOf(ctx, orderId) };
};

const noteInput = z.object({ id: z.string(), note: z.string().nullish() });

export const saveInstallationDeviceNote: NonNullable<MutationResolvers['saveInstallationDeviceNote']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, note } = parseInput(noteInput, input);
  const { orderId, deviceId } = orderDeviceRestIds(id, 'input.id');
  const entry = unwrap(
    await ctx.api.PATCH('/api/v1/installation/{id}/devices/{deviceId}/save_note', { params: { path: { id: orderId, deviceId } }, body: { note: note ?? null } }),
  );
  refreshInstallation(ctx);
  return { orderDevice: entry };
};

// Shapes are checked here; what a position, name or property may be is the API's rule.
const installInput = z.object({
  id: z.string(),
  geo: z.object({ lat: z.number(), lon: z.number() }),
  name: optional(z.string()),
  note: optional(z.string()),
  placeName: optional(z.string()),
  locationTypeStancode: optional(z.string()),
  serialNumber: optional(z.string()),
  isComplete: optional(z.boolean()),
  properties: optional(propertiesInput),
});

const failInput = z.object({ id: z.string(), reason: z.string(), note: optional(z.string()) });

/**
 * `PUT …/install`, installed or failed. The API makes it idempotent (a digest of the request), so a
 * retried mutation — or one replayed from the phone's queue — installs once and says so (`changed`).
 */
async function install(ctx: GatewayContext, globalId: string, body: Record<string, unknown>) {
  const { orderId, deviceId } = orderDeviceRestIds(globalId, 'input.id');
  let answer;
  try {
    answer = unwrap(
      await ctx.api.PUT('/api/v1/installation/{id}/devices/{deviceId}/install', {
        params: { path: { id: orderId, deviceId } },
        body: body as never,
      }),
    );
  } catch (error) {
    throw inputFieldNames(error, { failureReason: 'reason' });
  }
  refreshInstallation(ctx);
  return { orderDevice: answer.device, changed: answer.changed, installationOrder: await orderOf(ctx, orderId) };
}

export const installDevice: NonNullable<MutationResolvers['installDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, ...fields } = parseInput(installInput, input);
  return install(ctx, id, { ...definedOnly(fields), isUnsuccessful: false });
};

export const failDeviceInstallation: NonNullable<MutationResolvers['failDeviceInstallation']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { id, reason, note } = parseInput(failInput, input);
  return install(ctx, id, definedOnly({ isUnsuccessful: true, failureReason: reason, note }));
};

export const deleteInstallationAttachment: NonNullable<MutationResolvers['deleteInstallationAttachment']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { orderId, deviceId, fileId } = installationAttachmentRestIds(input.id, 'input.id');
  unwrap(
    await ctx.api.DELETE('/api/v1/installation/{id}/devices/{deviceId}/attachments/{attId}', { params: { path: { id: orderId, deviceId, attId: fileId } } }),
  );
  refreshInstallation(ctx);
  const page = await ctx.loaders.installationDevicePagesByQuery.load({ orderId, page: 1, perPage: 100 });
  const entry = page?.data.find((item) => item.device._id === deviceId);
  if (!entry) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return { deletedAttachmentId: installationAttachmentGlobalId(orderId, deviceId, fileId), orderDevice: entry };
};
