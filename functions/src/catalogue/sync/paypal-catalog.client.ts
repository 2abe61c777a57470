/** The few PayPal REST calls the catalogue sync makes (client credentials, JSON). */
export class PayPalCatalogClient {
  private token?: string;

  constructor(
    private readonly config: { apiUrl: string; clientId: string; clientSecret: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T | null> {
    const response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 404) return null;
    const text = await response.text();
    if (!response.ok) throw new Error(`PayPal ${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as T) : null;
  }

  private async accessToken(): Promise<string> {
    if (this.token) return this.token;
    const { clientId, clientSecret } = this.config;
    const response = await this.fetchImpl(`${this.config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token: ${response.status} ${await response.text()}`);
    this.token = ((await response.json()) as { access_token: string }).access_token;
    return this.token;
  }
}
