/**
 * The Realtime Database tree the local stack starts with. Demo users for every subscription
 * state come with the account-management work; until then a valid, empty tree.
 */
export type SeedTree = { users: Record<string, unknown> };

export function seedTree(): SeedTree {
  return { users: {} };
}
