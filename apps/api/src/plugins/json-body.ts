import type { FastifyInstance } from 'fastify';

/**
 * The API speaks JSON only: Fastify's text/plain parser is removed, so a cross-site form cannot
 * post a "simple" request that the API would read.
 *
 * The spec's client sends DELETE calls with or without a JSON body; an empty body with a JSON
 * content type is read as no body instead of an error. Everything else goes to Fastify's own
 * parser, which guards against prototype poisoning.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
