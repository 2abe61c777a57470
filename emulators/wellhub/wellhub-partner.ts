import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Whether the partner still pays for a member's premium access. */
export type EntitlementStatus = 'active' | 'canceled';

export interface WellhubPartnerOptions {
  port?: number;
  host?: string;
  /** The Bearer key the functions send (WELLHUB_API_KEY); other callers get 401. */
  apiKey: string;
  /**
   * What a member the stand-in was told nothing about has: 'active' (default), as the partner's
   * signup hook wrote a registration for them, so every e2e registration is entitled.
   */
  defaultStatus?: EntitlementStatus;
}

export interface WellhubPartner {
  url: string;
  /** Grants or ends one member's entitlement (the admin endpoint, in-process). */
  set(gympassUserId: string, status: EntitlementStatus): void;
  /** How many entitlement checks the functions made (the admin endpoint, in-process). */
  checks(gympassUserId?: string): number;
  reset(): void;
  close(): Promise<void>;
}

const ENTITLEMENT = /^\/v1\/users\/([^/]{1,128})\/entitlement$/;
const ADMIN = /^\/_emulator\/entitlements\/([^/]{1,128})$/;

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    return null;
  }
}

const isStatus = (value: unknown): value is EntitlementStatus =>
  value === 'active' || value === 'canceled';

/**
 * A stand-in for the Wellhub (Gympass) partner's entitlement check, so the membership's monthly
 * re-validation runs offline and in e2e. Wellhub publishes no pull API for a member's status
 * (its partner docs describe a signup call and cancel/change webhooks only): this shape is ours,
 * provisional, and mirrors functions/src/adapters/wellhub/wellhub-partner.adapter.ts.
 *
 * - GET /v1/users/{gympassUserId}/entitlement (Bearer apiKey) → { gympass_user_id, status }
 * - PUT /_emulator/entitlements/{gympassUserId} { status: 'active' | 'canceled' } → grant / end
 * - GET /_emulator/entitlements/{gympassUserId} → { status, checks }
 * - DELETE /_emulator/entitlements → forget every grant and count
 */
export async function startWellhubPartner(options: WellhubPartnerOptions): Promise<WellhubPartner> {
  const statuses = new Map<string, EntitlementStatus>();
  const counts = new Map<string, number>();
  const statusOf = (id: string) => statuses.get(id) ?? options.defaultStatus ?? 'active';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const entitlement = ENTITLEMENT.exec(path);
    if (entitlement && request.method === 'GET') {
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        send(response, 401, { error: 'unauthorized' });
        return;
      }
      const id = decodeURIComponent(entitlement[1] ?? '');
      counts.set(id, (counts.get(id) ?? 0) + 1);
      send(response, 200, { gympass_user_id: id, status: statusOf(id) });
      return;
    }
    const admin = ADMIN.exec(path);
    if (admin) {
      const id = decodeURIComponent(admin[1] ?? '');
      if (request.method === 'PUT') {
        const body = await readJson(request);
        const status =
          typeof body === 'object' && body !== null && 'status' in body ? body.status : null;
        if (!isStatus(status)) {
          send(response, 400, { error: "status must be 'active' or 'canceled'" });
          return;
        }
        statuses.set(id, status);
        send(response, 200, { gympass_user_id: id, status });
        return;
      }
      if (request.method === 'GET') {
        send(response, 200, {
          gympass_user_id: id,
          status: statusOf(id),
          checks: counts.get(id) ?? 0,
        });
        return;
      }
    }
    if (path === '/_emulator/entitlements' && request.method === 'DELETE') {
      statuses.clear();
      counts.clear();
      send(response, 204);
      return;
    }
    send(response, 404, { error: 'not found' });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: String(error) }),
    );
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    set: (id, status) => void statuses.set(id, status),
    checks: (id) =>
      id === undefined
        ? [...counts.values()].reduce((sum, n) => sum + n, 0)
        : (counts.get(id) ?? 0),
    reset() {
      statuses.clear();
      counts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
