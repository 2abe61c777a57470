import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import FirebaseServer from 'firebase-server';

/**
 * A server that speaks the Realtime Database wire protocol (firebase-server, see
 * ../shared/ENVIRONMENT.md), for firebase-admin's own database client to talk to through
 * FIREBASE_DATABASE_EMULATOR_HOST. It checks our encoding and the SDK's transaction retries,
 * not Google's server: no onDisconnect, queries, unlisten or ServerValue.increment.
 */
export interface RtdbWireServer {
  /** host:port, the value for FIREBASE_DATABASE_EMULATOR_HOST. */
  host: string;
  close(): Promise<void>;
}

/** What firebase-admin sends as its credential when talking to an emulator. */
const EMULATOR_CREDENTIAL = 'owner';
/** The frame size both the SDK and firebase-server split messages at. */
const MAX_FRAME = 16384;

interface Socket {
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  send(data: string): void;
}

interface Snapshot {
  child(path: string): { exportVal(): unknown };
}

interface GetRequest {
  r: number;
  p: string;
  q: Record<string, unknown>;
}

function parseGet(text: string): GetRequest | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null; // a fragment of a longer message, which firebase-server itself reassembles
  }
  if (typeof message !== 'object' || message === null) return null;
  const { t, d } = message as { t?: unknown; d?: { a?: unknown; r?: unknown; b?: GetRequest } };
  if (t !== 'd' || d?.a !== 'g' || typeof d.r !== 'number' || !d.b) return null;
  return { r: d.r, p: String(d.b.p ?? ''), q: d.b.q ?? {} };
}

function sendFramed(socket: Socket, message: unknown): void {
  const payload = JSON.stringify(message);
  const frames = Math.ceil(payload.length / MAX_FRAME);
  if (frames > 1) socket.send(String(frames));
  for (let start = 0; start < payload.length; start += MAX_FRAME)
    socket.send(payload.slice(start, start + MAX_FRAME));
}

/** firebase-server 1.1.0 predates `ref.get()`; without an answer to its "g" request it hangs. */
class WireServer extends FirebaseServer {
  protected override handleConnection(socket: Parameters<FirebaseServer['handleConnection']>[0]) {
    super.handleConnection(socket);
    const ws = socket as unknown as Socket;
    ws.on('message', (data) => {
      const get = parseGet(data.toString());
      if (get) void this.answerGet(ws, get);
    });
  }

  private async answerGet(ws: Socket, { r, p, q }: GetRequest): Promise<void> {
    if (Object.keys(q).length > 0) {
      const refusal = { s: 'invalid_query', d: 'queries are not supported by this server' };
      sendFramed(ws, { t: 'd', d: { r, b: refusal } });
      return;
    }
    const root = (await this.getSnap()) as Snapshot;
    const path = p.replace(/^\/+|\/+$/g, '');
    const value = path === '' ? (root as unknown as { exportVal(): unknown }) : root.child(path);
    sendFramed(ws, { t: 'd', d: { r, b: { s: 'ok', d: value.exportVal() } } });
  }
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startRtdbWireServer(): Promise<RtdbWireServer> {
  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = new WireServer({ server: http });
  server.setAuthSecret(EMULATOR_CREDENTIAL);
  const { port } = http.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    async close() {
      await server.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
