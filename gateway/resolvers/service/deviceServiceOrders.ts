import type { DeviceResolvers } from '../../src/__generated__/resolvers-types.ts';
import { errorCode } from '../../src/errors.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { tablePageRequest } from '../../src/pagination/tablePageRequest.ts';

/** `Device.serviceOrders`: the list filtered by the device (one call per device and page); empty for those who may not read orders. */
export const deviceServiceOrders: NonNullable<DeviceResolvers['serviceOrders']> = async (device, { first, after }, ctx) => {
  const request = tablePageRequest(first, after);
  try {
    const result = await ctx.loaders.serviceOrderPagesByQuery.load({ deviceIds: device._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(result.data, request, result.total);
  } catch (error) {
    if (errorCode(error) !== 'FORBIDDEN') throw error;
    return connectionFromPage([], request, 0);
  }
};
