import Alert from 'react-bootstrap/Alert';
import { useAuth } from '@/features/auth';
import { useCompanySupport } from '../api/get-company-support';

/**
 * Priority support (P9.6): the direct WhatsApp and phone line of Réglages, on company accounts' pages only.
 */
export function CompanySupportLine() {
  const { user } = useAuth();
  // A session stored before the server said `company_member` is the holder's when its status says so.
  const support = useCompanySupport(!!user && (user.company_member ?? user.user_status === 'company'));
  const line = support.data;
  if (!line || (!line.whatsapp_url && !line.phone_href)) return null;
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2" data-testid="company-support">
      <strong className="me-1">Support prioritaire entreprise :</strong>
      {line.whatsapp_url && (
        <a href={line.whatsapp_url} target="_blank" rel="noopener noreferrer">
          WhatsApp {line.whatsapp}
        </a>
      )}
      {line.whatsapp_url && line.phone_href && <span aria-hidden="true">·</span>}
      {line.phone_href && <a href={line.phone_href}>Téléphone {line.phone}</a>}
    </Alert>
  );
}
