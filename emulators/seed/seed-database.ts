import { FileDatabaseAdapter } from '../../functions/src/tooling.js';
import { LOCAL_STACK, localUrl } from '../local-stack.config.js';
import type { ExperimentSeedDatabase } from './seed-experiments.js';

/** The functions' own file database (same lock), or the Database emulator's REST API as the owner. */
export function seedDatabase(databaseFile: string | null): ExperimentSeedDatabase {
  if (databaseFile) return new FileDatabaseAdapter(databaseFile);
  const base = `${localUrl(LOCAL_STACK.ports.database)}`;
  return {
    async get(path) {
      const response = await fetch(
        `${base}/${path}.json?ns=${LOCAL_STACK.projectId}-default-rtdb`,
        {
          headers: { Authorization: 'Bearer owner' },
        },
      );
      if (!response.ok) throw new Error(`Database emulator answered ${response.status}`);
      return response.json();
    },
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
