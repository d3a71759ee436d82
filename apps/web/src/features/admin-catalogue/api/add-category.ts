import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { AddCategoryBody } from '@arrival/contracts/admin';
import { categorySchema } from '@arrival/contracts/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_QUERY_KEY } from '../../../lib/query-keys';

export function addCategory(body: AddCategoryBody) {
  return apiRequest('/categories/add', {
    method: 'POST',
    body,
    schema: categorySchema,
    fallbackMessage: msg`Failed to add category`,
  });
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_QUERY_KEY }),
  });
}
