// The ceiling to compare the API with: bare node:http answering every request with the catalog
// page's bytes, read once from BODY_FILE (compressed, when CONTENT_ENCODING names how), in WORKERS
// processes sharing the port (node:cluster) as the API's own. Started by startBareCatalogServer.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { serveInWorkers } from './serve-in-workers';

serveInWorkers(Number(process.env.WORKERS ?? 1), (onListening) => {
  const body = readFileSync(process.env.BODY_FILE ?? '');
  const encoding = process.env.CONTENT_ENCODING;
  const headers = {
    'content-type': process.env.CONTENT_TYPE ?? 'application/json',
    'content-length': body.length,
    ...(encoding && { 'content-encoding': encoding, vary: 'accept-encoding' }),
  };
  createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  }).listen(Number(process.env.PORT), '127.0.0.1', onListening);
});
