import {
  FabricImageOrderRequestSchema,
  FabricImageParamsSchema,
  FabricImageSchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@fabric-store/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../../core/errors';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { MAX_PHOTO_BYTES, parseVariantFile, VARIANT_CONTENT_TYPES } from './photo-pipeline';
import type { FabricPhotos } from './service';
import type { VariantCache } from './variant-cache';
import type { VariantStore } from './variant-store';

const VariantParamsSchema = z.object({ file: z.string().max(60) });
/** What an upload answers: the stored photo, without the alt text the fabric's name gives it. */
const UploadedPhotoSchema = FabricImageSchema.omit({ alt: true });
const bearer = [{ bearer: [] }];

export async function registerFabricImageRoutes(
  app: FastifyInstance,
  photos: FabricPhotos,
  store: VariantStore,
  recentVariants: VariantCache,
): Promise<void> {
  // In a scope of their own, so multipart bodies are parsed for the upload route's siblings only.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const vendorOnly = scope.requireRole('vendor');

    api.post(
      '/api/fabrics/vendor/fabrics/:id/images',
      {
        schema: { tags: ['vendor'], security: bearer, params: IdParamsSchema, response: { 201: UploadedPhotoSchema } },
        preValidation: vendorOnly,
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw badRequest('MULTIPART_REQUIRED', 'Send the photo as multipart/form-data, in a field named file.');
        const file = await request.file();
        if (!file) throw badRequest('PHOTO_MISSING', 'Choose a photo to upload.');
        // Read whole (at most 15 MB): the decoder needs the complete file before it can judge it.
        const upload = await file.toBuffer();
        const image = await photos.add(callerOf(request).id, request.params.id, upload);
        return reply.status(201).send({
          _id: image._id,
          url: image.url,
          width: image.width,
          height: image.height,
          srcset: image.srcset,
          avifSrcset: image.avifSrcset,
        });
      },
    );

    api.delete(
      '/api/fabrics/vendor/fabrics/:id/images/:imageId',
      {
        schema: {
          tags: ['vendor'],
          security: bearer,
          params: FabricImageParamsSchema,
          response: { 200: MessageResponseSchema },
        },
        preValidation: vendorOnly,
      },
      async (request) => {
        await photos.remove(callerOf(request).id, request.params.id, request.params.imageId);
        return { message: 'Photo removed.' };
      },
    );

    api.put(
      '/api/fabrics/vendor/fabrics/:id/images/order',
      {
        schema: {
          tags: ['vendor'],
          security: bearer,
          params: IdParamsSchema,
          body: FabricImageOrderRequestSchema,
          response: { 200: MessageResponseSchema },
        },
        preValidation: vendorOnly,
      },
      async (request) => {
        await photos.reorder(callerOf(request).id, request.params.id, request.body.order);
        return { message: 'Photos reordered.' };
      },
    );

    api.get('/images/:file', { schema: { params: VariantParamsSchema } }, async (request, reply) => {
      const variant = parseVariantFile(request.params.file);
      const bytes = variant
        ? await recentVariants.get(`${variant.hash}.${variant.format}`, () => store.read(variant.hash, variant.format))
        : undefined;
      if (!variant || !bytes) throw notFound('PHOTO_NOT_FOUND', 'No such image.');
      const { hash, format } = variant;
      const etag = `"${hash}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Content-Type', VARIANT_CONTENT_TYPES[format]);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(bytes);
    });
  });
}
