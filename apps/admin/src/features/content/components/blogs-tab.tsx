import { zodResolver } from '@hookform/resolvers/zod';
import { blogInputSchema, type AdminBlog, type BlogInput } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { formatDate } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { Field } from '../../../shared/ui/field';
import { ConfirmDialog, Modal } from '../../../shared/ui/modal';
import { ErrorNotice, Loading, Notice } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { useBlogs, useContentWrite } from '../api/content';
import { ImageField } from './image-field';

function BlogDialog({ blog, onClose, onDone }: { blog?: AdminBlog; onClose: () => void; onDone: (m: string) => void }) {
  const write = useContentWrite(queryKeys.blogs.all);
  const form = useForm<z.input<typeof blogInputSchema>, unknown, BlogInput>({
    resolver: zodResolver(blogInputSchema),
    defaultValues: blog
      ? { blog_title: blog.blog_title, blog_description: blog.blog_description, blog_image_url: blog.blog_image_url, blog_publish_date: blog.blog_publish_date }
      : { blog_title: '', blog_description: '', blog_image_url: '', blog_publish_date: new Date().toISOString().slice(0, 10) },
  });
  const image = useWatch({ control: form.control, name: 'blog_image_url' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await write.mutateAsync(blog ? { method: 'PATCH', path: apiPaths.blog(blog.blog_id), body } : { method: 'POST', path: apiPaths.blogs, body });
      onDone(blog ? 'Blog saved.' : 'Blog published.');
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title={blog ? 'Edit blog' : 'Write a blog'} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Title" error={errors.blog_title?.message}>
          <input {...form.register('blog_title')} />
        </Field>
        <Field label="Publish date" error={errors.blog_publish_date?.message}>
          <input type="date" {...form.register('blog_publish_date')} />
        </Field>
        <ImageField
          label="Picture"
          value={image ?? ''}
          error={errors.blog_image_url?.message}
          onChange={(url) => form.setValue('blog_image_url', url, { shouldDirty: true, shouldValidate: true })}
        />
        <Field
          label="Text (HTML)"
          error={errors.blog_description?.message}
          hint="Paragraphs, bold, italics, lists, headings and https links are kept; the rest is removed when saved."
        >
          <textarea rows={10} className="mono" {...form.register('blog_description')} />
        </Field>
        {write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {blog ? 'Save blog' : 'Publish'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const col = createColumnHelper<AdminBlog>();

/** Blogs: newest first; write, edit, delete. */
export function BlogsTab() {
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useBlogs({ page });
  const write = useContentWrite(queryKeys.blogs.all);
  const [editing, setEditing] = useState<AdminBlog | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBlog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo(
    () => [
      col.accessor('blog_image_url', {
        header: () => <span className="sr-only">Picture</span>,
        cell: (c) => <img className="thumb" src={c.getValue()} alt="" />,
      }),
      col.accessor('blog_title', { header: 'Title', cell: (c) => <span className="strong">{c.getValue()}</span> }),
      col.accessor('blog_publish_date', { header: 'Published', cell: (c) => <span className="nowrap">{formatDate(`${c.getValue()}T12:00:00Z`)}</span> }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'row-actions' },
        cell: (c) => (
          <span className="button-row">
            <button type="button" className="btn btn-small" onClick={() => setEditing(c.row.original)}>
              Edit
            </button>
            <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => setDeleting(c.row.original)}>
              Delete
            </button>
          </span>
        ),
      }),
    ],
    [],
  );
  return (
    <>
      <div className="tab-actions">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Write a blog
        </button>
      </div>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable caption="Blogs" columns={columns} data={data.data} getRowId={(b) => String(b.blog_id)} empty="No blogs yet." />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
        </>
      ) : null}
      {editing ? (
        <BlogDialog
          blog={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={(m) => {
            setEditing(null);
            setNotice(m);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this blog?"
          message={`"${deleting.blog_title}" leaves the blog page for good.`}
          confirmLabel="Delete blog"
          danger
          busy={write.isPending}
          error={write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            write.mutate(
              { method: 'DELETE', path: apiPaths.blog(deleting.blog_id) },
              {
                onSuccess: () => {
                  setDeleting(null);
                  setNotice('Blog deleted.');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
