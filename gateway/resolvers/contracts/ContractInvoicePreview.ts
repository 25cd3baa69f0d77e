import type { ContractInvoiceLineResolvers, ContractInvoicePreviewResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';

export const ContractInvoicePreview: ContractInvoicePreviewResolvers = {
  currency: ({ preview }) => preview.summary.currency,
  periodStart: ({ preview }) => preview.summary.periodStart,
  periodEnd: ({ preview }) => preview.summary.periodEnd,
  months: ({ preview }) => preview.summary.months,
  pricePerDeviceMonth: ({ preview }) => preview.summary.pricePerDeviceMonth,
  billedDeviceCount: ({ preview }) => preview.summary.billedDeviceCount,
  unbilledDeletedCount: ({ preview }) => preview.summary.unbilledDeletedCount,
  monthlyAmount: ({ preview }) => preview.summary.monthlyAmount,
  invoiceAmount: ({ preview }) => preview.summary.invoiceAmount,
  lines: ({ preview, request }) => connectionFromPage(preview.data, request, preview.total),
};

export const ContractInvoiceLine: ContractInvoiceLineResolvers = {
  deviceId: (line) => toGlobalId('Device', line.deviceId),
  deviceRestId: (line) => line.deviceId,
  networkId: (line) => line.device,
};
