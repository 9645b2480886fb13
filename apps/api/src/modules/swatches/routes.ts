import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import type { ZodTypeProvider } from '../../plugins/validation';
import { renderSwatch, SWATCH_FILE_PATTERN } from './swatch';

const SwatchParamsSchema = z.object({ file: z.string().max(60) });
/** An SVG image (image/svg+xml), sent as the string it is. */
const SwatchSchema = z.string().describe('An SVG swatch, image/svg+xml');

export function registerSwatchRoutes(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/swatches/:file',
      { schema: { tags: ['catalog'], params: SwatchParamsSchema, response: { 200: SwatchSchema } } },
      async (request, reply) => {
        const match = SWATCH_FILE_PATTERN.exec(request.params.file);
        if (!match?.[1] || !match[2]) throw notFound('SWATCH_NOT_FOUND', 'No such swatch.');
        return reply
          .header('Content-Type', 'image/svg+xml')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(renderSwatch(match[1], match[2]));
      },
    );
}
