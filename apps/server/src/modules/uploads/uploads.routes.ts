import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { deleteImageQuerySchema, IMAGE_DELETED_MESSAGE, MAX_IMAGE_BYTES, uploadedImageSchema } from '@arrival/contracts/admin';
import { textResponseSchema } from '@arrival/contracts/common';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { ZodApp } from '../../http/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';
import { callerOf } from '../../plugins/auth.ts';
import { deleteImage, storeImage } from './uploads.service.ts';

const errors = errorResponses(400, 413);
const tags = ['admin: uploads'];

const isTooLarge = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** The bytes of the form's `file` field, stopping at 5 MB. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', msg('upload.required'));
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', msg('upload.required'));
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (isTooLarge(error)) throw new AppError('VALIDATION_FAILED', msg('upload.tooLarge'), { statusCode: 413 });
    throw error;
  });
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', msg('upload.required'));
  return bytes;
}

/** Product pictures, in the admin scope. The multipart parser lives in this module's scope alone. */
export async function uploadRoutes(app: ZodApp, deps: AppDeps) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  });

  app.post(
    '/upload/image',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          'Upload a product picture (multipart field "file"; JPEG, PNG, WebP or AVIF judged by content; at most 5 MB). ' +
          'Stored as WebP at 1200 px and a 400 px thumbnail; answers JSON {url, thumbnailUrl, fileName} rather than the old text.',
        response: { 200: uploadedImageSchema, ...errors },
      },
    },
    async (request) => storeImage(deps, callerOf(request).userId, await readImageField(request)),
  );

  app.delete(
    '/upload/image',
    {
      schema: {
        tags,
        summary: 'Delete an uploaded picture by fileName (the last path segment of its url); both sizes go',
        querystring: deleteImageQuerySchema,
        response: { 200: textResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteImage(deps, callerOf(request).userId, request.query.fileName);
      return { message: IMAGE_DELETED_MESSAGE };
    },
  );
}
