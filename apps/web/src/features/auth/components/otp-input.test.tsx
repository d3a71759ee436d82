import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../lib/i18n/i18n';
import { emptyOtp, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <I18nProvider i18n={i18n}>
      <OtpInput digits={digits} onChange={setDigits} />
      <output>{digits.join('')}</output>
    </I18nProvider>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('OtpInput (SPEC §4 "OTP screen")', () => {
  it('has six labelled numeric boxes; the first offers one-time-code autofill', () => {
    render(<Harness />);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).toHaveAttribute('autocomplete', 'off');
    for (let n = 1; n <= 6; n++) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves focus forward as digits are typed, and ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4a2');
    expect(box(1)).toHaveValue('4');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
  });

  it('replaces a digit typed over, keeping one digit per box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('9');
    expect(box(1)).toHaveValue('9');
    expect(box(2)).toHaveValue('2');
  });

  it('moves back on Backspace in an empty box, and clears a filled one first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('2');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
  });

  it('fills all six boxes when a whole code is pasted into any box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(4));
    await user.paste('Your code: 123 456');
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(box(6)).toHaveFocus();
  });

  it('fills all boxes when autofill puts the whole code into the first one', async () => {
    render(<Harness />);
    // Autofill writes the whole value in one change event.
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(screen.getByText('654321')).toBeInTheDocument();
  });
});
