/** The note of the links modal (spec §2), with the programme's rate (a setting, D5; 1% by default). */
export const shareNote = (percent = '1%') => `Tu gagnes ${percent} sur toutes les commandes de tes filleuls`;

const invitation = 'Rejoins-moi chez Chez Mama Lomé et commande tes plats préférés :';

/** A WhatsApp link that opens a chat with the invitation and the registration link filled in. */
export function whatsappShareUrl(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${invitation} ${link}`)}`;
}

/** Copies text; the clipboard API needs a secure context, so a plain-http LAN page falls back to execCommand. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/**
 * Spec §2: the phone's share sheet when the browser has one, otherwise a copy. 'cancelled' when the person
 * closed the share sheet (nothing to say); a share that fails for another reason falls back to the copy.
 */
export async function shareOrCopy(link: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: 'Chez Mama Lomé', text: invitation, url: link });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await copyText(link);
  return 'copied';
}

/** The referral code a link carries (`/ref/CODE` or `?ref=CODE`), to name the downloaded QR code. */
export function codeOfLink(link: string): string | null {
  try {
    const url = new URL(link, window.location.origin);
    const code = url.searchParams.get('ref') ?? /\/ref\/([^/?#]+)/.exec(url.pathname)?.[1];
    return code ? decodeURIComponent(code).replace(/[^A-Za-z0-9_-]/g, '') || null : null;
  } catch {
    return null;
  }
}
