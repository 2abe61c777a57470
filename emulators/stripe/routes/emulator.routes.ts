import { standInScript } from '../http/stand-in-bundler.js';
import { json, type Router } from '../http/router.js';

/** Emulator control (`/_emulator/*`) and the stand-in Stripe.js (`/v3/stripe.js`, `/endive/stripe.js`). */
export function registerEmulatorRoutes(router: Router): void {
  router.get('/_emulator/health', 'none', () => json({ ok: true }));

  router.post('/_emulator/reset', 'none', ({ state }) => {
    state.reset();
    return json({ ok: true });
  });

  for (const path of ['/v3/stripe.js', '/v3', '/endive/stripe.js']) {
    router.get(path, 'none', async () => ({
      kind: 'raw',
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: await standInScript(),
    }));
  }
}
