import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginResponse } from '@arrival/contracts/auth';
import { toFullPhone } from '@arrival/contracts/phone';
import { errorMessage } from '../../../lib/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { GENERATE_OTP_FAILED, OTP_SENT, useGenerateOtp } from '../api/generate-otp';
import { LOGIN_FAILED, useLogin } from '../api/login';
import { OtpForm } from './otp-form';
import { PhoneForm, phoneFormDefaults, type PhoneFormValues } from './phone-form';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { toastOnDemand } from '../../../lib/toast-on-demand';

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
    generate.mutate(mobile, {
      onSuccess: (response) => {
        setOtpSentTo(mobile);
        setCodeValidSeconds(response.expiresInSeconds);
        toastOnDemand.success(t(OTP_SENT));
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
              isSending={generate.isPending}
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
