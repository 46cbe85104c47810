import { LegalPage } from '@/features/legal/components/legal-page';
import { privacy } from '@/features/legal/content/privacy';

export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}
