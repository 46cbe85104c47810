import { restaurant } from '@lome/shared';
import { InvitationPage } from '@/features/company';

/** /entreprise/invitation?token=…: the link of a colleague's invitation e-mail. */
export default function CompanyInvitationRoute() {
  return (
    <>
      <title>{`Invitation d’entreprise — ${restaurant.name}`}</title>
      <InvitationPage />
    </>
  );
}
