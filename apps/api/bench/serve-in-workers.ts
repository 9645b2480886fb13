import cluster from 'node:cluster';

/**
 * Runs `serve` in `workers` processes sharing its port (node:cluster), as the API does with
 * API_WORKERS, or in this process when `workers` is 1. Prints "listening" on standard output once
 * every process listens, which is what `startReferenceServer` waits for; SIGTERM stops them all.
 */
export function serveInWorkers(workers: number, serve: (onListening: () => void) => void): void {
  if (workers > 1 && cluster.isPrimary) {
    let listening = 0;
    cluster.on('listening', () => {
      listening += 1;
      if (listening === workers) process.stdout.write('listening\n');
    });
    for (let index = 0; index < workers; index++) cluster.fork();
    process.on('SIGTERM', () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      process.exit(0);
    });
    return;
  }
  serve(() => {
    if (cluster.isPrimary) process.stdout.write('listening\n');
  });
}
