import { useMutation } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { uploadedImageSchema } from '@arrival/contracts/admin';
import { uploadFile } from '../../../lib/api-transfer';

export function uploadImage({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) {
  return uploadFile('/upload/image', {
    file,
    schema: uploadedImageSchema,
    fallbackMessage: (status) => msg`Upload failed with status: ${status}`,
    onProgress,
  });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
