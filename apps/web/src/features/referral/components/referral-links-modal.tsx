import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { restaurant, type ReferralProgramme } from '@lome/shared';
import { useQrPng } from '../hooks/use-qr-png';
import { drawQrCard } from '../utils/qr-card';
import { codeOfLink, copyText, shareNote, shareOrCopy, whatsappShareUrl } from '../utils/share';
import { ReferralQrCode } from './referral-qr-code';

// P11.7: the copy feedback stays 2 s.
const COPY_FEEDBACK_MS = 2000;
const COPIED = 'Lien copié dans le presse-papier!';

type Props = {
  show: boolean;
  onHide: () => void;
  link: string | null;
  /** The referrer's name, written under the downloaded QR code. */
  referrer: string;
  /** The programme's figures (settings, P7.11) and who the referrer is, for the note on what they earn. */
  programme?: ReferralProgramme;
  sponsor?: boolean;
  pending?: boolean;
};

type ToolsProps = Omit<Props, 'show' | 'onHide' | 'link'> & { link: string };

/** P11.2 'Mes liens de parrainage': the link to copy or share, on WhatsApp too, and as a QR code (P11.2). */
export function ReferralLinksModal({ show, onHide, link, ...about }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="referral-links-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="referral-links-title" as="h2" className="h5">
          Mes liens de parrainage
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{link && <LinkTools link={link} {...about} />}</Modal.Body>
    </Modal>
  );
}

function LinkTools({ link, referrer, programme, sponsor = false, pending = false }: ToolsProps) {
  const [feedback, setFeedback] = useState<{ text: string; ok: boolean } | null>(null);
  const [showQr, setShowQr] = useState(false);
  const qr = useQrPng(link, showQr);

  useEffect(() => {
    if (!feedback) return;
    const id = window.setTimeout(() => setFeedback(null), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(id);
  }, [feedback]);

  const copied = () => setFeedback({ text: COPIED, ok: true });
  const copyFailed = () =>
    setFeedback({ text: 'Copie impossible : sélectionnez le lien et copiez-le.', ok: false });

  const copy = () => copyText(link).then(copied, copyFailed);
  const share = () =>
    shareOrCopy(link).then((how) => {
      if (how === 'copied') copied();
    }, copyFailed);

  const download = async () => {
    try {
      const png = await qr.make();
      const code = codeOfLink(link);
      // The card names the restaurant, the referrer, the code and the link; the bare code if it cannot be drawn.
      const card = await drawQrCard(png, { restaurant: restaurant.name, referrer, code, link }).catch(
        () => png,
      );
      const a = document.createElement('a');
      a.href = card;
      a.download = `parrainage-${code ?? 'lien'}.png`;
      a.click();
    } catch {
      setShowQr(true);
    }
  };

  return (
    <>
      <Form.Group controlId="referral-register-link" className="mb-3">
        <Form.Label>Lien d'inscription</Form.Label>
        <InputGroup>
          <Form.Control readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <Button variant="primary" onClick={() => void copy()}>
            {feedback?.ok ? 'Copié !' : 'Copier'}
          </Button>
        </InputGroup>
      </Form.Group>
      <div aria-live="polite" className="mb-2">
        {feedback && (
          <Alert variant={feedback.ok ? 'success' : 'warning'} className="py-2 small mb-0">
            {feedback.text}
          </Alert>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button variant="outline-primary" onClick={() => void share()}>
          Partager
        </Button>
        <a
          className="btn btn-success"
          href={whatsappShareUrl(link)}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        <Button
          variant="outline-secondary"
          onClick={() => setShowQr((v) => !v)}
          aria-expanded={showQr}
          aria-controls={showQr ? 'referral-qr' : undefined}
        >
          QR Code
        </Button>
        <Button variant="outline-secondary" onClick={() => void download()}>
          Télécharger
        </Button>
      </div>
      {showQr && (
        <div id="referral-qr" className="mb-3">
          <ReferralQrCode png={qr.png} failed={qr.failed} />
        </div>
      )}
      <p className="small text-body-secondary mb-0">{shareNote(programme, { sponsor, pending })}</p>
    </>
  );
}
