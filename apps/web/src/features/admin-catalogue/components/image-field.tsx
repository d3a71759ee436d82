import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IMAGE_DELETED_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
} from '@arrival/contracts/admin';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Progress } from '../../../components/ui/progress';
import { Spinner } from '../../../components/ui/spinner';
import { ProductImage } from '../../../components/product/product-image';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteImage } from '../api/delete-image';
import { useUploadImage } from '../api/upload-image';
import { sharedText } from '../../../lib/i18n/shared-messages';
import type { ProductFormValues } from '../product-form-values';

interface Upload {
  key: number;
  name: string;
  /** Percent sent. */
  progress: number;
}

/** The reason a picked file cannot be sent, checked before any upload. */
export function imageFileProblem(file: File | undefined): string | null {
  if (!file || !file.type.startsWith('image/')) return sharedText(IMAGE_REQUIRED_MESSAGE);
  if (file.size > MAX_IMAGE_BYTES) return sharedText(IMAGE_TOO_LARGE_MESSAGE);
  return null;
}

interface ImageFieldProps {
  /** Images the saved product already shows; removing one only detaches it until the product is saved. */
  savedImages: readonly string[];
  error?: string;
}

/**
 * The product's pictures: upload with a progress bar per file, remove with a spinner per image, and
 * a placeholder while there are none (SPEC §2). A picture uploaded in this visit and removed again
 * is deleted from storage at once; one the saved product shows stays until the product is saved
 * without it, so leaving the editor unsaved never breaks the product.
 */
export function ImageField({ savedImages, error }: ImageFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const { control, getValues, setValue } = useFormContext<ProductFormValues>();
  const images = useWatch({ control, name: 'images' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [deleting, setDeleting] = useState<string[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const uploadCount = useRef(0);
  const upload = useUploadImage();
  const deleteImage = useDeleteImage();
  const { t } = useLingui();

  // Uploads finish in any order, so each reads the list as it is when it lands.
  const setImages = (next: (current: string[]) => string[]) =>
    setValue('images', next(getValues('images')), { shouldDirty: true, shouldValidate: true });
  const setProgress = (key: number, progress: number) =>
    setUploads((current) => current.map((entry) => (entry.key === key ? { ...entry, progress } : entry)));

  const uploadFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be picked again after a failure.
    event.target.value = '';
    const problem = files.length === 0 ? sharedText(IMAGE_REQUIRED_MESSAGE) : files.map(imageFileProblem).find(Boolean);
    setFileError(problem ?? null);
    if (problem) return;

    for (const file of files) {
      uploadCount.current += 1;
      const key = uploadCount.current;
      setUploads((current) => [...current, { key, name: file.name, progress: 0 }]);
      // Promises rather than mutate callbacks: those fire for the latest of several calls only.
      upload
        .mutateAsync({ file, onProgress: (fraction) => setProgress(key, Math.round(fraction * 100)) })
        .then(
          (stored) => setImages((current) => [...current, stored.url]),
          (failure: unknown) => setFileError(errorMessage(failure, msg`Upload failed`)),
        )
        .finally(() => setUploads((current) => current.filter((entry) => entry.key !== key)));
    }
  };

  const removeImage = (url: string) => {
    if (savedImages.includes(url)) {
      setImages((current) => current.filter((image) => image !== url));
      return;
    }
    setDeleting((current) => [...current, url]);
    deleteImage
      .mutateAsync(url)
      .then(
        () => {
          setImages((current) => current.filter((image) => image !== url));
          toast.success(sharedText(IMAGE_DELETED_MESSAGE));
        },
        () => toast.error(t`Failed to delete image`),
      )
      .finally(() => setDeleting((current) => current.filter((image) => image !== url)));
  };

  const shownError = fileError ?? error;
  return (
    <fieldset aria-describedby={shownError ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Images</Trans>
      </legend>
      <ul aria-label={t`Product images`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.length === 0 && uploads.length === 0 && (
          <li className="relative col-span-full overflow-hidden rounded-xl border border-dashed sm:col-span-1">
            <ProductImage src={undefined} alt="" className="aspect-square w-full opacity-70" />
            <p className="absolute inset-x-0 bottom-0 bg-background/85 px-2 py-1.5 text-center text-xs text-muted-foreground">
              <Trans>No images yet</Trans>
            </p>
          </li>
        )}
        {images.map((url, index) => {
          const isDeleting = deleting.includes(url);
          const position = index + 1;
          return (
            <li key={url} className="relative overflow-hidden rounded-xl border">
              <ProductImage src={url} alt={t`Image ${position}`} className="aspect-square w-full" />
              <Button
                variant="outline"
                size="icon"
                className="absolute top-2 right-2 size-8 bg-background/90"
                aria-label={t`Remove image ${position}`}
                disabled={isDeleting}
                onClick={() => removeImage(url)}
              >
                {isDeleting ? <Spinner /> : <Trash2 aria-hidden />}
              </Button>
            </li>
          );
        })}
        {uploads.map(({ key, name: fileName, progress }) => (
          <li key={key} className="flex aspect-square flex-col justify-end gap-2 rounded-xl border bg-muted/50 p-3">
            <p className="truncate text-xs font-medium">{fileName}</p>
            <Progress value={progress} aria-label={t`Uploading ${fileName}`} />
          </li>
        ))}
      </ul>
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          className="peer sr-only"
          onChange={uploadFiles}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-xl border border-input bg-card px-3.5 text-sm font-semibold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted"
        >
          <ImagePlus aria-hidden className="size-4" />
          <Trans>Upload images</Trans>
        </label>
      </div>
      <FormError id={errorId}>{shownError}</FormError>
    </fieldset>
  );
}
