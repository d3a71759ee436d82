import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { textResponseSchema } from '@arrival/contracts/common';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §7: the stored name is the last path segment of the image's address. */
const imageFileName = (imageUrl: string) => imageUrl.split('?')[0]!.split('/').at(-1)!;

export function deleteImage(imageUrl: string) {
  const query = new URLSearchParams({ fileName: imageFileName(imageUrl) });
  return apiRequest(`/upload/image?${query}`, {
    method: 'DELETE',
    schema: textResponseSchema,
    fallbackMessage: msg`Failed to delete image`,
  });
}

export function useDeleteImage() {
  return useMutation({ mutationFn: deleteImage });
}
