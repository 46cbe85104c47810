import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert, Badge, Button, Card, Spinner, Tab, Tabs } from 'react-bootstrap';
import { authMessages, fullName, isReferrer, type UserStatus } from '@lome/shared';
import { paths } from '@/config/paths';
import { SavedAddresses } from '@/features/addresses';
import { useMe, useAuth } from '@/features/auth';
import { CompanySection } from '@/features/company';
import { ActivationPendingBanner, isPendingSponsor } from '@/features/referral';
import { ChangePasswordForm } from './change-password-form';
import { PayoutAccountForm } from './payout-account-form';
import { PhotoDialog } from './photo-dialog';
import { ProfileInfoForm } from './profile-info-form';
import { UserAvatar } from './user-avatar';

const statusLabels: Record<UserStatus, string> = {
  particular: 'Particulier',
  company: 'Entreprise',
  apporteur: "Apporteur d'affaires",
  sponsor: 'Sponsor',
};

/** The tab the address names (`?onglet=entreprise`, the account menu's "Mon entreprise"), among those shown. */
const TAB_PARAM = 'onglet';

/** P11.1 /profile 'Mon Profil': logged-out visitors go to /login; two tabs and a photo dialog. */
export function ProfilePage() {
  const { isAuthenticated, setUser } = useAuth();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const [photoOpen, setPhotoOpen] = useState(false);
  const [photoSaved, setPhotoSaved] = useState(false);

  if (!isAuthenticated) {
    const from = params.size > 0 ? `${paths.profile}?${params.toString()}` : paths.profile;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }

  // The form starts from the server's copy, so it never edits a stale stored user.
  const user = me.data;
  const name = user ? fullName(user.firstname, user.lastname) : '';
  // The company a holder runs or a colleague orders for.
  const companyName =
    user?.user_status === 'company'
      ? user.company?.denomination_sociale || name
      : (user?.member_of_company?.name ?? null);
  const tabs = ['info', 'addresses', 'password'];
  if (companyName) tabs.push('entreprise');
  if (user && isReferrer(user.user_status)) tabs.push('payout');
  const wanted = params.get(TAB_PARAM);
  const tab = wanted && tabs.includes(wanted) ? wanted : 'info';

  return (
    <section className="container py-4 py-md-5">
      <title>Mon Profil | Chez Mama Lomé</title>
      <h1 className="mb-4">Mon Profil</h1>
      {me.isPending && (
        <div role="status" className="text-center py-5">
          <Spinner animation="border" />
          <p className="mt-2">Chargement du profil...</p>
        </div>
      )}
      {/* P11.8: a 401 ends the session (and this page sends to /login); any other failure gets this text. */}
      {me.isError && (
        <Alert variant="danger">Erreur lors de la récupération des informations utilisateur</Alert>
      )}
      {user && isPendingSponsor(user) && <ActivationPendingBanner user={user} />}
      {user && (
        <div className="row g-4">
          <div className="col-lg-4">
            <Card className="shadow-sm border-0 text-center">
              <Card.Body className="p-4">
                <UserAvatar src={user.picture_user} name={name} size={112} />
                <h2 className="h5 mt-3 mb-1">{name}</h2>
                <p className="text-body-secondary small mb-2 text-break">{user.email}</p>
                <Badge bg="secondary">{statusLabels[user.user_status]}</Badge>
                {companyName && (
                  <p className="small mt-2 mb-0 text-break">
                    Entreprise : <strong>{companyName}</strong>
                  </p>
                )}
                {user.referral_code && (
                  <p className="mt-3 mb-0 small">
                    Votre code parrain : <strong className="font-monospace">{user.referral_code}</strong>
                    <br />
                    <a href={paths.referral(user.referral_code)} className="text-break">
                      {`${window.location.origin}${paths.referral(user.referral_code)}`}
                    </a>
                  </p>
                )}
                {photoSaved && (
                  <Alert variant="success" className="mt-3 mb-0 py-2" role="status">
                    {authMessages.profileUpdated}
                  </Alert>
                )}
                <Button
                  variant="outline-primary"
                  className="d-block w-100 mt-3"
                  onClick={() => setPhotoOpen(true)}
                >
                  Changer la photo
                </Button>
              </Card.Body>
            </Card>
          </div>
          <div className="col-lg-8">
            <Card className="shadow-sm border-0">
              <Card.Body className="p-3 p-sm-4">
                <Tabs
                  activeKey={tab}
                  onSelect={(key) => key && setParams({ [TAB_PARAM]: key }, { replace: true })}
                  id="profile-tabs"
                  className="mb-4"
                  fill
                >
                  <Tab eventKey="info" title="Informations personnelles">
                    <ProfileInfoForm key={user.id} user={user} />
                  </Tab>
                  <Tab eventKey="addresses" title="Mes adresses" mountOnEnter>
                    <SavedAddresses />
                  </Tab>
                  <Tab eventKey="password" title="Mot de passe">
                    <ChangePasswordForm />
                  </Tab>
                  {companyName && (
                    <Tab eventKey="entreprise" title="Mon entreprise" mountOnEnter>
                      <CompanySection
                        colleagueOf={user.user_status === 'company' ? undefined : companyName}
                      />
                    </Tab>
                  )}
                  {isReferrer(user.user_status) && (
                    <Tab eventKey="payout" title="Versement des gains" mountOnEnter>
                      <PayoutAccountForm accountPhone={user.phone} />
                    </Tab>
                  )}
                </Tabs>
              </Card.Body>
            </Card>
          </div>
        </div>
      )}
      <PhotoDialog
        show={photoOpen}
        onHide={() => setPhotoOpen(false)}
        onSaved={(picture_user) => {
          if (user) setUser({ ...user, picture_user });
          setPhotoSaved(true);
        }}
      />
    </section>
  );
}
