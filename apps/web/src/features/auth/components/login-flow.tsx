import { lazy, startTransition, useState, useTransition } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginResponse } from '@arrival/contracts/auth';
import { toFullPhone } from '@arrival/contracts/phone';
import { errorMessage } from '../../../lib/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { GENERATE_OTP_FAILED, OTP_SENT, useGenerateOtp } from '../api/generate-otp';
import { LOGIN_FAILED, useLogin } from '../api/login';
import { PhoneForm, phoneFormDefaults, type PhoneFormValues } from './phone-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { toastOnDemand } from '../../../lib/toast-on-demand';

// The code step's own code loads beside the request for a code, so the first screen carries only the
// phone step.
const loadOtpForm = () => import('./otp-form');
const OtpForm = lazy(() => loadOtpForm().then((module) => ({ default: module.OtpForm })));

/**
 * Phone entry, then the OTP screen, then login (SPEC §4 "Login flow"). What was typed is kept
 * when going back, so a wrong number is fixed without starting over.
 */
export function LoginFlow({ onLoggedIn }: { onLoggedIn: (response: LoginResponse) => void }) {
  const [draft, setDraft] = useState<PhoneFormValues>(phoneFormDefaults);
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [codeValidSeconds, setCodeValidSeconds] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const generate = useGenerateOtp();
  // From a code sent to the code step drawn whole: the phone step stays, busy, until its code is in.
  const [isOpeningCodeStep, openCodeStep] = useTransition();
  const login = useLogin();
  const callingCode = draft.country.callingCode;
  const phone = draft.phone;

  const backToPhone = (message: string | null) => {
    setOtpSentTo(null);
    setError(message);
  };

  const requestOtp = (values: PhoneFormValues) => {
    const mobile = toFullPhone(values.country.callingCode, values.phone);
    setDraft(values);
    setError(null);
    const codeStepLoaded = loadOtpForm().catch(() => undefined);
    generate.mutate(mobile, {
      onSuccess: (response) => {
        toastOnDemand.success(t(OTP_SENT));
        openCodeStep(async () => {
          // A failed load still opens the step: the route's error screen then says so, with a retry.
          await codeStepLoaded;
          startTransition(() => {
            setOtpSentTo(mobile);
            setCodeValidSeconds(response.expiresInSeconds);
          });
        });
      },
      onError: (failure) => setError(errorMessage(failure, GENERATE_OTP_FAILED)),
    });
  };

  const signIn = (uniqueIdentifier: string) => {
    if (!otpSentTo) return;
    login.mutate(
      // A new account starts in the language this screen shows.
      { phone: otpSentTo, uniqueIdentifier, fcmToken: null, language: currentLanguage() },
      {
        onSuccess: (response) => {
          // "OTP sent" means nothing on the dashboard the person is about to see.
          toastOnDemand.dismiss();
          onLoggedIn(response);
        },
        onError: () => backToPhone(t(LOGIN_FAILED)),
      },
    );
  };

  return (
    <Card className="w-full shadow-xl shadow-primary/5">
      {otpSentTo ? (
        <>
          <CardHeader>
            <CardTitle>
              <Trans>Enter OTP</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                We have sent a 6-digit verification code to your number{' '}
                <span className="font-semibold whitespace-nowrap text-foreground">
                  +{callingCode} {phone}
                </span>
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <OtpForm
              mobile={otpSentTo}
              codeValidSeconds={codeValidSeconds}
              isSigningIn={login.isPending}
              onVerified={signIn}
              onCodeDead={backToPhone}
              onChangeNumber={() => backToPhone(null)}
            />
          </CardContent>
        </>
      ) : (
        <>
          <CardHeader>
            <CardTitle>
              <Trans>Login with WhatsApp</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Enter your mobile number to receive a WhatsApp OTP</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <PhoneForm
              defaultValues={draft}
              isSending={generate.isPending || isOpeningCodeStep}
              error={error}
              onEdit={() => setError(null)}
              onSubmit={requestOtp}
            />
          </CardContent>
        </>
      )}
    </Card>
  );
}
