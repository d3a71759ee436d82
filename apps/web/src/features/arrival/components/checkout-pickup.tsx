import { Clock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@arrival/contracts/user';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { useLocations } from '../../../lib/api/get-locations';
import { arrivalFormDefaults } from '../arrival-form-schema';
import { useArrivalForm, type ArrivalFormState } from '../use-arrival-form';
import { FlightField } from './flight-field';
import { AirportField, ArrivalRuleHint, ArrivalTimeFields } from './pickup-fields';

/**
 * The flight, pickup airport and arrival the order will carry, prefilled from the profile. Changes are
 * saved to the profile (the same rules as arrival setup) before paying, since the server holds
 * stock at, and stamps the order with, what the profile says.
 */
export function usePickupForm(user: User, onSaved: (user: User) => void) {
  const state: ArrivalFormState = useArrivalForm(user, (updated) => {
    state.form.reset(arrivalFormDefaults(updated ?? user));
    if (updated) onSaved(updated);
  });
  return state;
}

type PickupForm = ArrivalFormState;

interface CheckoutPickupProps extends PickupForm {
  /** Why the saved pickup cannot be paid for as it stands (say, an arrival now under 24 hours away). */
  savedProblem: string | null;
  disabled: boolean;
}

export function CheckoutPickup({ form, save, isSaving, serverError, savedProblem, disabled }: CheckoutPickupProps) {
  const { t } = useLingui();
  const airports = useLocations();
  const { errors, isDirty } = form.formState;

  return (
    <form noValidate onSubmit={save} className="flex flex-col gap-5">
      <fieldset disabled={disabled || isSaving} className="flex flex-col gap-5">
        <FlightField form={form} id="checkout-flight" />
        <AirportField form={form} airports={airports} id="checkout-airport" label={t`Pickup airport`} />

        <ArrivalTimeFields
          form={form}
          idPrefix="checkout-arrival"
          hintId="checkout-arrival-hint"
          dateLabel={
            <>
              <Clock aria-hidden className="size-4 text-primary" />
              <Trans>Arrival date (IST)</Trans>
            </>
          }
          className="grid items-start gap-4 sm:grid-cols-[1fr_10rem]"
        />
      </fieldset>
      <ArrivalRuleHint id="checkout-arrival-hint" className="-mt-2 text-xs text-muted-foreground" />
      <FormError>{errors.name?.message ?? errors.email?.message ?? serverError}</FormError>
      {!isDirty && <FormError>{savedProblem}</FormError>}

      {isDirty && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-soft px-4 py-3">
          <p className="text-sm">
            <Trans>Save your new pickup before paying.</Trans>
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" disabled={isSaving} onClick={() => form.reset()}>
              <Trans>Undo</Trans>
            </Button>
            <Button type="submit" size="sm" disabled={isSaving || disabled}>
              {isSaving && <Spinner />}
              {isSaving ? <Trans>Saving...</Trans> : <Trans>Save pickup</Trans>}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
