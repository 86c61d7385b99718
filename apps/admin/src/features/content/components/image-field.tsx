import type { UploadResult } from '@shop/core/admin';
import { PictureUpload } from '../../../shared/ui/picture-upload';

/** A picture field: its preview, an upload button, and the field's message. */
export function ImageField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (url: string) => void }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <span className="field-label">{label}</span>
      <div className="image-field">
        {value ? <img src={value} alt="" /> : <span className="image-empty muted small">No picture</span>}
        <PictureUpload label={value ? 'Replace…' : 'Upload…'} onUploaded={(r: UploadResult) => onChange(r.image_url)} />
      </div>
      {error ? <div className="field-error">{error}</div> : null}
    </div>
  );
}
