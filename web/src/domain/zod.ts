import { z } from 'zod';

// zod probes `Function('')` to compile faster parsers; the site's Content-Security-Policy has no
// 'unsafe-eval', so every schema in the web app uses this configured instance.
z.config({ jitless: true });

export { z };
