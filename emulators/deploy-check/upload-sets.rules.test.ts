import { describe, expect, it } from 'vitest';
import {
  functionsUploadSet,
  hostingDeploySet,
  localOnlyFiles,
  missingLegalTexts,
} from './upload-sets.rules.js';

const FUNCTIONS_FILES = [
  'package.json',
  'lib/index.js',
  'lib/index.js.map',
  'lib/api/x.test.js',
  'src/index.ts',
  'node_modules/express/index.js',
  '.env.local',
  '.secret.local',
  '.env.fastwell-prod',
  'firebase-debug.log',
  'npm-debug.log',
];

describe('functionsUploadSet (firebase-tools: matchBase, dot, ignored directories pruned)', () => {
  it.each([
    [
      'the repository ignore list',
      ['node_modules', 'src', '**/*.test.*', '*.log', '*.local'],
      ['package.json', 'lib/index.js', 'lib/index.js.map', '.env.fastwell-prod'],
    ],
    [
      'without *.local the emulator files travel too',
      ['node_modules', 'src', '**/*.test.*', '*.log'],
      [
        'package.json',
        'lib/index.js',
        'lib/index.js.map',
        '.env.local',
        '.secret.local',
        '.env.fastwell-prod',
      ],
    ],
    [
      'no ignore: node_modules and .git only (and the debug log)',
      undefined,
      [
        'package.json',
        'lib/index.js',
        'lib/index.js.map',
        'lib/api/x.test.js',
        'src/index.ts',
        '.env.local',
        '.secret.local',
        '.env.fastwell-prod',
        'npm-debug.log',
      ],
    ],
  ])('%s', (_, ignore, expected) => {
    expect(functionsUploadSet('/tmp/repo/functions', FUNCTIONS_FILES, ignore)).toEqual(expected);
  });
});

describe('hostingDeploySet', () => {
  const files = [
    'index.html',
    'assets/index-abc.js',
    'assets/index-abc.js.map',
    '.vite/manifest.json',
    '.well-known/x',
    'firebase.json',
    'node_modules/a/b.js',
    'sub/firebase-debug.log',
  ];
  it.each([
    [
      'the repository ignore list keeps maps and dot files off the site',
      ['firebase.json', '**/.*', '**/node_modules/**', '**/*.map'],
      ['index.html', 'assets/index-abc.js'],
    ],
    [
      'without **/*.map the maps are served',
      ['firebase.json', '**/.*', '**/node_modules/**'],
      ['index.html', 'assets/index-abc.js', 'assets/index-abc.js.map'],
    ],
  ])('%s', (_, ignore, expected) => {
    expect(hostingDeploySet(files, ignore)).toEqual(expected);
  });
});

describe('localOnlyFiles', () => {
  it('names the emulator-only files, whatever their directory', () => {
    expect(localOnlyFiles(['lib/a.js', '.secret.local', 'x/.env.local', 'local.js'])).toEqual([
      '.secret.local',
      'x/.env.local',
    ]);
  });
});

describe('missingLegalTexts', () => {
  it('names the terms of each language the upload lacks', () => {
    expect(missingLegalTexts(['lib/legal/terms.de.md', 'lib/index.js'], ['de', 'en'])).toEqual([
      'lib/legal/terms.en.md',
    ]);
    expect(missingLegalTexts(['lib/legal/terms.en.md'], ['en'])).toEqual([]);
  });
});
