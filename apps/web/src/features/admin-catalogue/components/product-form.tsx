import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { productBodySchema, type ProductBody } from '@arrival/contracts/admin';
import type { Product } from '@arrival/contracts/catalogue';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { Input, inputClassName } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useCategories } from '../../../lib/api/get-categories';
import { useLocations } from '../../../lib/api/get-locations';
import { useAddProduct } from '../api/add-product';
import { useUpdateProduct } from '../api/update-product';
import { sharedText } from '../../../lib/i18n/shared-messages';
import { productFormDefaults, type ProductFormValues } from '../product-form-values';
import { DeleteProductDialog } from './delete-product-dialog';
import { IdMultiSelect } from './id-multi-select';
import { ImageField } from './image-field';
import { ProductStockTable } from './product-stock-table';
import { TextListField } from './text-list-field';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard';
import { FormSection } from '../../../components/ui/form-section';

/** SPEC §2: a link that shows what a video link looks like, never saved on its own. */
const SAMPLE_VIDEO_LINK = 'https://example.com/product-video.mp4';

/** A labelled single field with its message under it. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FormError id={`${id}-error`}>{sharedText(error)}</FormError>
    </div>
  );
}

const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

interface ProductFormProps {
  /** Null for a new product. */
  product: Product | null;
  /** The category the editor was opened from; a new product starts in it. */
  categoryId: number;
  onSaved: (saved: Product) => void;
  onDeleted: () => void;
}

/**
 * SPEC §2 product editor, checked with the contract's schema and its SPEC §5 messages before
 * anything is sent. 'Save Product' says 'Saving...' and takes no second click while it saves.
 */
export function ProductForm({ product, categoryId, onSaved, onDeleted }: ProductFormProps) {
  const id = useId();
  const categories = useCategories();
  const locations = useLocations();
  const add = useAddProduct();
  const update = useUpdateProduct();
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProductFormValues, unknown, ProductBody>({
    resolver: zodResolver(productBodySchema),
    defaultValues: productFormDefaults(product, categoryId),
  });
  const { errors, isDirty } = form.formState;
  const isSaving = add.isPending || update.isPending;
  // Set just before a save or delete navigates away, which must not ask about the edits it kept or dropped.
  const isLeaving = useRef(false);
  const hasUnsavedChanges = useCallback(() => isDirty && !isLeaving.current, [isDirty]);
  const leaveWith =
    <Args extends unknown[]>(then: (...args: Args) => void) =>
    (...args: Args) => {
      isLeaving.current = true;
      then(...args);
    };

  const onSubmit = form.handleSubmit((body) => {
    setServerError(null);
    const callbacks = {
      onSuccess: leaveWith(onSaved),
      onError: (error: Error) => {
        // A 400 from the server may carry the contract's English rule; it is shown in the language on screen.
        const message = sharedText(errorMessage(error, product ? msg`Failed to update product` : msg`Failed to add product`));
        setServerError(message);
        toast.error(message);
      },
    };
    if (product) update.mutate({ id: product.id, body }, callbacks);
    else add.mutate(body, callbacks);
  });

  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const priceId = `${id}-price`;
  const showId = `${id}-show`;
  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard
        hasUnsavedChanges={hasUnsavedChanges}
        description={t`This product has changes that are not saved yet. Leaving now discards them.`}
      />
      {/* Columns follow the form's own width, which the sidebars beside it decide, not the window's. */}
      <form noValidate onSubmit={onSubmit} className="@container flex flex-col gap-4">
        <div className="grid grid-cols-1 items-start gap-4 @4xl:grid-cols-2">
          <div className="flex flex-col gap-4">
            <FormSection title={t`Details`}>
              <Field id={nameId} label={t`Name`} error={errors.name?.message}>
                <Input
                  id={nameId}
                  autoComplete="off"
                  {...invalidProps(nameId, errors.name?.message)}
                  {...form.register('name')}
                />
              </Field>
              <Field id={descriptionId} label={t`Description`} error={errors.description?.message}>
                <textarea
                  id={descriptionId}
                  rows={5}
                  className={cn(inputClassName, 'h-auto min-h-28 py-2.5 leading-relaxed')}
                  {...invalidProps(descriptionId, errors.description?.message)}
                  {...form.register('description')}
                />
              </Field>
              <Field id={priceId} label={t`Price (₹)`} error={errors.price?.message}>
                <Input
                  id={priceId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  placeholder="0.00"
                  {...invalidProps(priceId, errors.price?.message)}
                  {...form.register('price', { valueAsNumber: true })}
                />
              </Field>
              <Controller
                control={form.control}
                name="showToConsumer"
                render={({ field }) => (
                  <div className="flex items-center gap-2.5">
                    <Checkbox id={showId} checked={field.value === true} onCheckedChange={field.onChange} />
                    <Label htmlFor={showId}>
                      <Trans>Show to consumers</Trans>
                    </Label>
                  </div>
                )}
              />
            </FormSection>
            <FormSection title={t`Highlights and videos`}>
              <Controller
                control={form.control}
                name="highlights"
                render={({ field }) => (
                  <TextListField
                    label={t`Highlights`}
                    addLabel={t`Add highlight`}
                    itemLabelAt={(position) => t`Highlight ${position}`}
                    removeLabelAt={(position) => t`Remove highlight ${position}`}
                    values={field.value ?? []}
                    onChange={field.onChange}
                    itemErrors={(field.value ?? []).map((_, index) => sharedText(errors.highlights?.[index]?.message))}
                    error={sharedText(errors.highlights?.message)}
                    placeholder={t`e.g. Hand-poured in Kannauj`}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="videos"
                render={({ field }) => (
                  <TextListField
                    label={t`Video links`}
                    addLabel={t`Add video link`}
                    itemLabelAt={(position) => t`Video link ${position}`}
                    removeLabelAt={(position) => t`Remove video link ${position}`}
                    type="url"
                    values={field.value ?? []}
                    onChange={field.onChange}
                    itemErrors={(field.value ?? []).map((_, index) => sharedText(errors.videos?.[index]?.message))}
                    error={sharedText(errors.videos?.message)}
                    placeholder={SAMPLE_VIDEO_LINK}
                  />
                )}
              />
            </FormSection>
          </div>
          <div className="flex flex-col gap-4">
            <FormSection title={t`Pictures`}>
              <ImageField
                savedImages={product?.images.map((image) => image.imageUrl) ?? []}
                error={sharedText(errors.images?.message)}
              />
            </FormSection>
            <FormSection
              title={t`Where it is sold`}
              description={t`A product is offered at the airports chosen here; stock is set per airport.`}
            >
              <Controller
                control={form.control}
                name="categories"
                render={({ field }) => (
                  <IdMultiSelect
                    label={t`Categories`}
                    addLabel={t`Add category`}
                    emptyText={t`No category chosen`}
                    options={categories.data}
                    value={field.value}
                    onChange={field.onChange}
                    error={sharedText(errors.categories?.message)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="locations"
                render={({ field }) => (
                  <IdMultiSelect
                    label={t`Airports`}
                    addLabel={t`Add airport`}
                    emptyText={t`Not offered at any airport`}
                    options={locations.data}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    error={sharedText(errors.locations?.message)}
                  />
                )}
              />
            </FormSection>
          </div>
        </div>

        {product && (
          <FormSection title={t`Stock per airport`}>
            <ProductStockTable stock={product.locationStock} />
          </FormSection>
        )}

        <FormError>{serverError}</FormError>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {product && (
            <DeleteProductDialog
              product={product}
              onDeleted={leaveWith(onDeleted)}
              trigger={
                <Button variant="outline" className="mr-auto text-destructive">
                  <Trash2 aria-hidden />
                  <Trans>Delete Product</Trans>
                </Button>
              }
            />
          )}
          <Button type="submit" disabled={isSaving}>
            {isSaving && <Spinner />}
            {isSaving ? <Trans>Saving...</Trans> : <Trans>Save Product</Trans>}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
