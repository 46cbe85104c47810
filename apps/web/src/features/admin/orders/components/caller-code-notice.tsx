import { callerCodeMessages, waHref } from '@lome/shared';

/**
 * The code a caller without an account needs to find this order on the site once registered (decision 0064):
 * shown to staff once, to read out or send on WhatsApp.
 */
export function CallerCodeNotice({
  code,
  firstname,
  phone,
  orderCode,
}: {
  code: string;
  firstname: string;
  phone: string;
  orderCode: string;
}) {
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  return (
    <div className="border rounded p-3 mt-3">
      <p className="mb-1">
        Code client de {firstname} : <strong className="fs-5 text-nowrap">{spaced}</strong>
      </p>
      <p className="small text-body-secondary mb-2">
        À lui transmettre : en créant son compte avec ce numéro, ce code lui fera retrouver ses commandes sur
        le site. Il ne sera plus affiché.
      </p>
      <a
        className="btn btn-sm btn-success"
        href={waHref(phone, callerCodeMessages.whatsapp(firstname, orderCode, code))}
        target="_blank"
        rel="noreferrer"
      >
        Envoyer par WhatsApp
      </a>
    </div>
  );
}
