import type { DeviceImageKind, DeviceImageResolvers } from '../../src/__generated__/resolvers-types.ts';
import { deviceImageGlobalId } from '../../src/deviceImages.ts';
import { gatewayError } from '../../src/errors.ts';

export const DeviceImage: DeviceImageResolvers = {
  id: (image) => deviceImageGlobalId(image.deviceId, image._id),
  imageId: (image) => image._id,
  kind: (image) => image.kind.toUpperCase() as DeviceImageKind,
  // A ticket for the viewer's own session (see http/fileTickets.ts), never the API's path.
  url: (image, _args, ctx) => {
    if (!ctx.token || !ctx.fileTickets) throw gatewayError('UNAUTHENTICATED', { id: 'error.unauthenticated' });
    return ctx.fileTickets.deviceImageUrl(image.deviceId, image._id, ctx.token);
  },
};
