import type { LoaderFunctionArgs } from 'react-router';
import { t } from '@lingui/core/macro';
import { idParamSchema } from '@arrival/contracts/common';

/** SPEC §2: the stocks routes' loaders fail with 'ID not found' when a parameter is not an id. */
function idFrom(value: string | undefined) {
  const parsed = idParamSchema.safeParse(value);
  if (!parsed.success) throw new Error(t`ID not found`);
  return parsed.data;
}

export const categoryLoader = ({ params }: LoaderFunctionArgs) => ({ categoryId: idFrom(params.categoryId) });

export const productLoader = ({ params }: LoaderFunctionArgs) => ({
  categoryId: idFrom(params.categoryId),
  productId: idFrom(params.productId),
});
