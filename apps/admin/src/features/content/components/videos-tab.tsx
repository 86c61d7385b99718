import { zodResolver } from '@hookform/resolvers/zod';
import { videoInputSchema, type AdminVideo, type VideoInput } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { routes } from '../../../shared/config/routes';
import { DataTable } from '../../../shared/ui/data-table';
import { Field } from '../../../shared/ui/field';
import { ConfirmDialog, Modal } from '../../../shared/ui/modal';
import { ErrorNotice, Loading, Notice } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { useProducts } from '../../../shared/api/catalog';
import { useContentWrite, useVideos } from '../api/content';

function VideoDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const write = useContentWrite(queryKeys.videos.all);
  const [q, setQ] = useState('');
  const products = useProducts({ q, page_size: 50 });
  const form = useForm<z.input<typeof videoInputSchema>, unknown, VideoInput>({
    resolver: zodResolver(videoInputSchema),
    defaultValues: { product_video_url: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await write.mutateAsync({ method: 'POST', path: apiPaths.videos, body });
      onDone();
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title="Add a product video" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Find the product" hint="Type part of the title, then pick it below.">
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <Field label="Product" error={errors.product_id?.message}>
          <select {...form.register('product_id', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}>
            <option value="">Choose…</option>
            {(products.data?.data ?? []).map((p) => (
              <option key={p.product_id} value={p.product_id}>
                {p.product_title}
              </option>
            ))}
          </select>
        </Field>
        <Field label="YouTube link" error={errors.product_video_url?.message}>
          <input placeholder="https://www.youtube.com/watch?v=…" {...form.register('product_video_url')} />
        </Field>
        {write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Add video
          </button>
        </div>
      </form>
    </Modal>
  );
}

const col = createColumnHelper<AdminVideo>();

/** Product videos (the gallery's video entries, and the videos page). */
export function VideosTab() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { data, error, isPending } = useVideos({ page, q });
  const write = useContentWrite(queryKeys.videos.all);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminVideo | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo(
    () => [
      col.accessor('product_slider_image_url', {
        header: () => <span className="sr-only">Thumbnail</span>,
        cell: (c) => (c.getValue() ? <img className="thumb thumb-wide" src={c.getValue()} alt="" /> : null),
      }),
      col.accessor('product_title', { header: 'Product', cell: (c) => <Link to={routes.product(c.row.original.product_id)}>{c.getValue()}</Link> }),
      col.accessor('product_video_url', {
        header: 'Link',
        cell: (c) => (
          <a href={c.getValue()} target="_blank" rel="noopener noreferrer" className="small">
            {c.getValue()}
          </a>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'row-actions' },
        cell: (c) => (
          <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => setDeleting(c.row.original)}>
            Delete
          </button>
        ),
      }),
    ],
    [],
  );
  return (
    <>
      <div className="tab-actions">
        <SearchBox
          label="Search videos by product"
          value={q}
          onSearch={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          Add video
        </button>
      </div>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable
            caption="Product videos"
            columns={columns}
            data={data.data}
            getRowId={(v) => String(v.product_gallery_id)}
            empty="No product videos yet."
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
        </>
      ) : null}
      {adding ? (
        <VideoDialog
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            setNotice('Video added to the product’s gallery.');
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this video?"
          message={`It leaves ${deleting.product_title}'s gallery and the videos page.`}
          confirmLabel="Delete video"
          danger
          busy={write.isPending}
          error={write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            write.mutate(
              { method: 'DELETE', path: apiPaths.video(deleting.product_gallery_id) },
              {
                onSuccess: () => {
                  setDeleting(null);
                  setNotice('Video deleted.');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
