import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { fullName, restaurant, waHref, type Rider } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { telHref } from '@/lib/lome-time';
import { useRiders } from '../api/get-riders';
import { useSaveRider } from '../api/save-rider';
import { RiderAccessDialog } from './rider-access-dialog';
import { RiderForm } from './rider-form';

/** /admin/livreurs (admins): the riders, their number, whether they ride, and their own access. */
export function RidersAdmin() {
  const riders = useRiders();
  const save = useSaveRider();
  const [accessOf, setAccessOf] = useState<Rider | null>(null);
  const list = riders.data?.riders ?? [];

  return (
    <div className="container-fluid py-3 px-3 px-lg-4">
      <title>{`Livreurs — Espace restaurant — ${restaurant.name}`}</title>
      <h1 className="h3 mb-1">Livreurs</h1>
      <p className="text-body-secondary small">
        Le livreur choisi au passage «&nbsp;En livraison&nbsp;» est présenté au client (prénom, appel,
        WhatsApp). Avec son accès, il voit ses livraisons sur son téléphone (page «&nbsp;Mes
        livraisons&nbsp;»).
      </p>
      <RiderForm />
      {save.isError && <Alert variant="danger">{errorText(save.error, 'Enregistrement impossible.')}</Alert>}
      {riders.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : riders.isError ? (
        <Alert variant="danger">{errorText(riders.error, 'Chargement impossible.')}</Alert>
      ) : list.length === 0 ? (
        <p className="text-body-secondary">Aucun livreur pour l&apos;instant.</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">Livreur</th>
                <th scope="col">Téléphone</th>
                <th scope="col">Accès</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id} className={r.active ? undefined : 'text-body-secondary'}>
                  <td>
                    {fullName(r.firstname, r.lastname)}
                    {!r.active && <span className="badge text-bg-secondary ms-2">Inactif</span>}
                  </td>
                  <td>
                    <a href={telHref(r.phone)}>{r.phone}</a>{' '}
                    <a href={waHref(r.phone)} target="_blank" rel="noreferrer" className="small">
                      WhatsApp
                    </a>
                  </td>
                  <td>{r.has_account ? 'Oui' : 'Non'}</td>
                  <td className="d-flex flex-wrap gap-2">
                    <Button size="sm" variant="outline-primary" onClick={() => setAccessOf(r)}>
                      {r.has_account ? 'Nouveau mot de passe' : "Donner l'accès"}
                    </Button>
                    <Button
                      size="sm"
                      variant={r.active ? 'outline-secondary' : 'outline-success'}
                      disabled={save.isPending && save.variables?.id === r.id}
                      onClick={() => save.mutate({ id: r.id, active: !r.active })}
                    >
                      {r.active ? 'Désactiver' : 'Réactiver'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {accessOf && <RiderAccessDialog rider={accessOf} onHide={() => setAccessOf(null)} />}
    </div>
  );
}
