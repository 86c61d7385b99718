import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, CATALOG_MESSAGES, type UploadResult } from '@shop/core/admin';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { uploadPicture } from '../api/uploads';

/**
 * 'Choose a picture…' from the computer: checked for type and size here (the server checks
 * again), sent as raw bytes, and the result's 800 px URL handed back.
 */
export function PictureUpload({ label = 'Upload a picture…', onUploaded }: { label?: string; onUploaded: (r: UploadResult) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onChange = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return setFailure(CATALOG_MESSAGES.notAnImage);
    if (file.size > UPLOAD_MAX_BYTES) return setFailure(CATALOG_MESSAGES.uploadTooLarge);
    setBusy(true);
    try {
      onUploaded(await uploadPicture(file));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <span className="upload">
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        className="sr-only"
        onChange={(e) => void onChange(e.target.files?.[0])}
        disabled={busy}
      />
      <label htmlFor={id} className={`btn btn-small${busy ? ' disabled' : ''}`}>
        {busy ? 'Uploading…' : label}
      </label>
      {failure ? (
        <span className="field-error" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
