// The files the built functions read beside their code: PayPal's plan maps, and the terms the
// contract confirmation mail attaches (the web's legal texts; the upload carries lib/ only).
import { cpSync } from 'node:fs';

cpSync('src/catalogue/paypal-plans', 'lib/catalogue/paypal-plans', { recursive: true });
cpSync('../web/public/assets/legal', 'lib/legal', {
  recursive: true,
  filter: (path) => !/\.md$/.test(path) || /\/terms\.[a-z]{2}\.md$/.test(path),
});
