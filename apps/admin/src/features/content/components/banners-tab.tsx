import { zodResolver } from '@hookform/resolvers/zod';
import { bannerUpdateSchema, type AdminBanner, type BannerUpdate } from '@shop/core/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { ErrorNotice, Loading, Notice } from '../../../shared/ui/page';
import { useBanners, useContentWrite } from '../api/content';
import { CategorySelect } from './category-select';
import { ImageField } from './image-field';

function BannerDialog({ banner, onClose, onDone }: { banner: AdminBanner; onClose: () => void; onDone: () => void }) {
  const write = useContentWrite(queryKeys.banners.all);
  const form = useForm<z.input<typeof bannerUpdateSchema>, unknown, BannerUpdate>({
    resolver: zodResolver(bannerUpdateSchema),
    defaultValues: {
      banner_title: banner.banner_title,
      banner_subtitle: banner.banner_subtitle,
      banner_image_url: banner.banner_image_url,
      category_id: banner.category_id,
    },
  });
  const image = useWatch({ control: form.control, name: 'banner_image_url' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await write.mutateAsync({ method: 'PATCH', path: apiPaths.banner(banner.banner_id), body });
      onDone();
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title="Edit banner" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Title" error={errors.banner_title?.message}>
          <input {...form.register('banner_title')} />
        </Field>
        <Field label="Subtitle" error={errors.banner_subtitle?.message}>
          <input {...form.register('banner_subtitle')} />
        </Field>
        <Field label="Links to category" error={errors.category_id?.message}>
          <CategorySelect
            noneLabel="Nowhere"
            {...form.register('category_id', { setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)) })}
          />
        </Field>
        <ImageField
          label="Picture"
          value={image ?? ''}
          error={errors.banner_image_url?.message}
          onChange={(url) => form.setValue('banner_image_url', url, { shouldDirty: true, shouldValidate: true })}
        />
        {write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Save banner
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The home page's three promo banners: edit only (there are always three). */
export function BannersTab() {
  const { data, error, isPending } = useBanners();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [saved, setSaved] = useState(false);
  return (
    <>
      {saved ? <Notice>Banner saved.</Notice> : null}
      <ErrorNotice error={error ?? undefined} />
      {isPending ? <Loading /> : null}
      <div className="banner-grid">
        {[...(data ?? [])]
          .sort((a, b) => a.sort_order - b.sort_order)
          .map((b) => (
            <article key={b.banner_id} className="card banner">
              <img src={b.banner_image_url} alt="" />
              <h2>{b.banner_title}</h2>
              <p className="muted">{b.banner_subtitle}</p>
              <div className="banner-foot">
                <span className="small">{b.category_title ? `Links to ${b.category_title}` : 'Links nowhere'}</span>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => {
                    setSaved(false);
                    setEditing(b);
                  }}
                >
                  Edit
                </button>
              </div>
            </article>
          ))}
      </div>
      {editing ? (
        <BannerDialog
          banner={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      ) : null}
    </>
  );
}
