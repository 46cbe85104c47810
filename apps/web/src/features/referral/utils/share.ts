import { chezRestaurant, formatFcfa, type ReferralProgramme } from '@lome/shared';
import { formatPercent } from './referral-labels';

/**
 * The note of the links modal (P11.1), in the site's "vous", with the programme's figures (settings, P7.11):
 * what every referrer earns, and to a sponsor its bonus and network too, once its activation is paid (P7.6).
 */
export function shareNote(
  programme: ReferralProgramme | undefined,
  account: { sponsor: boolean; pending: boolean },
): string {
  if (!programme) return 'Vous gagnez une commission sur toutes les commandes de vos filleuls.';
  const p = programme;
  const base =
    `Vous gagnez ${formatPercent(p.direct_commission_percent)} sur toutes les commandes de vos filleuls ` +
    `et un plat offert toutes les ${p.free_dish_every} commandes de chacun`;
  if (!account.sponsor) return `${base}.`;
  const later = account.pending ? ', dès l’activation de votre compte' : '';
  return (
    `${base} ; en tant que sponsor, ${formatFcfa(p.sponsor_bonus)} pour chaque sponsor parrainé et ` +
    `${formatPercent(p.network_commission_percent)} sur les commandes de votre réseau ` +
    `(niveaux 2 à ${p.network_depth})${later}.`
  );
}

const invitation = `Rejoignez-moi ${chezRestaurant()} et commandez vos plats préférés :`;

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
 * P11.1: the phone's share sheet when the browser has one, otherwise a copy. 'cancelled' when the person
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
