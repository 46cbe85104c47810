import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from 'react-bootstrap';
import type { RegisterResponse } from '@lome/shared';
import { paths } from '@/config/paths';
import { FormAlert, SubmitButton } from '@/components/form';
import { useRegisterForm } from '../hooks/use-register-form';
import { AccountTypeCards } from './account-type-cards';
import {
  RegisterCompanyFields,
  RegisterDone,
  RegisterPasswords,
  RegisterPicture,
  RegisterTerms,
  RegisterText,
} from './register-fields';

export type ReferralSlot = (field: { onChange: (code: string) => void; serverError?: string }) => ReactNode;

type Props = {
  /** The sponsorship-code section, provided by the referral feature. */
  referral: ReferralSlot;
  /** Called once the account exists (the stored referral code has served its purpose). */
  onRegistered?: (response: RegisterResponse) => void;
};

/** P11.1 /register: account type synchronised with `?type=`, personal, company and sponsorship sections. */
export function RegisterForm({ referral, onRegistered }: Props) {
  const form = useRegisterForm(onRegistered);
  return (
    <Card className="shadow-sm border-0 w-100">
      <Card.Body className="p-3 p-sm-4">
        <Link to={paths.home} className="small text-decoration-none d-inline-block py-1">
          ← Retour à l'accueil
        </Link>
        <h1 className="h3 mt-3 mb-4">Créer un compte</h1>

        <form noValidate onSubmit={form.onSubmit} ref={form.formRef}>
          <AccountTypeCards value={form.accountType} onChange={form.chooseType} />

          <h2 className="h5 mt-4 mb-3">Informations personnelles</h2>
          <div className="row g-0 gx-sm-3">
            <div className="col-sm-6">
              <RegisterText form={form} field="firstname" label="Prénom" autoComplete="given-name" required />
            </div>
            <div className="col-sm-6">
              <RegisterText form={form} field="lastname" label="Nom" autoComplete="family-name" />
            </div>
          </div>
          <RegisterText
            form={form}
            field="email"
            label="Adresse e-mail"
            type="email"
            autoComplete="email"
            required
            inputMode="email"
          />
          <RegisterText
            form={form}
            field="phone"
            label="Téléphone"
            type="tel"
            autoComplete="tel"
            required
            inputMode="tel"
          />
          <RegisterPasswords form={form} />
          <RegisterPicture form={form} field="picture_user" label="Photo de profil (optionnel)" />
          {form.accountType === 'company' && <RegisterCompanyFields form={form} />}

          <h2 className="h5 mt-4 mb-3">Parrainage</h2>
          {referral({ onChange: form.onSponsorCode, serverError: form.fieldErrors.sponsor_id })}

          <RegisterTerms form={form} />
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <RegisterDone form={form} />
          <SubmitButton pending={form.pending} disabled={form.pending || !!form.done} className="w-100">
            Créer mon compte
          </SubmitButton>
        </form>

        <p className="text-center mt-4 mb-0">
          Déjà un compte ? <Link to={paths.login}>Se connecter</Link>
        </p>
      </Card.Body>
    </Card>
  );
}
