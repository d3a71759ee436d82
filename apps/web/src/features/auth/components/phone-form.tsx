import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MessageCircle } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { digitsOnly, localPhoneSchema, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '@arrival/contracts/phone';
import { textOf } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { CountryCodeCombobox, DEFAULT_COUNTRY } from './country-code-combobox';
import { TermsDialog } from './terms-dialog';

export const TERMS_MESSAGE = msg`Please agree to the Terms & Privacy Policy`;

export const phoneFormSchema = z.object({
  country: z.string(),
  // The contract's rule, with its PHONE_MESSAGE in the language on screen (read when the form is checked).
  phone: z.string().refine((phone) => localPhoneSchema.safeParse(phone).success, {
    error: () => textOf(msg`Please enter a valid phone number (${PHONE_MIN_DIGITS}-${PHONE_MAX_DIGITS} digits)`),
  }),
  terms: z.boolean().refine(Boolean, { error: () => textOf(TERMS_MESSAGE) }),
});
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

export const phoneFormDefaults: PhoneFormValues = { country: DEFAULT_COUNTRY.code, phone: '', terms: false };

/** Why Continue is greyed out, so nobody is left guessing what is missing. */
function continueHint(phone: string, terms: boolean) {
  const phoneOk = localPhoneSchema.safeParse(phone).success;
  if (!phoneOk && !terms) return msg`Enter your WhatsApp number and accept the terms to continue`;
  if (!phoneOk) return msg`Enter your WhatsApp number (${PHONE_MIN_DIGITS}-${PHONE_MAX_DIGITS} digits) to continue`;
  return msg`Tick the box to accept the terms to continue`;
}

interface PhoneFormProps {
  defaultValues: PhoneFormValues;
  isSending: boolean;
  /** The last request's failure, shown under the form. */
  error: string | null;
  /** Called as the number is edited, so a stale error disappears. */
  onEdit: () => void;
  onSubmit: (values: PhoneFormValues) => void;
}

export function PhoneForm({ defaultValues, isSending, error, onEdit, onSubmit }: PhoneFormProps) {
  const { t } = useLingui();
  const form = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isValid } = form.formState;
  const [phone, terms] = form.watch(['phone', 'terms']);
  const disabledReason = isSending || isValid ? null : continueHint(phone, terms);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="phone">
          <Trans>WhatsApp number</Trans>
        </Label>
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => <CountryCodeCombobox value={field.value} onChange={field.onChange} disabled={isSending} />}
          />
          <Controller
            control={form.control}
            name="phone"
            render={({ field }) => (
              <Input
                {...field}
                id="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t`Enter phone number`}
                // Allow a little slack so a pasted number with spaces is not cut before stripping.
                maxLength={PHONE_MAX_DIGITS + 6}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={errors.phone ? 'phone-error' : undefined}
                onChange={(event) => {
                  field.onChange(digitsOnly(event.target.value));
                  onEdit();
                }}
              />
            )}
          />
        </div>
        <FormError id="phone-error">{errors.phone?.message}</FormError>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <Checkbox
                id="terms"
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-label={t`I am 18 or older and agree to the Terms & Privacy Policy`}
                aria-invalid={errors.terms ? true : undefined}
                className="mt-0.5"
              />
            )}
          />
          <p className="text-sm leading-6 text-muted-foreground">
            <Trans>
              <label htmlFor="terms" className="cursor-pointer">
                I am 18 or older and agree to the
              </label>{' '}
              <TermsDialog />
            </Trans>
          </p>
        </div>
        <FormError>{errors.terms?.message}</FormError>
      </div>

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={!isValid || isSending}
          aria-describedby={disabledReason ? 'continue-hint' : undefined}
          className="w-full"
        >
          {isSending ? <Spinner /> : <MessageCircle aria-hidden />}
          {isSending ? <Trans>Sending OTP...</Trans> : <Trans>Continue with WhatsApp</Trans>}
        </Button>
        {disabledReason && (
          <p id="continue-hint" className="text-center text-xs text-balance text-muted-foreground">
            {t(disabledReason)}
          </p>
        )}
      </div>

      <FormError>{error}</FormError>
    </form>
  );
}
