import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowLeft, RotateCw, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import {
  OTP_FIRST_COUNTDOWN_SECONDS,
  OTP_MISSING_MESSAGE,
  OTP_RESEND_COUNTDOWN_SECONDS,
  verifyOtpBodySchema,
} from '@arrival/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCountdown } from '../../../hooks/use-countdown';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { Spinner } from '../../../components/ui/spinner';
import { GENERATE_OTP_FAILED, useGenerateOtp } from '../api/generate-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { emptyOtp, OtpInput, type OtpInputHandle } from './otp-input';

interface OtpFormProps {
  /** The full number the code went to: calling code without plus, then digits. */
  mobile: string;
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

export function OtpForm({ mobile, isSigningIn, onVerified, onCodeDead, onChangeNumber }: OtpFormProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [resendCount, setResendCount] = useState(0);
  const otpInput = useRef<OtpInputHandle>(null);
  const { secondsLeft, restart } = useCountdown(OTP_FIRST_COUNTDOWN_SECONDS);
  const verify = useVerifyOtp();
  const resend = useGenerateOtp();

  const isBusy = verify.isPending || isSigningIn;
  const isComplete = digits.every((d) => d !== '');

  // The first box takes focus when the screen opens and again after every resend.
  useEffect(() => {
    otpInput.current?.focus(0);
  }, [resendCount]);

  const handleChange = (next: string[]) => {
    setDigits(next);
    setError(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const body = verifyOtpBodySchema.safeParse({ mobile, otp: digits.join('') });
    if (!body.success) {
      setError(OTP_MISSING_MESSAGE);
      return;
    }
    verify.mutate(body.data, {
      onSuccess: (response) => onVerified(response.uniqueIdentifier),
      onError: (failure) => {
        const reason = errorMessage(failure, 'Login failed');
        if (isDeadCode(failure)) onCodeDead(`Failed to verify OTP: ${reason}`);
        else setError(reason);
      },
    });
  };

  const handleResend = () => {
    resend.mutate(mobile, {
      onSuccess: (response) => {
        setDigits(emptyOtp());
        setError(null);
        restart(OTP_RESEND_COUNTDOWN_SECONDS);
        setResendCount((count) => count + 1);
        toast.success(response.message);
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

      <Button type="submit" size="lg" disabled={!isComplete || isBusy} className="w-full">
        {isBusy ? <Spinner /> : <ShieldCheck aria-hidden />}
        {isBusy ? 'Verifying...' : 'Verify'}
      </Button>

      <div className="flex min-h-10 flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={onChangeNumber} disabled={isBusy} className="-ml-3.5">
          <ArrowLeft aria-hidden />
          Change number
        </Button>
        {secondsLeft > 0 ? (
          <p className="text-muted-foreground tabular-nums">Expires in {secondsLeft}s</p>
        ) : (
          <Button variant="outline" size="sm" onClick={handleResend} disabled={resend.isPending || isBusy}>
            {resend.isPending ? <Spinner /> : <RotateCw aria-hidden />}
            Resend OTP
          </Button>
        )}
      </div>
    </form>
  );
}
