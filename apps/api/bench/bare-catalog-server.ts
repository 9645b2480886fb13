// The ceiling to compare the API with: bare node:http answering every request with the catalog
// page's bytes, read once from BODY_FILE, in WORKERS processes sharing the port (node:cluster) as
// the API's own. Started by startBareCatalogServer.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const workers = Number(process.env.WORKERS ?? 1);

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
} else {
  const body = readFileSync(process.env.BODY_FILE ?? '');
  const headers = { 'content-type': process.env.CONTENT_TYPE ?? 'application/json', 'content-length': body.length };
  createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  }).listen(Number(process.env.PORT), '127.0.0.1', () => {
    if (cluster.isPrimary) process.stdout.write('listening\n');
  });
}
