import { useCallback, useEffect, useRef, useState } from 'react';

type QrState = { link: string; png: string } | { link: string; failed: true } | null;

/**
 * The link as a PNG QR code (a data: URL), made with the `qrcode` library loaded on first use only: it stays
 * out of every page but the links modal (docs/decisions/0004). `make()` resolves to the PNG for a download.
 */
export function useQrPng(link: string, show: boolean) {
  const [state, setState] = useState<QrState>(null);
  const pending = useRef<Promise<string> | null>(null);
  const pendingFor = useRef('');

  const make = useCallback((): Promise<string> => {
    if (pending.current && pendingFor.current === link) return pending.current;
    pendingFor.current = link;
    pending.current = import('qrcode')
      .then((qr) => qr.toDataURL(link, { width: 480, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (png) => {
          setState({ link, png });
          return png;
        },
        (error: unknown) => {
          pending.current = null;
          setState({ link, failed: true });
          throw error;
        },
      );
    return pending.current;
  }, [link]);

  useEffect(() => {
    if (show) make().catch(() => undefined);
  }, [show, make]);

  const current = state?.link === link ? state : null;
  return {
    png: current && 'png' in current ? current.png : null,
    failed: !!current && 'failed' in current,
    make,
  };
}
