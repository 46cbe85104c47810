import { LegalPage } from '@/features/legal/components/legal-page';
import { cgv } from '@/features/legal/content/cgv';

export default function CgvPage() {
  return <LegalPage document={cgv} />;
}
