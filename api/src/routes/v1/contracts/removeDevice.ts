import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeContract } from '../../../contracts/authorizeContract.ts';
import { contractRepository } from '../../../contracts/contractRepository.ts';
import { notFound } from '../../../errors.ts';
import { authErrors, errorResponses, okSchema } from '../../../schemas/common.ts';

export const contractRemoveDeviceRoute: FastifyPluginAsyncZod = async (app) => {
  const contracts = contractRepository(app.db);

  app.delete(
    '/:contractId/devices/:deviceId',
    {
      schema: {
        operationId: 'removeContractDevice',
        tags: ['contracts'],
        summary: 'Takes a device off a contract',
        description:
          "Needs `update Contract` in the contract's organisation: 404 when the caller may not read its contracts (or there is " +
          'no such contract, or the device is not on it), 403 when they may only read them. Writes `remove_device` to the ' +
          "contract's log in the same transaction. A contract can only be deleted once all its devices are removed.",
        params: z.object({
          contractId: z.guid().describe('The contract'),
          deviceId: z.guid().describe('The device to take off it'),
        }),
        response: { 200: okSchema, ...errorResponses(400, 403, 404, ...authErrors) },
      },
    },
    async (request) => {
      const { contractId, deviceId } = request.params;
      await authorizeContract(app.db, request, contractId, 'update');
      if (!(await contracts.removeDevice(contractId, deviceId, request.user.id))) throw notFound('notFound.contractDevice');
      return { ok: true as const };
    },
  );
};
