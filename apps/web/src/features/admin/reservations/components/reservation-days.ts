// Lomé keeps UTC all year: a reservation's day is the first 10 characters of its date, and today is UTC's.
export const todayInLome = () => new Date().toISOString().slice(0, 10);

/** 'Aujourd'hui', 'Demain' or 'mercredi 25 novembre' for a 'YYYY-MM-DD' day. */
export function dayLabel(day: string, today = todayInLome()): string {
  const date = new Date(`${day}T12:00:00Z`);
  const offset = Math.round((date.getTime() - new Date(`${today}T12:00:00Z`).getTime()) / 86_400_000);
  if (offset === 0) return "Aujourd'hui";
  if (offset === 1) return 'Demain';
  return date.toLocaleDateString('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** 'HH:mm' of a stored 'YYYY-MM-DD HH:mm:ss' pickup. */
export const pickupTime = (date: string) => date.slice(11, 16);
