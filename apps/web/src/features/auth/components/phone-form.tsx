import { useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { MessageCircle } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_COUNTRY,
  digitsOnly,
  localPhoneSchema,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  type Country,
} from '@arrival/contracts/phone';
import { textOf } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { CountryCodeCombobox } from './country-code-combobox';
import { TermsDialog } from './terms-dialog';

export const TERMS_MESSAGE = msg`Please agree to the Terms & Privacy Policy`;

export const phoneFormSchema = z.object({
  country: z.custom<Country>(),
  // The contract's rule, with its PHONE_MESSAGE in the language on screen (read when the form is checked).
  phone: z.string().check(
    z.refine((phone) => localPhoneSchema.safeParse(phone).success, {
      error: () => textOf(msg`Please enter a valid phone number (${PHONE_MIN_DIGITS}-${PHONE_MAX_DIGITS} digits)`),
    }),
  ),
  terms: z.boolean().check(z.refine(Boolean, { error: () => textOf(TERMS_MESSAGE) })),
});
export type PhoneFormValues = z.infer<typeof phoneFormSchema>;

export const phoneFormDefaults: PhoneFormValues = { country: DEFAULT_COUNTRY, phone: '', terms: false };

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

type Field = keyof PhoneFormValues;

/**
 * Three fields, checked by phoneFormSchema on every edit. A field's message shows once it has been left
 * (or a send was tried), then follows each edit. Plain state rather than a form library: this is the
 * first screen, and its JavaScript is on a budget (docs/performance.md).
 */
export function PhoneForm({ defaultValues, isSending, error, onEdit, onSubmit }: PhoneFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState(defaultValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const checked = phoneFormSchema.safeParse(values);
  const isValid = checked.success;
  const messageOf = (field: Field) =>
    touched[field] ? checked.error?.issues.find((issue) => issue.path[0] === field)?.message : undefined;
  const errors = { phone: messageOf('phone'), terms: messageOf('terms') };
  const { phone, terms } = values;
  const disabledReason = isSending || isValid ? null : continueHint(phone, terms);

  const change = <K extends Field>(field: K, value: PhoneFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const leave = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.success) onSubmit(checked.data);
    else setTouched({ phone: true, terms: true });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="phone">
          <Trans>WhatsApp number</Trans>
        </Label>
        <div className="flex gap-2">
          <CountryCodeCombobox value={values.country} onChange={(country) => change('country', country)} disabled={isSending} />
          <Input
            id="phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t`Enter phone number`}
            // Allow a little slack so a pasted number with spaces is not cut before stripping.
            maxLength={PHONE_MAX_DIGITS + 6}
            value={phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'phone-error' : undefined}
            onChange={(event) => {
              change('phone', digitsOnly(event.target.value));
              onEdit();
            }}
            onBlur={() => leave('phone')}
          />
        </div>
        <FormError id="phone-error">{errors.phone}</FormError>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <Checkbox
            id="terms"
            checked={terms}
            onCheckedChange={(isChecked) => change('terms', isChecked)}
            onBlur={() => leave('terms')}
            aria-label={t`I am 18 or older and agree to the Terms & Privacy Policy`}
            aria-invalid={errors.terms ? true : undefined}
            className="mt-0.5"
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
        <FormError>{errors.terms}</FormError>
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
