import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { addressMessages, type SavedAddress } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useAddresses } from '../api/get-addresses';
import { useDeleteAddress } from '../api/delete-address';
import { AddressEditForm } from './address-edit-form';

function AddressItem({ address, onDeleted }: { address: SavedAddress; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteAddress();
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div className="text-break">
          <strong>{address.label}</strong>
          <div>{address.description}</div>
          <div className="small text-body-secondary">
            Point : {address.latitude.toFixed(5)}, {address.longitude.toFixed(5)}
            {address.phone && ` · Tél. ${address.phone}`}
          </div>
        </div>
        {!editing && (
          <div className="d-flex gap-2">
            <Button
              variant="outline-primary"
              size="sm"
              aria-label={`Modifier ${address.label} : ${address.description}`}
              onClick={() => setEditing(true)}
            >
              Modifier
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={remove.isPending}
              aria-label={`Supprimer ${address.label} : ${address.description}`}
              onClick={() => remove.mutate(address.id, { onSuccess: onDeleted })}
            >
              Supprimer
            </Button>
          </div>
        )}
      </div>
      {remove.isError && (
        <p className="small text-danger mb-0">
          {errorText(remove.error, 'L’adresse n’a pas pu être supprimée.')}
        </p>
      )}
      {editing && <AddressEditForm address={address} onDone={() => setEditing(false)} />}
    </li>
  );
}

/** The profile's saved addresses: listed, edited, deleted; new ones are saved at checkout. */
export function SavedAddresses() {
  const addresses = useAddresses();
  const [notice, setNotice] = useState<string | null>(null);
  if (addresses.isPending)
    return (
      <div role="status" className="py-3">
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        Chargement des adresses…
      </div>
    );
  if (addresses.isError)
    return (
      <Alert variant="danger">{errorText(addresses.error, 'Vos adresses n’ont pas pu être chargées.')}</Alert>
    );
  const list = addresses.data.addresses;
  return (
    <div>
      {notice && (
        <Alert variant="success" className="py-2" role="status">
          {notice}
        </Alert>
      )}
      {list.length === 0 ? (
        <p className="text-body-secondary">
          Aucune adresse enregistrée. À votre prochaine commande, cochez «&nbsp;Enregistrer cette
          adresse&nbsp;» pour la retrouver ici et au moment de commander.
        </p>
      ) : (
        <ul className="list-group list-group-flush" aria-label="Mes adresses">
          {list.map((a) => (
            <AddressItem key={a.id} address={a} onDeleted={() => setNotice(addressMessages.deleted)} />
          ))}
        </ul>
      )}
    </div>
  );
}
