import { IdParamsSchema, ReturnSchema } from '@fabric-store/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../core/errors';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { MAX_PHOTO_BYTES, VARIANT_CONTENT_TYPES } from '../fabric-images/photo-pipeline';
import type { VariantStore } from '../fabric-images/variant-store';
import { addReturnPhoto, readReturnPhoto } from './return-photos';

const bearer = [{ bearer: [] }];
const ReturnPhotoParamsSchema = IdParamsSchema.extend({ file: z.string().max(60) });
/** The photo's bytes, sent as they are stored. */
const ReturnPhotoBytesSchema = z.string().describe('A return photo, image/webp or image/avif (binary)');

/** A shopper's photos of a return: added one upload at a time, read back only by the people the return concerns. */
export async function registerReturnPhotoRoutes(app: FastifyInstance, db: Database, store: VariantStore) {
  // In a scope of their own, so multipart bodies are parsed for the upload alone, with the fabric photos' limits.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 } });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/returns/:id/photos',
      {
        schema: { tags: ['returns'], security: bearer, params: IdParamsSchema, response: { 201: ReturnSchema } },
        preValidation: scope.requireRole('customer'),
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw badRequest('MULTIPART_REQUIRED', 'Send the photo as multipart/form-data, in a field named file.');
        const file = await request.file();
        if (!file) throw badRequest('PHOTO_MISSING', 'Choose a photo to upload.');
        const upload = await file.toBuffer();
        const updated = await addReturnPhoto(db, store, callerOf(request), request.params.id, upload);
        return reply.status(201).send(updated);
      },
    );

    api.get(
      '/api/returns/:id/photos/:file',
      {
        schema: {
          tags: ['returns'],
          security: bearer,
          params: ReturnPhotoParamsSchema,
          response: { 200: ReturnPhotoBytesSchema },
        },
        preValidation: scope.requireUser,
      },
      async (request, reply) => {
        const photo = await readReturnPhoto(db, store, callerOf(request), request.params.id, request.params.file);
        // A shopper's private photo: never kept by a shared cache, nor by the browser after the page.
        return (
          reply
            .header('Cache-Control', 'private, no-store')
            .header('Content-Type', VARIANT_CONTENT_TYPES[photo.format])
            // A Buffer is sent as it is, never through the serializer; the schema only documents it as a string of bytes.
            .send(photo.bytes as unknown as string)
        );
      },
    );
  });
}
