import { zodResolver } from '@hookform/resolvers/zod';
import { slideInputSchema, type AdminSlide, type SlideInput } from '@shop/core/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { Field } from '../../../shared/ui/field';
import { ConfirmDialog, Modal } from '../../../shared/ui/modal';
import { ErrorNotice, Loading, Notice } from '../../../shared/ui/page';
import { useContentWrite, useSlides } from '../api/content';
import { CategorySelect } from './category-select';
import { ImageField } from './image-field';

const toNumber = (v: string) => (v === '' ? undefined : Number(v));

function SlideDialog({ slide, onClose, onDone }: { slide?: AdminSlide; onClose: () => void; onDone: (m: string) => void }) {
  const write = useContentWrite(queryKeys.slides.all);
  const form = useForm<z.input<typeof slideInputSchema>, unknown, SlideInput>({
    resolver: zodResolver(slideInputSchema),
    defaultValues: slide
      ? {
          slider_title: slide.slider_title,
          slider_description: slide.slider_description,
          slider_image_url: slide.slider_image_url,
          category_id: slide.category_id,
        }
      : { slider_title: '', slider_description: '', slider_image_url: '' },
  });
  const image = useWatch({ control: form.control, name: 'slider_image_url' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await write.mutateAsync(slide ? { method: 'PATCH', path: apiPaths.slide(slide.slider_id), body } : { method: 'POST', path: apiPaths.slides, body });
      onDone(slide ? 'Slide saved.' : 'Slide added at the end.');
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title={slide ? 'Edit slide' : 'Add a slide'} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Title" error={errors.slider_title?.message}>
          <input {...form.register('slider_title')} />
        </Field>
        <Field label="Description" error={errors.slider_description?.message}>
          <textarea rows={2} {...form.register('slider_description')} />
        </Field>
        <Field label="Links to category" error={errors.category_id?.message}>
          <CategorySelect {...form.register('category_id', { setValueAs: toNumber })} />
        </Field>
        <ImageField
          label="Picture (wide)"
          value={image ?? ''}
          error={errors.slider_image_url?.message}
          onChange={(url) => form.setValue('slider_image_url', url, { shouldDirty: true, shouldValidate: true })}
        />
        {write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Save slide
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The home slider: slides in order, add, edit, reorder, delete. */
export function SlidesTab() {
  const { data, error, isPending } = useSlides();
  const write = useContentWrite(queryKeys.slides.all);
  const [editing, setEditing] = useState<AdminSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSlide | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const slides = [...(data ?? [])].sort((a, b) => a.sort_order - b.sort_order);
  const move = (i: number, by: -1 | 1) => {
    const ids = slides.map((s) => s.slider_id);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id!);
    setNotice(null);
    write.mutate({ method: 'PUT', path: apiPaths.slidesOrder, body: { ids } });
  };
  const done = (m: string) => {
    setEditing(null);
    setNotice(m);
  };
  return (
    <>
      <div className="tab-actions">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Add slide
        </button>
      </div>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? write.error ?? undefined} />
      {isPending ? <Loading /> : null}
      {data && slides.length === 0 ? <p className="card muted">No slides: the home page starts with its banners.</p> : null}
      <ol className="slide-list">
        {slides.map((s, i) => (
          <li key={s.slider_id} className="card slide">
            <img src={s.slider_image_url} alt="" />
            <div>
              <div className="muted small">Slide {i + 1}</div>
              <h2>{s.slider_title}</h2>
              <p className="muted">{s.slider_description}</p>
              <div className="small">Links to {s.category_title}</div>
            </div>
            <div className="button-row slide-actions">
              <button
                type="button"
                className="btn btn-small btn-quiet"
                disabled={i === 0 || write.isPending}
                onClick={() => move(i, -1)}
                aria-label={`Move slide ${i + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-small btn-quiet"
                disabled={i === slides.length - 1 || write.isPending}
                onClick={() => move(i, 1)}
                aria-label={`Move slide ${i + 1} down`}
              >
                ↓
              </button>
              <button type="button" className="btn btn-small" onClick={() => setEditing(s)}>
                Edit
              </button>
              <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => setDeleting(s)}>
                Delete
              </button>
            </div>
          </li>
        ))}
      </ol>
      {editing ? <SlideDialog slide={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onDone={done} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this slide?"
          message={`"${deleting.slider_title}" leaves the home page.`}
          confirmLabel="Delete slide"
          danger
          busy={write.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            write.mutate(
              { method: 'DELETE', path: apiPaths.slide(deleting.slider_id) },
              {
                onSuccess: () => {
                  setDeleting(null);
                  setNotice('Slide deleted.');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
