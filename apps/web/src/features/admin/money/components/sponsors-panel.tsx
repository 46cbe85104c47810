import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatFcfa, type AdminSponsor } from '@lome/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/form-errors';
import { useSponsors } from '../api/get-sponsors';
import { useHandOverKit } from '../api/hand-over-kit';
import { date, telHref } from './format';

/** Sponsor activations (P7.6): who paid, and whose dish kit waits to be handed over. */
export function SponsorsPanel() {
  const list = useSponsors();
  const handOver = useHandOverKit();
  const [target, setTarget] = useState<AdminSponsor | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  const confirm = () =>
    handOver.mutate(target!.id, {
      onSuccess: (s) => setNotice({ variant: 'success', text: `Kit de ${s.name} marqué comme remis.` }),
      onError: (e) =>
        setNotice({ variant: 'danger', text: errorText(e, "Le kit n'a pas pu être enregistré.") }),
      onSettled: () => setTarget(null),
    });

  return (
    <div>
      {notice && (
        <Alert variant={notice.variant} dismissible onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {list.isPending && <Spinner role="status" aria-label="Chargement des sponsors" />}
      {list.isError && <Alert variant="danger">{errorText(list.error, 'Erreur lors du chargement.')}</Alert>}
      {list.data?.sponsors.length === 0 && <p>Aucun sponsor pour le moment.</p>}
      {!!list.data?.sponsors.length && (
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">Sponsor</th>
              <th scope="col" className="d-none d-md-table-cell">
                Grille
              </th>
              <th scope="col">Kit</th>
            </tr>
          </thead>
          <tbody>
            {list.data.sponsors.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.name}
                  <br />
                  <small>
                    {s.phone && <a href={telHref(s.phone)}>{s.phone}</a>} {s.email}
                  </small>
                  {/* The activation sits with the sponsor and the grid folds away on a phone (the kit dialog names
                      the kit), so the kit's button stays on screen at 390 px. */}
                  <div>
                    {s.activation_status === 'active' ? (
                      <Badge bg="success">
                        Actif{s.activated_at && ` depuis le ${date(s.activated_at)}`}
                      </Badge>
                    ) : (
                      <Badge bg="warning" text="dark">
                        En attente de paiement
                      </Badge>
                    )}
                  </div>
                </td>
                <td className="d-none d-md-table-cell">
                  {s.grille ? (
                    <>
                      {s.grille.name} · {formatFcfa(s.grille.amount)}
                      <br />
                      <small className="text-body-secondary">{s.grille.kit_description}</small>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {s.kit_handed_over_at ? (
                    `Remis le ${date(s.kit_handed_over_at)}`
                  ) : s.activation_status === 'active' ? (
                    <Button size="sm" onClick={() => setTarget(s)}>
                      Marquer le kit remis
                    </Button>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ConfirmDialog
        show={target !== null}
        titleId="kit-dialog-title"
        title="Kit remis ?"
        keepLabel="Annuler"
        confirmLabel="Oui, le kit est remis"
        pending={handOver.isPending}
        onConfirm={confirm}
        onHide={() => setTarget(null)}
      >
        {target?.name} a reçu son kit : {target?.grille?.kit_description ?? 'kit sponsor'}.
      </ConfirmDialog>
    </div>
  );
}
