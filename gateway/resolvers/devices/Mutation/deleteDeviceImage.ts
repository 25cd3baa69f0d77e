import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { deviceImageGlobalId, parseDeviceImageId } from '../../../src/deviceImages.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { freshRecord } from './deviceInput.ts';

const imageIdOf = z.string().transform((id, ctx) => {
  const ids = parseDeviceImageId(id);
  if (!ids) ctx.addIssue({ code: 'custom', message: 'validation.globalId', params: { type: 'DeviceImage' } });
  return ids ?? { deviceId: '', imageId: '' };
});

export const deleteDeviceImage: NonNullable<MutationResolvers['deleteDeviceImage']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const {
    id: { deviceId, imageId },
  } = parseInput(z.object({ id: imageIdOf }), input);
  unwrap(await ctx.api.DELETE('/api/v1/devices/{id}/images/{imageId}', { params: { path: { id: deviceId, imageId } } }));
  ctx.loaders.deviceImagePagesByQuery.clearAll();
  return { deletedImageId: deviceImageGlobalId(deviceId, imageId), device: await freshRecord(ctx, deviceId) };
};
