import { DISH_FALLBACK_IMAGE, FallbackImage } from '@/components/ui/fallback-image';
import { FilePicker } from '@/components/ui/file-picker';
import { PHOTO_ACCEPT } from '@/lib/picture-file';

type Props = {
  /** The picture the row has now, shown small until another file is chosen. */
  current?: string | null;
  label: string;
  hint: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  error?: string;
};

/** The picture field of the menu's dialogs: the current picture while none is chosen, then the picker. */
export function PictureField({ current, label, hint, file, onChange, error }: Props) {
  return (
    <>
      {current && !file && (
        <div className="d-flex align-items-center gap-2 mb-2 small text-body-secondary">
          <FallbackImage
            src={current}
            fallback={DISH_FALLBACK_IMAGE}
            alt=""
            width={64}
            height={48}
            className="rounded"
          />
          Photo actuelle
        </div>
      )}
      <FilePicker
        label={label}
        accept={PHOTO_ACCEPT}
        file={file}
        onChange={onChange}
        error={error}
        hint={hint}
      />
    </>
  );
}
