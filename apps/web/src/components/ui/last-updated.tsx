import { lomeDateTime } from '@/lib/lome-time';

/** Says that a list is the one last loaded, and when, while it cannot be refreshed (offline, a failed call). */
export function LastUpdated({ at }: { at: number }) {
  return (
    <p className="small text-body-secondary mb-2" role="status">
      Dernière mise à jour : {lomeDateTime(new Date(at).toISOString())}
    </p>
  );
}
