#!/usr/bin/env node
// Merges `<dir>/<lang>.json` fragments (nested objects) into the six translation files in one
// process, so parallel contributors never overwrite each other's keys. Usage:
//   node web/scripts/merge-locale-fragment.mjs /tmp/i18n/my-feature
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'];
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../public/onboarding/locales');
const fragmentDir = process.argv[2];
if (!fragmentDir) {
  console.error('usage: merge-locale-fragment.mjs <fragment-dir>');
  process.exit(2);
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value) && isObject(target[key])) merge(target[key], value);
    else target[key] = value;
  }
  return target;
}

const missing = LANGUAGES.filter((lang) => !existsSync(join(fragmentDir, `${lang}.json`)));
if (missing.length > 0) {
  console.error(`fragment missing for: ${missing.join(', ')}`);
  process.exit(1);
}
for (const lang of LANGUAGES) {
  const file = join(localesDir, lang, 'translation.json');
  const merged = merge(
    JSON.parse(readFileSync(file, 'utf8')),
    JSON.parse(readFileSync(join(fragmentDir, `${lang}.json`), 'utf8')),
  );
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
}
console.log(`merged ${fragmentDir} into ${LANGUAGES.length} languages`);
