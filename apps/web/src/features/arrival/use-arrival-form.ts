import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdateUserBody, User } from '@arrival/contracts/user';
import { errorMessage } from '../../lib/api-client';
import { UPDATE_USER_FAILED, useUpdateUser } from './api/update-user';
import { arrivalFormDefaults, arrivalFormSchema, changedProfile, type ArrivalFormValues } from './arrival-form-schema';
import { saveArrivalSelection } from './arrival-storage';

/**
 * The arrival form's state and its save, shared by arrival setup and checkout: the update is sent only
 * when something changed (SPEC §5), and the choice is kept locally either way.
 */
export function useArrivalForm(user: User, onSaved: (updatedUser: User | null) => void) {
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateUser();
  const form = useForm<ArrivalFormValues, unknown, UpdateUserBody>({
    resolver: zodResolver(arrivalFormSchema(user, () => new Date())),
    defaultValues: arrivalFormDefaults(user),
  });

  const save = form.handleSubmit((body) => {
    setServerError(null);
    const finish = (updatedUser: User | null) => {
      saveArrivalSelection(body.pickUpLocation, body.arrivalDate);
      onSaved(updatedUser);
    };
    const changes = changedProfile(user, body);
    if (!changes) {
      finish(null);
      return;
    }
    update.mutate(changes, {
      onSuccess: (updatedUser) => finish(updatedUser),
      onError: (failure) => setServerError(errorMessage(failure, UPDATE_USER_FAILED)),
    });
  });

  return { form, save, isSaving: update.isPending, serverError };
}

export type ArrivalFormState = ReturnType<typeof useArrivalForm>;
