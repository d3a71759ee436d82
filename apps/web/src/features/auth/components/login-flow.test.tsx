import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type userEvent from '@testing-library/user-event';
import { renderWithQuery } from '../../../test/render';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { apiError, mockApi } from '../../../test/mock-api';
import { buildLoginResponse } from '../../../test/factories';
import { LoginFlow } from './login-flow';

const MOBILE = '919876543210';
const otpSent = { body: { status: true, message: 'OTP sent on WhatsApp', resendAfterSeconds: 60, expiresInSeconds: 300 } };
const verified = { body: { status: true, message: 'Verified', uniqueIdentifier: 'uid-1' } };

const phoneInput = () => screen.getByPlaceholderText('Enter phone number');
const terms = () => screen.getByRole('checkbox', { name: /agree to the Terms & Privacy Policy/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue with WhatsApp' });
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

function renderFlow() {
  const onLoggedIn = vi.fn();
  return {
    ...renderWithQuery(
      <I18nProvider i18n={i18n}>
        <LoginFlow onLoggedIn={onLoggedIn} />
      </I18nProvider>,
    ),
    onLoggedIn,
  };
}

async function requestOtp(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(phoneInput(), phone);
  await user.click(terms());
  await user.click(continueButton());
  await screen.findByRole('heading', { name: 'Enter OTP' });
}

describe('phone entry (SPEC §5 "Phone", "Terms checkbox")', () => {
  it('shows the card, the hint and India (+91) as the default calling code', () => {
    renderFlow();
    expect(screen.getByRole('heading', { name: 'Login with WhatsApp' })).toBeInTheDocument();
    expect(screen.getByText('Enter your mobile number to receive a WhatsApp OTP')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country calling code: India \+91/ })).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('inputmode', 'numeric');
  });

  it('strips everything but digits as the number is typed', async () => {
    const { user } = renderFlow();
    await user.type(phoneInput(), '+98 76-54 (321)0');
    expect(phoneInput()).toHaveValue('9876543210');
  });

  it('enables Continue only with 6-14 digits and the terms ticked', async () => {
    const { user } = renderFlow();
    expect(continueButton()).toBeDisabled();
    await user.type(phoneInput(), '12345');
    await user.click(terms());
    expect(continueButton()).toBeDisabled();
    await user.type(phoneInput(), '6');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.type(phoneInput(), '123456789');
    await waitFor(() => expect(continueButton()).toBeDisabled()); // 15 digits
    await user.type(phoneInput(), '{Backspace}');
    await waitFor(() => expect(continueButton()).toBeEnabled()); // 14 digits
    await user.click(terms());
    await waitFor(() => expect(continueButton()).toBeDisabled());
  });

  it('says why Continue is greyed out until the number and the terms are in', async () => {
    const { user } = renderFlow();
    expect(continueButton()).toHaveAccessibleDescription('Enter your WhatsApp number and accept the terms to continue');
    await user.type(phoneInput(), '9876543210');
    await waitFor(() => expect(continueButton()).toHaveAccessibleDescription('Tick the box to accept the terms to continue'));
    await user.click(terms());
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(continueButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/to continue$/)).not.toBeInTheDocument();
  });

  it('explains a number of the wrong length once the field is left', async () => {
    const { user } = renderFlow();
    await user.type(phoneInput(), '12345');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number (6-14 digits)')).toBeInTheDocument();
    await user.click(phoneInput());
    await user.type(phoneInput(), '6');
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number (6-14 digits)')).not.toBeInTheDocument());
  });

  it('asks for the terms when they are unticked', async () => {
    const { user } = renderFlow();
    await user.click(terms());
    await user.click(terms());
    await user.tab();
    expect(await screen.findByText('Please agree to the Terms & Privacy Policy')).toBeInTheDocument();
  });

  it('opens the Terms & Privacy dialog and closes it again', async () => {
    const { user } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Terms & Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Privacy' });
    expect(within(dialog).getByText(/18 years or older/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(terms()).not.toBeChecked();
  });

  it('sends the calling code without plus followed by the digits, and shows "Sending OTP..." meanwhile', async () => {
    let release: () => void = () => undefined;
    const { calls } = mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: () => new Promise((resolve) => (release = () => resolve(otpSent))),
    });
    const { user } = renderFlow();
    await user.type(phoneInput(), '9876543210');
    await user.click(terms());
    await user.click(continueButton());
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([`/api/otp/generate/${MOBILE}`]);
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByText(/We have sent a 6-digit verification code to your number/)).toBeInTheDocument();
  });

  it("tells that the code was sent in the app's own words, which follow the screen's language", async () => {
    mockApi({ [`GET /api/otp/generate/${MOBILE}`]: otpSent });
    const { user } = renderFlow();
    render(<Toaster />);
    await requestOtp(user);
    expect(await screen.findByText('OTP sent to your WhatsApp')).toBeInTheDocument();
    // The API's English message is not what the traveller reads.
    expect(screen.queryByText(otpSent.body.message)).not.toBeInTheDocument();
  });

  it('uses the country picked in the searchable list', async () => {
    const { calls } = mockApi({ 'GET /api/otp/generate/447700900123': otpSent });
    const { user } = renderFlow();
    await user.click(screen.getByRole('combobox', { name: /Country calling code/ }));
    // The list's code loads when it is first opened.
    await user.type(await screen.findByPlaceholderText('Search country...'), 'United Kingdom');
    await user.click(await screen.findByRole('option', { name: /United Kingdom.*\+44/ }));
    expect(screen.getByRole('combobox', { name: /Country calling code: .*\+44/ })).toBeInTheDocument();
    await requestOtp(user, '7700900123');
    expect(calls[0]?.path).toBe('/api/otp/generate/447700900123');
  });

  it("shows the server's message in red under the form, and clears it when the number is edited", async () => {
    mockApi({ [`GET /api/otp/generate/${MOBILE}`]: apiError(429, 'RATE_LIMITED', 'Too many codes. Try again in 10 minutes.') });
    const { user } = renderFlow();
    await user.type(phoneInput(), '9876543210');
    await user.click(terms());
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes. Try again in 10 minutes.');
    await user.type(phoneInput(), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to generate OTP' when the server gives no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { user } = renderFlow();
    await user.type(phoneInput(), '9876543210');
    await user.click(terms());
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate OTP');
  });
});

describe('OTP screen (SPEC §4)', () => {
  it('keeps Verify greyed until the sixth digit, which sends the code by itself and logs in', async () => {
    const { calls } = mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': verified,
      'POST /api/user/login': { body: buildLoginResponse() },
    });
    const { user, onLoggedIn } = renderFlow();
    await requestOtp(user);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(box(1)).toHaveFocus();
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(buildLoginResponse()));
    expect(calls.filter((c) => c.path === '/api/otp/verify')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/otp/verify')?.body).toEqual({ mobile: MOBILE, otp: '123456' });
    expect(calls.find((c) => c.path === '/api/user/login')?.body).toEqual({
      phone: MOBILE,
      uniqueIdentifier: 'uid-1',
      fcmToken: null,
      language: 'en',
    });
  });

  it("says 'Phone number or OTP is missing' if an incomplete code is submitted anyway", async () => {
    mockApi({ [`GET /api/otp/generate/${MOBILE}`]: otpSent });
    const { user } = renderFlow();
    await requestOtp(user);
    await user.keyboard('123');
    // The disabled Verify button blocks this in a browser; the form still refuses on its own.
    fireEvent.submit(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number or OTP is missing');
  });

  it('stays on the OTP screen with the server message after a wrong code', async () => {
    mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': apiError(400, 'OTP_INVALID', 'Incorrect code. 4 attempts left.', { codeDead: false }),
    });
    const { user } = renderFlow();
    await requestOtp(user);
    await user.paste('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect code. 4 attempts left.');
    expect(screen.getByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
  });

  it('sends a pasted 6-digit code by itself, once', async () => {
    const { calls } = mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': verified,
      'POST /api/user/login': { body: buildLoginResponse() },
    });
    const { user, onLoggedIn } = renderFlow();
    await requestOtp(user);
    await user.paste('654321');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const verifies = calls.filter((c) => c.path === '/api/otp/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]?.body).toEqual({ mobile: MOBILE, otp: '654321' });
  });

  it('lets a wrong code be corrected: retyping the last digit sends it again', async () => {
    const { calls } = mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': apiError(400, 'OTP_INVALID', 'Incorrect code. 4 attempts left.', { codeDead: false }),
    });
    const { user } = renderFlow();
    await requestOtp(user);
    await user.paste('000000');
    await screen.findByRole('alert');
    await user.click(box(6));
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.keyboard('7');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/otp/verify')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/otp/verify')[1]?.body).toEqual({ mobile: MOBILE, otp: '000007' });
  });

  it('says why Verify is greyed out, and tells what the countdown means', async () => {
    mockApi({ [`GET /api/otp/generate/${MOBILE}`]: otpSent });
    const { user } = renderFlow();
    await requestOtp(user);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    expect(verify).toHaveAccessibleDescription(/Enter all 6 digits/);
    expect(screen.getByText(/Enter all 6 digits/)).toBeVisible();
    expect(screen.getByText(/Expires in \d+s/)).toBeInTheDocument();
    // The server said the code lives 300 s; the countdown is only the wait before a new one.
    expect(
      screen.getByText('You can ask for a new code when this reaches 0; the code itself stays valid for 5 minutes.'),
    ).toBeInTheDocument();
    await user.keyboard('12');
    expect(verify).toHaveAccessibleDescription(/Enter all 6 digits/);
  });

  it('goes back to phone entry when the code can no longer be used', async () => {
    mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': apiError(400, 'OTP_INVALID', 'This code has expired.', { codeDead: true }),
    });
    const { user } = renderFlow();
    await requestOtp(user);
    await user.paste('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify OTP: This code has expired.');
    expect(screen.getByRole('heading', { name: 'Login with WhatsApp' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('9876543210');
  });

  it('goes back to phone entry when the phone is locked', async () => {
    mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in 15 minutes.'),
    });
    const { user } = renderFlow();
    await requestOtp(user);
    await user.paste('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to verify OTP: Too many attempts. Try again in 15 minutes.',
    );
  });

  it("shows 'Invalid credentials' when login fails after a good code", async () => {
    mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: otpSent,
      'POST /api/otp/verify': verified,
      'POST /api/user/login': apiError(401, 'UNAUTHENTICATED', 'Identifier expired'),
    });
    const { user, onLoggedIn } = renderFlow();
    await requestOtp(user);
    await user.paste('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('lets the number be changed, keeping what was typed', async () => {
    mockApi({ [`GET /api/otp/generate/${MOBILE}`]: otpSent });
    const { user } = renderFlow();
    await requestOtp(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneInput()).toHaveValue('9876543210');
    expect(terms()).toBeChecked();
  });

  it('counts down from 60 s, then Resend OTP really sends a new code, clears the boxes and restarts at 300 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ [`GET /api/otp/generate/${MOBILE}`]: otpSent });
    const { user } = renderFlow();
    await requestOtp(user);
    expect(screen.getByText('Expires in 60s')).toBeInTheDocument();
    await user.keyboard('123');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText(/Expires in 3\ds/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.queryByText(/Expires in/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Expires in 300s')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/otp/generate/${MOBILE}`)).toHaveLength(2);
    for (let n = 1; n <= 6; n++) expect(box(n)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('shows a rate-limit answer to Resend and keeps the screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    mockApi({
      [`GET /api/otp/generate/${MOBILE}`]: () =>
        ++sends === 1 ? otpSent : apiError(429, 'RATE_LIMITED', 'Please wait 2 minutes before asking for a new code.'),
    });
    const { user } = renderFlow();
    await requestOtp(user);
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 2 minutes before asking for a new code.');
    expect(screen.getByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
  });
});
