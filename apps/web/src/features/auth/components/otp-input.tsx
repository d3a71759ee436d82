import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OTP_LENGTH } from '@arrival/contracts/auth';
import { digitsOnly } from '@arrival/contracts/phone';
import { cn } from '../../../lib/cn';

export const emptyOtp = () => Array<string>(OTP_LENGTH).fill('');

export interface OtpInputHandle {
  focus: (index: number) => void;
}

interface OtpInputProps {
  /** One entry per box: a single digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<OtpInputHandle>;
}

/** Six one-digit boxes that behave like one field: typing advances, Backspace goes back, a pasted code fills all. */
export function OtpInput({ digits, onChange, disabled, invalid, describedBy, ref }: OtpInputProps) {
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: focusBox }), []);

  /** Writes digits from a box onwards; a whole code always lands in all six boxes. */
  const fillFrom = (index: number, incoming: string) => {
    const start = incoming.length >= OTP_LENGTH ? 0 : index;
    const next = [...digits];
    let at = start;
    for (const digit of incoming.slice(0, OTP_LENGTH - start)) next[at++] = digit;
    onChange(next);
    focusBox(at === OTP_LENGTH ? OTP_LENGTH - 1 : at);
  };

  const handleChange = (index: number, value: string) => {
    if (value === '') {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // Typing over a digit that was not selected leaves both in the box; keep the new one.
    const typed = digitsOnly(value.replace(digits[index] ?? '', ''));
    const incoming = digitsOnly(value).length >= OTP_LENGTH ? digitsOnly(value) : typed.slice(-1);
    if (incoming) fillFrom(index, incoming);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    if (pasted) fillFrom(index, pasted);
  };

  return (
    <div role="group" aria-label={t`One-time password`} className="flex justify-between gap-2 sm:gap-3">
      {digits.map((digit, index) => {
        const position = index + 1;
        return (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            disabled={disabled}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t`Digit ${position} of ${OTP_LENGTH}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cn(
              'h-13 w-full max-w-13 min-w-0 rounded-xl border border-input bg-card text-center text-xl font-semibold tabular-nums shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-50 aria-invalid:border-destructive sm:h-14 sm:max-w-14',
              digit && 'border-primary/60 bg-primary-soft/40',
            )}
          />
        );
      })}
    </div>
  );
}
