import { readdir, readFile, readlink } from 'node:fs/promises';

/** What one restart did, for the report. */
export interface RestartRecord {
  kind: 'crash';
  at: string;
  /** Visitors started when it happened. */
  afterStarted: number;
  /** The worker processes killed (requests in flight in them died with them). */
  killedPids: number[];
}

async function parentOf(pid: number): Promise<number | null> {
  try {
    // "pid (comm) state ppid …": comm may contain spaces, so read after the last ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/**
 * The Functions emulator's worker processes of this stack: descendants of its `firebase
 * emulators:start` process running `functionsEmulatorRuntime` from this repository. `ps` sees
 * every stack on the machine (network namespaces do not isolate processes), so nothing is chosen
 * by name alone.
 */
export async function functionWorkers(firebasePid: number, repoRoot: string): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const parents = new Map<number, number | null>();
  await Promise.all(pids.map(async (pid) => parents.set(pid, await parentOf(pid))));
  const isDescendant = (pid: number): boolean => {
    for (let current = parents.get(pid); current; current = parents.get(current) ?? null) {
      if (current === firebasePid) return true;
    }
    return false;
  };
  const workers: number[] = [];
  for (const pid of pids.filter(isDescendant)) {
    try {
      const command = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      const cwd = await readlink(`/proc/${pid}/cwd`);
      if (command.includes('functionsEmulatorRuntime') && cwd.startsWith(repoRoot))
        workers.push(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return workers;
}

/**
 * A crash of every function instance at once: SIGKILL to each worker process, whatever it is
 * doing (a Stripe call, a database transaction, writing the answer). The emulator answers the
 * requests in flight with 500 and starts fresh workers, with fresh module state, on the next
 * requests: what a Cloud Functions instance crash, an OOM kill or a forced scale-down does.
 *
 * Chosen over the emulator's hot reload (touching functions/lib/index.js): a reload lets busy
 * workers finish their request before they exit, so nothing is ever cut off in the middle,
 * and under load it drops requests of its own (workers that start while the definitions are
 * reloaded time out unanswered), which says something about the emulator, not the product.
 */
export async function crashFunctions(firebasePid: number, repoRoot: string): Promise<number[]> {
  const workers = await functionWorkers(firebasePid, repoRoot);
  for (const pid of workers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return workers;
}
