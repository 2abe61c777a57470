import { describe, expect, it } from 'vitest';
import { requiredPackages, undeclaredPackages } from './runtime-imports.rules.js';

describe('requiredPackages (compiled CommonJS)', () => {
  it.each([
    ['const express_1 = require("express");', ['express']],
    ['require("firebase-functions/v2/https")', ['firebase-functions']],
    ["require('@google-cloud/firestore/build/src')", ['@google-cloud/firestore']],
    ['Promise.resolve().then(() => __importStar(require("stripe")))', ['stripe']],
    ['await import("zod")', ['zod']],
    ['require("./config"); require("../domain/x")', []],
    ['require("node:crypto"); require("crypto"); require("fs/promises")', []],
    ['// mentions require but loads nothing: require(name)', []],
  ])('%s', (js, expected) => {
    expect(requiredPackages(js)).toEqual(expected);
  });
});

describe('undeclaredPackages', () => {
  it.each([
    [['express', 'zod'], { express: '5.3.0', zod: '4.6.7' }, []],
    [['express', 'rate-limiter-flexible'], { express: '5.3.0' }, ['rate-limiter-flexible']],
    [['express'], undefined, ['express']],
  ])('%j with %j', (used, dependencies, expected) => {
    expect(undeclaredPackages(used, dependencies)).toEqual(expected);
  });
});
