import { describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv.js';

describe('parseDotenv', () => {
  it.each([
    ['KEY=value', { KEY: 'value' }],
    ['export KEY=value', { KEY: 'value' }],
    ['KEY = value # comment', { KEY: 'value' }],
    ['KEY="a # b"', { KEY: 'a # b' }],
    ["KEY='http://127.0.0.1:9099'", { KEY: 'http://127.0.0.1:9099' }],
    ['# KEY=value\n\nOTHER=', { OTHER: '' }],
    ['A=1\r\nB=2', { A: '1', B: '2' }],
  ])('%j', (text, expected) => {
    expect(parseDotenv(text)).toEqual(expected);
  });
});
