import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
beforeAll(async () => {
  gw = await startGateway();
  admin = await tokenFor(gw, demoUsers.admin);
});
afterAll(() => gw.close());

type Entry = { orderId: string; solutions: { solutionId: string; slug: string; name: string }[]; status: { slug: string; name: string } };
const historyQuery = 'query ($id: ID!) { node(id: $id) { ... on Device { serviceHistory { orderId solutions { solutionId slug name } status { slug name } } } } }';

async function devicesPage(after: string | null) {
  const result = await gw.gql<{ monitoringRecords: { edges: { node: { device: { id: string } } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
    'query ($after: String) { monitoringRecords(first: 100, after: $after) { edges { node { device { id } } } pageInfo { hasNextPage endCursor } } }',
    { after },
    admin,
  );
  expect(result.errors).toBeUndefined();
  const { edges, pageInfo } = result.data!.monitoringRecords;
  return { ids: edges.map((edge) => edge.node.device.id), next: pageInfo.hasNextPage ? pageInfo.endCursor : null };
}

describe('a device’s service history', () => {
  it('names each solution and the status by a stable slug, so clients can word them in any language', async () => {
    // Few demo orders carry solutions: look device by device, through the monitored devices, until one does.
    let withSolutions: Entry | undefined;
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof devicesPage>> = await devicesPage(after);
      for (const id of page.ids) {
        const result = await gw.gql<{ node: { serviceHistory: Entry[] } }>(historyQuery, { id }, admin);
        expect(result.errors).toBeUndefined();
        for (const entry of result.data!.node.serviceHistory) expect(entry.status.slug).toMatch(/^sos_[a-z_]+$/);
        withSolutions = result.data!.node.serviceHistory.find((entry) => entry.solutions.length > 0);
        if (withSolutions) break;
      }
      after = page.next;
    } while (!withSolutions && after);
    expect(withSolutions, 'no demo service order has a solution').toBeDefined();
    for (const solution of withSolutions!.solutions) {
      expect(solution).toEqual({ solutionId: expect.any(String), slug: expect.stringMatching(/^[a-z_]+$/), name: expect.any(String) });
    }
  });
});
