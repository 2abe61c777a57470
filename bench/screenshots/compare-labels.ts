import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { NAME_SHIM } from '../paint-probe';
import type { CompareOptions } from './screenshot-args';
import { type Size, type StepComparison, comparePixels, pngSize } from './screenshot-diff';
import { compareDir, labelDir, pairShots } from './screenshot-files';

/** The page the PNGs are decoded in: an origin of its own, so the canvas may read them. */
const ORIGIN = 'http://screenshots.invalid';

declare global {
  interface Window {
    __comparePixels?: typeof comparePixels;
  }
}

type InPageResult = { a: Size; b: Size; differing: number; diffPng: string };

/** Decodes both PNGs in the page, counts the differing pixels and draws the diff image. */
function diffInPage({
  a,
  b,
  tolerance,
}: {
  a: string;
  b: string;
  tolerance: number;
}): Promise<InPageResult> {
  const decode = (src: string) =>
    new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`cannot decode ${src}`));
      image.src = src;
    });
  const canvasOf = (width: number, height: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) throw new Error('no 2d canvas');
    return { canvas, context };
  };
  const pixelsOf = (image: HTMLImageElement) => {
    const { context } = canvasOf(image.naturalWidth, image.naturalHeight);
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.naturalWidth, image.naturalHeight);
  };
  return Promise.all([decode(a), decode(b)]).then(([imageA, imageB]) => {
    const compare = window.__comparePixels;
    if (compare === undefined) throw new Error('comparePixels is not in the page');
    const pixelsA = pixelsOf(imageA);
    const pixelsB = pixelsOf(imageB);
    const diff = compare(pixelsA, pixelsB, tolerance);
    const { canvas, context } = canvasOf(diff.width, diff.height);
    context.putImageData(new ImageData(new Uint8ClampedArray(diff.image), diff.width), 0, 0);
    return {
      a: { width: pixelsA.width, height: pixelsA.height },
      b: { width: pixelsB.width, height: pixelsB.height },
      differing: diff.differing,
      diffPng: canvas.toDataURL('image/png'),
    };
  });
}

/** A page that serves the screenshot files under ORIGIN and knows comparePixels. */
async function comparePage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript({
    content: `${NAME_SHIM}\nwindow.__comparePixels = ${comparePixels.toString()};`,
  });
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
    return route.fulfill({ path, contentType: 'image/png' });
  });
  await page.goto(`${ORIGIN}/`);
  return page;
}

const pngsIn = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : [];

const langsOf = (root: string, label: string): string[] => {
  const dir = join(root, label);
  if (!existsSync(dir)) throw new Error(`no screenshots labelled "${label}" in ${root}`);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
};

export type ComparisonRun = { comparisons: StepComparison[]; outDir: string };

/**
 * Compares label a with label b step by step in each language; writes a diff image for every step
 * with differing pixels to `compare-<a>-<b>/<lang>/<NN>-<step>.png`.
 */
export async function compareLabels(
  browser: Browser,
  root: string,
  options: CompareOptions,
): Promise<ComparisonRun> {
  const [labelA, labelB] = options.labels;
  const langs =
    options.langs ?? [...new Set([...langsOf(root, labelA), ...langsOf(root, labelB)])].sort();
  const outDir = compareDir(root, labelA, labelB);
  rmSync(outDir, { recursive: true, force: true });
  const page = await comparePage(browser);
  const comparisons: StepComparison[] = [];
  try {
    for (const lang of langs) {
      const dirA = labelDir(root, labelA, lang);
      const dirB = labelDir(root, labelB, lang);
      for (const pair of pairShots(pngsIn(dirA), pngsIn(dirB))) {
        if (pair.a === undefined || pair.b === undefined) {
          const sizeIn = (dir: string, file: string | undefined) =>
            file === undefined ? undefined : pngSize(readFileSync(join(dir, file)));
          comparisons.push({
            lang,
            step: pair.step,
            a: sizeIn(dirA, pair.a),
            b: sizeIn(dirB, pair.b),
          });
          continue;
        }
        const url = (file: string) => `${ORIGIN}${encodeURI(file)}`;
        const result = await page.evaluate(diffInPage, {
          a: url(join(dirA, pair.a)),
          b: url(join(dirB, pair.b)),
          tolerance: options.tolerance,
        });
        comparisons.push({
          lang,
          step: pair.step,
          a: result.a,
          b: result.b,
          differing: result.differing,
        });
        if (result.differing > 0) {
          mkdirSync(join(outDir, lang), { recursive: true });
          const png = result.diffPng.replace(/^data:image\/png;base64,/, '');
          writeFileSync(join(outDir, lang, pair.a), Buffer.from(png, 'base64'));
        }
      }
    }
  } finally {
    await page.close();
  }
  return { comparisons, outDir };
}
