import { Clock } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@arrival/contracts/user';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatArrival } from '../../../lib/format/ist-clock';
import { missingProfileFields } from '../arrival-form-schema';
import { useArrivalForm } from '../use-arrival-form';
import { FlightField } from './flight-field';
import { AirportField, ArrivalRuleHint, ArrivalTimeFields, type AirportsState } from './pickup-fields';

interface ArrivalFormProps {
  user: User;
  airports: AirportsState;
  /** Called once the choice is stored; with the server's new user when an update was sent. */
  onSaved: (updatedUser: User | null) => void;
}

/** Arrival airport and time, plus name and e-mail when the profile lacks them (SPEC §2, §5). */
export function ArrivalForm({ user, airports, onSaved }: ArrivalFormProps) {
  const { t } = useLingui();
  const { needsName, needsEmail } = missingProfileFields(user);
  const savedArrival = user.arrivalDate ? formatArrival(user.arrivalDate) : null;
  const { form, save: onSubmit, isSaving, serverError } = useArrivalForm(user, onSaved);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {(needsName || needsEmail) && (
        <div className="grid gap-5 sm:grid-cols-2">
          {needsName && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="name">
                <Trans>Full name</Trans>
              </Label>
              <Input
                id="name"
                autoComplete="name"
                placeholder={t`As on your passport`}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? 'name-error' : undefined}
                {...form.register('name')}
              />
              <FormError id="name-error">{errors.name?.message}</FormError>
            </div>
          )}
          {needsEmail && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="email">
                <Trans>Email</Trans>
              </Label>
              <Input
                id="email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'email-error' : undefined}
                {...form.register('email')}
              />
              <FormError id="email-error">{errors.email?.message}</FormError>
            </div>
          )}
        </div>
      )}

      <FlightField form={form} id="flight-number" />

      <AirportField form={form} airports={airports} id="airport" label={t`Arrival airport`} />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 flex items-center gap-1.5 text-sm font-medium">
          <Clock aria-hidden className="size-4 text-primary" />
          <Trans>When do you land? (IST)</Trans>
        </legend>
        <ArrivalTimeFields
          form={form}
          idPrefix="arrival"
          hintId="arrival-hint"
          dateLabel={t`Arrival date`}
          className="grid items-start gap-4 sm:grid-cols-[1fr_11rem]"
        />
        <ArrivalRuleHint id="arrival-hint">
          {savedArrival && (
            <>
              {' '}
              <Trans>Saved arrival: {savedArrival} IST.</Trans>
            </>
          )}
        </ArrivalRuleHint>
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FormError>{serverError}</FormError>
        <Button type="submit" size="lg" disabled={isSaving} className="sm:ml-auto sm:min-w-44">
          {isSaving && <Spinner />}
          {isSaving ? <Trans>Saving...</Trans> : <Trans>Continue »</Trans>}
        </Button>
      </div>
    </form>
  );
}
