import { describe, expect, it } from 'vitest';
import { type Body, chunksBetween, fileLabel, gzipSize, kindOf, sdkOf } from './chunks';

const origins = {
  app: 'http://127.0.0.1:5000',
  stripe: 'http://127.0.0.1:12111',
  paypal: 'http://127.0.0.1:12112',
};
const body = (url: string, text: string, kind: Body['kind'] = 'js'): [string, Body] => [
  url,
  { url, kind, raw: Buffer.from(text) },
];

describe('chunks', () => {
  it('tells JS and CSS by content type, then by extension', () => {
    expect(kindOf('http://x/sdk/js?client-id=a', 'application/javascript; charset=utf-8')).toBe(
      'js',
    );
    expect(kindOf('http://x/a.css', undefined)).toBe('css');
    expect(kindOf('http://x/a.mjs', 'application/octet-stream')).toBe('js');
    expect(kindOf('http://x/locales/en.json', 'application/json')).toBeNull();
  });

  it('names files and payment SDKs', () => {
    expect(fileLabel('http://127.0.0.1:5000/assets/index-abc.js', origins)).toBe('index-abc.js');
    expect(fileLabel('http://127.0.0.1:12111/v3/stripe.js', origins)).toBe(
      '127.0.0.1:12111/v3/stripe.js',
    );
    expect(sdkOf('http://127.0.0.1:12112/sdk/js?client-id=a', origins)).toBe('paypal');
    expect(sdkOf('http://127.0.0.1:12111/v3/stripe.js', origins)).toBe('stripe');
    expect(sdkOf('http://127.0.0.1:5000/assets/a.js', origins)).toBeUndefined();
  });

  it('keeps the files that finished in the window, each once, with gzip sizes and totals', () => {
    const js = 'const a = 1;'.repeat(200);
    const bodies = new Map([
      body('http://127.0.0.1:5000/assets/index.js', js),
      body('http://127.0.0.1:5000/assets/index.css', 'a{color:red}', 'css'),
      body('http://127.0.0.1:12111/v3/stripe.js', 'window.Stripe=1'),
      body('http://127.0.0.1:5000/assets/late.js', 'late'),
    ]);
    const timings = [
      { name: 'http://127.0.0.1:5000/assets/index.js', startTime: 1, responseEnd: 50 },
      { name: 'http://127.0.0.1:5000/assets/index.js', startTime: 300, responseEnd: 320 },
      { name: 'http://127.0.0.1:5000/assets/index.css', startTime: 1, responseEnd: 60 },
      { name: 'http://127.0.0.1:12111/v3/stripe.js', startTime: 70, responseEnd: 90 },
      { name: 'http://127.0.0.1:5000/locales/en.json', startTime: 1, responseEnd: 40 },
      { name: 'http://127.0.0.1:5000/assets/late.js', startTime: 150, responseEnd: 200 },
    ];
    const set = chunksBetween(bodies, timings, -Infinity, 100, origins);
    expect(set.chunks.map((chunk) => chunk.file)).toEqual([
      'index.js',
      'index.css',
      '127.0.0.1:12111/v3/stripe.js',
    ]);
    expect(set.chunks[0]?.gzipBytes).toBe(gzipSize(Buffer.from(js)));
    expect(set.chunks[0]?.rawBytes).toBe(js.length);
    expect(set.chunks[2]?.sdk).toBe('stripe');
    expect(set.jsGzip).toBe((set.chunks[0]?.gzipBytes ?? 0) + (set.chunks[2]?.gzipBytes ?? 0));
    expect(set.cssGzip).toBe(set.chunks[1]?.gzipBytes);
    expect(chunksBetween(bodies, timings, 100, 250, origins).chunks.map((c) => c.file)).toEqual([
      'late.js',
    ]);
  });
});
