import Button from 'react-bootstrap/Button';
import type { SavedAddressList } from '@lome/shared';
import type { AddressValues } from './address-step';

type Choice = { key: string; label: string; text: string; values: Partial<AddressValues> };

/** The saved addresses and the company's office as ready-made answers to the address step. */
export function addressChoices(list: SavedAddressList | undefined): Choice[] {
  if (!list) return [];
  const choices: Choice[] = list.addresses.map((a) => ({
    key: a.id,
    label: a.label,
    text: a.description,
    values: {
      title: a.label,
      description_address: a.description,
      position: { latitude: a.latitude, longitude: a.longitude },
      ...(a.phone ? { phone: a.phone } : {}),
    },
  }));
  const office = list.company_address;
  if (office) {
    choices.push({
      key: 'company',
      label: `Bureau · ${office.company_name}`,
      text: office.description,
      values: {
        title: 'Bureau',
        description_address: office.description,
        // Without a pin saved by the company, the customer places it.
        ...(office.latitude !== null && office.longitude !== null
          ? { position: { latitude: office.latitude, longitude: office.longitude } }
          : {}),
      },
    });
  }
  return choices;
}

/** Whether the address typed is already one of the choices (same text, same pin): nothing to save then. */
export function isSavedChoice(choices: Choice[], address: AddressValues): boolean {
  return choices.some(
    (c) =>
      c.values.description_address === address.description_address.trim() &&
      c.values.position?.latitude === address.position?.latitude &&
      c.values.position?.longitude === address.position?.longitude,
  );
}

/** "Mes adresses": one tap fills the step with a saved address and its pin. */
export function AddressChoices({
  choices,
  onChoose,
}: {
  choices: Choice[];
  onChoose: (values: Partial<AddressValues>) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Mes adresses</legend>
      <div className="d-grid gap-2">
        {choices.map((c) => (
          <Button
            key={c.key}
            variant="outline-secondary"
            className="text-start text-break"
            onClick={() => onChoose(c.values)}
          >
            <strong>{c.label}</strong> · {c.text}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
