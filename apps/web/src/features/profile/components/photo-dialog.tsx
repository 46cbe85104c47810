import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { authMessages } from '@lome/shared';
import { apiFieldErrors, errorText } from '@/lib/form-errors';
import { FilePicker } from '@/components/ui/file-picker';
import { PHOTO_ACCEPT, photoError } from '@/lib/picture-file';
import { useUpdateProfilePicture } from '../api/update-profile-picture';

type Props = { show: boolean; onHide: () => void; onSaved: (pictureUrl: string) => void };

/** P11.1 profile photo dialog: a phone's photo up to 15 Mo, checked here first and by content on the server. */
export function PhotoDialog({ show, onHide, onSaved }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUpdateProfilePicture();

  useEffect(() => {
    if (!file || photoError(file)) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    setError(null);
    upload.reset();
    onHide();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = photoError(file);
    if (problem || !file) return setError(problem ?? authMessages.pictureRequired);
    setError(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        onSaved(res.picture_user);
        close();
      },
      onError: (err) =>
        setError(apiFieldErrors(err).picture_user ?? errorText(err, "Erreur lors de l'envoi de la photo")),
    });
  };

  return (
    <Modal show={show} onHide={close} centered>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel="Fermer">
          <Modal.Title as="h2" className="h5">
            Changer la photo de profil
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && <Alert variant="danger">{error}</Alert>}
          <FilePicker
            id="profile-picture"
            label="Nouvelle photo"
            accept={PHOTO_ACCEPT}
            file={file}
            onChange={(picked) => {
              setFile(picked ?? null);
              setError(picked ? photoError(picked) : null);
            }}
            hint="Formats acceptés : JPEG, PNG, WebP. Taille maximale : 15 Mo."
            thumbnail={false}
          />
          {preview && (
            <div className="text-center mt-3">
              <img
                src={preview}
                alt="Aperçu de la nouvelle photo"
                width={120}
                height={120}
                className="rounded-circle object-fit-cover border"
              />
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Enregistrer la photo
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
