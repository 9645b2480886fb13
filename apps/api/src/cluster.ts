import cluster, { type Worker } from 'node:cluster';
import { logStartup } from './startup';

/**
 * The primary process of `API_WORKERS` workers sharing one port (node:cluster). It prepares the
 * database once, then forks the workers, which share nothing else: each one's caches hear of another's
 * catalog writes through NOTIFY, as another host's would. A worker that
 * dies after it has listened is replaced; one that dies before stops the whole server, since its
 * replacement would fail the same way. SIGTERM or SIGINT stops every worker gracefully, then the
 * primary exits.
 */
export async function runClusterPrimary(workerCount: number, prepareDatabase: () => Promise<void>): Promise<void> {
  await prepareDatabase();
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  let stopping = false;

  const fork = () => live.add(cluster.fork());
  const stop = (exitCode: number) => {
    if (!stopping) process.exitCode = exitCode;
    stopping = true;
    if (live.size === 0) process.exit();
    for (const worker of live) worker.process.kill('SIGTERM');
  };

  // Logged so that an operator (and a test) sees when every worker serves: until then the port's
  // connections go to those that do, and it refuses them if the only one listening dies.
  cluster.on('listening', (worker) => {
    listened.add(worker);
    logStartup('info', 'worker listening', { worker: worker.process.pid, listening: listened.size, of: workerCount });
  });
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit();
      return;
    }
    const served = listened.delete(worker);
    logStartup('error', served ? 'worker died; starting another' : 'worker died before it listened; stopping', {
      worker: worker.process.pid,
      code,
      signal,
    });
    if (served) fork();
    else stop(1);
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (let index = 0; index < workerCount; index++) fork();
}
