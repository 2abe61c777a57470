import { FileStoreAdapter } from '../../functions/src/tooling.js';
import { LOCAL_STACK, localUrl } from '../local-stack.config.js';
import type { SeedStore } from './seed-demo-users.js';

/** The functions' own file store (same lock), or the Database emulator's REST API as the owner. */
export function seedStore(storeFile: string | null): SeedStore {
  if (storeFile) return new FileStoreAdapter(storeFile);
  const base = `${localUrl(LOCAL_STACK.ports.database)}`;
  return {
    async update(path, patch) {
      const response = await fetch(
        `${base}/${path}.json?ns=${LOCAL_STACK.projectId}-default-rtdb`,
        {
          method: 'PATCH',
          headers: { Authorization: 'Bearer owner' },
          body: JSON.stringify(patch),
        },
      );
      if (!response.ok) throw new Error(`Database emulator answered ${response.status}`);
    },
  };
}
