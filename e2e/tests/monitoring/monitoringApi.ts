import { expect, type APIRequestContext } from '@playwright/test';
import { apiAs } from '../../support';

type Lookup = { _id: string; name: string; slug: string };

/** The fields of the REST `MonitoringRecord` these tests look at. */
export type MonitoringRecord = {
  _id: string;
  org: { _id: string; name: string };
  device: { _id: string; device: string; name: string };
  package: Lookup | null;
  status: Lookup & { color: string };
  errorCodes: (Lookup & { count: number })[];
  notes: string | null;
};

type Paged<T> = { data: T[]; page: number; perPage: number; total: number; lastPage: number };

/** Query parameters of GET /api/v1/monitoring (id lists comma-separated). */
export type MonitoringQuery = Partial<Record<'packageIds' | 'errorCodes' | 'status' | 'orgIds' | 'devices', string>>;

/** The monitoring REST API as the admin, for choosing records, checking and undoing what the UI did. */
export class MonitoringApi {
  private constructor(readonly api: APIRequestContext) {}

  static async open(): Promise<MonitoringApi> {
    return new MonitoringApi(await apiAs('admin'));
  }

  dispose() {
    return this.api.dispose();
  }

  private async json<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    const res = await this.api.get(path, { params });
    expect(res.ok(), `GET ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async lookup(path: string, slug: string): Promise<Lookup> {
    const { data } = await this.json<{ data: Lookup[] }>(path);
    const found = data.find((item) => item.slug === slug);
    if (!found) throw new Error(`${path} has no ${slug}`);
    return found;
  }

  async organizationId(name: string): Promise<string> {
    const { data } = await this.json<{ data: { _id: string; name: string }[] }>('/api/v1/organizations');
    const found = data.find((org) => org.name === name);
    if (!found) throw new Error(`no organisation ${name}`);
    return found._id;
  }

  /** The page's default filter (spec part 1 §2) as REST query parameters. */
  async defaultQuery(): Promise<MonitoringQuery> {
    const packages = await Promise.all(['premium', 'automatic_replacement', 'self_service'].map((slug) => this.lookup('/api/v1/packages', slug)));
    return {
      packageIds: packages.map((p) => p._id).join(','),
      errorCodes: (await this.lookup('/api/v1/monitoring/error-codes', 'heartbeat'))._id,
      status: (await this.lookup('/api/v1/monitoring/status-codes', 'active'))._id,
    };
  }

  list(query: MonitoringQuery, perPage = 100, page = 1) {
    return this.json<Paged<MonitoringRecord>>('/api/v1/monitoring', { ...query, perPage, page });
  }

  get(id: string) {
    return this.json<MonitoringRecord>(`/api/v1/monitoring/${id}`);
  }

  async patch(id: string, body: { status?: string; notes?: string }) {
    const res = await this.api.patch(`/api/v1/monitoring/${id}`, { data: body });
    expect(res.ok(), `PATCH monitoring ${id}: ${res.status()} ${await res.text()}`).toBe(true);
  }

  logs(id: string) {
    return this.json<Paged<{ _id: string }>>(`/api/v1/monitoring/${id}/logs`, { perPage: 10 });
  }

  async serviceOrders(deviceId: string) {
    return (await this.json<{ data: { _id: string }[] }>(`/api/v1/devices/${deviceId}/service-orders`)).data;
  }

  /**
   * The n-th record (0-based) of the Basic package, in the API's order. Basic is outside the page's
   * default filter, so editing it never changes what the defaults spec sees; each spec takes its own n.
   */
  async basicRecord(n: number): Promise<MonitoringRecord> {
    const basic = await this.lookup('/api/v1/packages', 'basic');
    const { data } = await this.list({ packageIds: basic._id });
    // Name order: the API orders by the latest error first, which the heartbeat job may change.
    const record = [...data].sort((a, b) => a.device.device.localeCompare(b.device.device))[n];
    if (!record) throw new Error(`no Basic record #${n}`);
    return record;
  }
}
