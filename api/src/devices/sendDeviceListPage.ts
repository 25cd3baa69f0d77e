import type { FastifyReply } from 'fastify';
import { sendRawJson } from '../monitoring/sendRawJson.ts';
import { paged } from '../schemas/common.ts';
import type { DeviceListPage } from './deviceRepository.ts';

/** Answers `{ data, page, perPage, total, lastPage }` around the data Postgres wrote (see sendRawJson). */
export function sendDeviceListPage(reply: FastifyReply, { dataJson, total }: DeviceListPage, page: number, perPage: number): FastifyReply {
  const { data: _, ...paging } = paged([], page, perPage, total);
  return sendRawJson(reply, `{"data":${dataJson},${JSON.stringify(paging).slice(1)}`);
}
