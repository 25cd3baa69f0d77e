import type { ReleaseNotificationResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const ReleaseNotification: ReleaseNotificationResolvers = {
  id: (item) => toGlobalId('ReleaseNotification', item._id),
  notificationId: (item) => item._id,
  releaseVersion: (item) => item.notification.releaseVersion ?? null,
  createdAt: (item) => item.notification.createdAt,
};
