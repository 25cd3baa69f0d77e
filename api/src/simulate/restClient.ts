/** A minimal JSON client for the api's REST contract, as any outside tool would use it. */
export interface RestClient {
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'DELETE', path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<RestClient> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${email} failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  return {
    async get<T>(path: string) {
      const response = await fetch(`${baseUrl}/api/v1${path}`, { headers: auth });
      if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async send<T>(method: 'POST' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}
