import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema } from '@arrival/contracts/user';
import { apiRequest } from '../api-client';
import { msg } from '@lingui/core/macro';
import { apiPaths } from './early-responses';

export function getUserDetails() {
  return apiRequest(apiPaths.userDetails, { schema: userSchema, fallbackMessage: msg`Failed to get user details` });
}

export const userDetailsQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: getUserDetails, staleTime: 5 * 60_000 });

export function useUserDetails({ enabled }: { enabled: boolean }) {
  return useQuery({ ...userDetailsQueryOptions(), enabled });
}
