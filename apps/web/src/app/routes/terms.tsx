import { LegalPage } from '@/features/legal/components/legal-page';
import { terms } from '@/features/legal/content/terms';

export default function TermsPage() {
  return <LegalPage document={terms} />;
}
