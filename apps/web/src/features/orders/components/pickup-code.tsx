import { useEffect, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * The QR of a pickup code as an SVG data URL: crisp at any size, and the counter's scanner reads it off
 * the phone. The encoder loads on first use, after the code itself is on screen.
 */
export async function pickupCodeQrUrl(code: string) {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(code, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function usePickupCodeQr(code: string) {
  const [qr, setQr] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void pickupCodeQrUrl(code).then((url) => {
      if (isCurrent) setQr({ code, url });
    });
    return () => {
      isCurrent = false;
    };
  }, [code]);
  // A QR drawn for an earlier code is never shown for a new one.
  return qr?.code === code ? qr.url : null;
}

/** The 6-digit code the counter asks for, large enough to read out, with its QR for scanning. */
export function PickupCode({ code }: { code: string }) {
  const { t } = useLingui();
  const qrUrl = usePickupCodeQr(code);

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex flex-col items-center gap-1">
        <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <KeyRound aria-hidden className="size-4 text-primary" />
          <Trans>Pickup code</Trans>
        </p>
        <p className="font-mono text-4xl font-bold tracking-[0.3em] tabular-nums sm:text-5xl">{code}</p>
      </div>
      {qrUrl ? (
        <img src={qrUrl} alt={t`Pickup code QR`} width={176} height={176} className="size-44 rounded-xl border bg-white p-2" />
      ) : (
        <Skeleton className="size-44" />
      )}
      <p className="max-w-xs text-xs text-muted-foreground">
        <Trans>Show this code or the QR at the Arrival Shop counter when you land.</Trans>
      </p>
    </div>
  );
}
