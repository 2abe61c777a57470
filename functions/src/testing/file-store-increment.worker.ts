// Child process of the cross-process file-store test: runs N increments of one counter.
import { FileStoreAdapter } from '../adapters/store/file-store.adapter';

async function main(): Promise<void> {
  const [file, countText] = process.argv.slice(2);
  if (!file || !countText) throw new Error('usage: file-store-increment.worker <file> <count>');
  const store = new FileStoreAdapter(file);
  for (let i = 0; i < Number(countText); i += 1) {
    await store.transaction('counter', (current) =>
      typeof current === 'number' ? current + 1 : 1,
    );
    await store.transaction(`workers/${process.pid}`, (current) =>
      typeof current === 'number' ? current + 1 : 1,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
