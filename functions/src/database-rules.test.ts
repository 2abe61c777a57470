import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';

// The deployed rules: clients read only their own user record and write nothing (the API writes).
const rules = JSON.parse(readFileSync(join(__dirname, '../../database.rules.json'), 'utf8')) as {
  rules: Record<string, unknown>;
};
const data = {
  users: { anna: { newsletter: true }, ben: { newsletter: false } },
  internal: { x: 1 },
};
const db = targaryen.database(rules, data);

describe('database.rules.json', () => {
  it('lets a signed-in user read their own record', () => {
    expect(db.as({ uid: 'anna' }).read('/users/anna').allowed).toBe(true);
  });

  it.each([
    ['another user', { uid: 'ben' }, '/users/anna'],
    ['a visitor', null, '/users/anna'],
    ['a signed-in user, the users list', { uid: 'anna' }, '/users'],
    ['a signed-in user, anything else', { uid: 'anna' }, '/internal'],
  ])('refuses reads by %s', (_label, auth, path) => {
    expect(db.as(auth).read(path).allowed).toBe(false);
  });

  it.each([
    ['their own record', '/users/anna'],
    ['their subscription', '/users/anna/subscription'],
    ['the root', '/'],
  ])('refuses every client write, even to %s', (_label, path) => {
    expect(db.as({ uid: 'anna' }).write(path, { status: 'active' }).allowed).toBe(false);
  });
});
