import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How often a closing server closes the keep-alive connections that went idle since it last looked. */
const IDLE_SWEEP_MS = 100;

/**
 * Once the app begins to close, no connection outlives its last answer. The close itself stops the
 * port and closes the connections idle at that moment; a request already under way is still
 * answered (`return503OnClosing: false`), but its connection then stayed open as a keep-alive one
 * (for 72 s, Fastify's default), and held the close open until the shutdown's grace period ran
 * out: ten seconds under load, for every stop and restart. So while closing, every new answer says
 * `Connection: close`, and the connections that went idle are closed as they do. Both begin at the
 * close, so serving before it costs nothing.
 */
export function registerClosingConnections(app: FastifyInstance): void {
  const closeAfterAnswer = (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('connection', 'close');
  };
  app.addHook('preClose', async () => {
    // An app that never listened (one the tests inject into) has no connections to close.
    if (!app.server.listening) return;
    app.server.prependListener('request', closeAfterAnswer);
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    app.server.once('close', () => clearInterval(sweep));
  });
}
