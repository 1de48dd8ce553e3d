import { useEffect, useState } from 'react';

/**
 * A ticket's secret as a QR code (SVG, drawn on the device: the secret never leaves it for a QR service). The
 * drawing library downloads with the first ticket shown, not with the member area.
 */
export function TicketQr({ secret, label }: { secret: string; label: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(secret, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [secret]);
  if (!svg) return <div style={{ width: 220, height: 220 }} aria-hidden />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={220}
      height={220}
      data-testid="ticket-qr"
      data-secret={secret}
      style={{ imageRendering: 'pixelated', background: '#fff' }}
    />
  );
}
