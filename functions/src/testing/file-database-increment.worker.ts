// Child process of the cross-process file-database test: runs N increments of one counter.
import { FileDatabaseAdapter } from '../adapters/database/file-database.adapter';

async function main(): Promise<void> {
  const [file, countText] = process.argv.slice(2);
  if (!file || !countText) throw new Error('usage: file-database-increment.worker <file> <count>');
  const database = new FileDatabaseAdapter(file);
  for (let i = 0; i < Number(countText); i += 1) {
    await database.transaction('counter', (current) =>
      typeof current === 'number' ? current + 1 : 1,
    );
    await database.transaction(`workers/${process.pid}`, (current) =>
      typeof current === 'number' ? current + 1 : 1,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
