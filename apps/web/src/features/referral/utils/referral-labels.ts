import {
  formatNumber,
  frenchDateFormat,
  sponsorMessages,
  userStatusLabels,
  type FreeDishCredit,
  type RewardStatus,
  type User,
  type UserStatus,
} from '@lome/shared';

type Account = Pick<User, 'user_status'> & Partial<Pick<User, 'activation_status'>>;

/** A sponsor account whose 200 000 FCFA activation is still unpaid (P7.6). */
export const isPendingSponsor = (user: Account): boolean =>
  user.user_status === 'sponsor' && user.activation_status === 'pending_payment';

/** The dashboard's header badge (P11.1): premium only for an active sponsor, as the server says (P7.6). */
export const accountBadge = (isPremium: boolean): string =>
  isPremium ? sponsorMessages.badgePremium : sponsorMessages.badgeApporteur;

/** P7.9: completed is shown as paid, any other status as pending. */
export const rewardStatusLabel = (status: RewardStatus): 'Payé' | 'En attente' =>
  status === 'completed' ? 'Payé' : 'En attente';

export const creditStatusLabels: Record<FreeDishCredit['status'], string> = {
  available: 'Disponible',
  used: 'Utilisé',
  expired: 'Expiré',
};

/** A rate as French readers write it: 1 -> '1%', 0.5 -> '0,5%' (the spec writes '1%'). */
export const formatPercent = (percent: number): string => `${formatNumber(percent)}%`;

/** The account type of a person in the network, in French. */
export const userStatusLabel = (status: UserStatus): string => userStatusLabels[status];

const shortDate = frenchDateFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Africa/Lome',
});

/** '05/03/2026' from an ISO timestamp or a 'YYYY-MM-DD' day, Lomé time; an unreadable date gives ''. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate(date);
}
