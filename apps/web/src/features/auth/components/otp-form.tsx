import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, RotateCw, ShieldCheck } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  OTP_FIRST_COUNTDOWN_SECONDS,
  OTP_LENGTH,
  OTP_RESEND_COUNTDOWN_SECONDS,
  OTP_TTL_SECONDS,
  otpCodeSchema,
} from '@arrival/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCountdown } from '../../../hooks/use-countdown';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDuration } from '../../../lib/format/date-time';
import { GENERATE_OTP_FAILED, OTP_SENT, useGenerateOtp } from '../api/generate-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { emptyOtp, OtpInput, type OtpInputHandle } from './otp-input';
import { toastOnDemand } from '../../../lib/toast-on-demand';

interface OtpFormProps {
  /** The full number the code went to: calling code without plus, then digits. */
  mobile: string;
  /** How long the server keeps a sent code valid; it outlives the resend countdown. */
  codeValidSeconds?: number;
  /** Signing in with the verified code is in progress. */
  isSigningIn: boolean;
  onVerified: (uniqueIdentifier: string) => void;
  /** The code can no longer be used (expired, too many tries, phone locked): start again. */
  onCodeDead: (message: string) => void;
  onChangeNumber: () => void;
}

/** A code that retrying cannot fix: the server marks it dead, or locks the phone (429). */
function isDeadCode(error: unknown) {
  return error instanceof ApiError && (error.details?.codeDead === true || error.status === 429);
}

export function OtpForm({
  mobile,
  codeValidSeconds = OTP_TTL_SECONDS,
  isSigningIn,
  onVerified,
  onCodeDead,
  onChangeNumber,
}: OtpFormProps) {
  const { t } = useLingui();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [resendCount, setResendCount] = useState(0);
  const otpInput = useRef<OtpInputHandle>(null);
  const { secondsLeft, restart } = useCountdown(OTP_FIRST_COUNTDOWN_SECONDS);
  const verify = useVerifyOtp();
  const resend = useGenerateOtp();

  const isBusy = verify.isPending || isSigningIn;
  const validFor = formatDuration(codeValidSeconds);
  const isComplete = digits.every((d) => d !== '');

  // The first box takes focus when the screen opens and again after every resend, in the commit that draws
  // it: an effect ran only after the screen showed (later still on a busy phone), so a code typed or pasted
  // at once went nowhere.
  useLayoutEffect(() => {
    otpInput.current?.focus(0);
  }, [resendCount]);

  const submit = (code: string[]) => {
    if (isBusy) return;
    // The number was checked when it was typed; the server checks both again.
    const otp = otpCodeSchema.safeParse(code.join(''));
    if (!mobile || !otp.success) {
      // The contract's OTP_MISSING_MESSAGE, in the language on screen.
      setError(t`Phone number or OTP is missing`);
      return;
    }
    verify.mutate(
      { mobile, otp: otp.data },
      {
        onSuccess: (response) => onVerified(response.uniqueIdentifier),
        onError: (failure) => {
          const reason = errorMessage(failure, msg`Login failed`);
          if (isDeadCode(failure)) onCodeDead(t`Failed to verify OTP: ${reason}`);
          else setError(reason);
        },
      },
    );
  };

  const handleChange = (next: string[]) => {
    setDigits(next);
    setError(null);
    // The sixth digit (typed or pasted) sends the code at once, as banking and messaging apps do.
    const completesCode = next.every((d) => d !== '') && !digits.every((d) => d !== '');
    if (completesCode) submit(next);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(digits);
  };

  const handleResend = () => {
    resend.mutate(mobile, {
      onSuccess: () => {
        setDigits(emptyOtp());
        setError(null);
        restart(OTP_RESEND_COUNTDOWN_SECONDS);
        setResendCount((count) => count + 1);
        toastOnDemand.success(t(OTP_SENT));
      },
      onError: (failure) => setError(errorMessage(failure, GENERATE_OTP_FAILED)),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <OtpInput
        ref={otpInput}
        digits={digits}
        onChange={handleChange}
        disabled={isBusy}
        invalid={Boolean(error)}
        describedBy={error ? 'otp-error' : undefined}
      />

      <FormError id="otp-error">{error}</FormError>

      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={!isComplete || isBusy}
          aria-describedby={!isComplete && !isBusy ? 'otp-submit-hint' : undefined}
          className="w-full"
        >
          {isBusy ? <Spinner /> : <ShieldCheck aria-hidden />}
          {isBusy ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
        </Button>
        {!isComplete && !isBusy && (
          <p id="otp-submit-hint" className="text-center text-xs text-balance text-muted-foreground">
            <Trans>Enter all {OTP_LENGTH} digits; the code is checked as soon as the last one is in.</Trans>
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 text-sm">
          <Button variant="ghost" onClick={onChangeNumber} disabled={isBusy} className="-ml-3.5">
            <ArrowLeft aria-hidden />
            <Trans>Change number</Trans>
          </Button>
          {secondsLeft > 0 ? (
            <p className="font-medium text-muted-foreground tabular-nums">
              <Trans>Expires in {secondsLeft}s</Trans>
            </p>
          ) : (
            <Button variant="outline" onClick={handleResend} disabled={resend.isPending || isBusy}>
              {resend.isPending ? <Spinner /> : <RotateCw aria-hidden />}
              <Trans>Resend OTP</Trans>
            </Button>
          )}
        </div>
        {/* The SPEC's countdown is the resend timer, not the code's life; say so, with the server's real figure. */}
        <p id="otp-timer-meaning" className="text-xs text-muted-foreground">
          {secondsLeft > 0 ? (
            <Trans>You can ask for a new code when this reaches 0; the code itself stays valid for {validFor}.</Trans>
          ) : (
            <Trans>Didn’t get it? Ask for a new code; the code itself stays valid for {validFor}.</Trans>
          )}
        </p>
      </div>
    </form>
  );
}
