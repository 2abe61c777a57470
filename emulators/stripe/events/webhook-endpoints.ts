import { newId } from '../state/ids.js';

/** Where events are POSTed, and the `whsec_…` secret they are signed with. */
export interface WebhookEndpointConfig {
  url: string;
  secret: string;
}

export interface WebhookEndpoint extends WebhookEndpointConfig {
  id: string;
  /** `options`: given to startStripeEmulator (survives reset); `runtime`: added by the admin API. */
  source: 'options' | 'runtime';
}

/** The configured endpoints: those from the start options plus those added at runtime. */
export class WebhookEndpoints {
  private endpoints: WebhookEndpoint[] = [];

  constructor(private readonly fromOptions: readonly WebhookEndpointConfig[] = []) {
    this.reset();
  }

  list(): WebhookEndpoint[] {
    return this.endpoints.map((endpoint) => ({ ...endpoint }));
  }

  /** Adds an endpoint, or changes the secret of the one with the same URL. */
  add(config: WebhookEndpointConfig): WebhookEndpoint {
    const existing = this.endpoints.find((endpoint) => endpoint.url === config.url);
    if (existing) {
      existing.secret = config.secret;
      return { ...existing };
    }
    const endpoint: WebhookEndpoint = { id: newId('we', 24), ...config, source: 'runtime' };
    this.endpoints.push(endpoint);
    return { ...endpoint };
  }

  /** Removes one endpoint (until the next reset for one from the start options). */
  remove(id: string): boolean {
    const before = this.endpoints.length;
    this.endpoints = this.endpoints.filter((endpoint) => endpoint.id !== id);
    return this.endpoints.length < before;
  }

  removeRuntime(): void {
    this.endpoints = this.endpoints.filter((endpoint) => endpoint.source === 'options');
  }

  /** Back to the endpoints of the start options. */
  reset(): void {
    this.endpoints = this.fromOptions.map((config, index) => ({
      id: `we_options_${index + 1}`,
      url: config.url,
      secret: config.secret,
      source: 'options',
    }));
  }
}
