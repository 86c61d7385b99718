import { zodResolver } from '@hookform/resolvers/zod';
import { policyPath } from '@shop/core';
import { policyInputSchema, type AdminPolicy, type PolicyInput } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/api/paths';
import { queryKeys } from '../../../shared/api/query-keys';
import { formatDate } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { ErrorNotice, Loading, Notice } from '../../../shared/ui/page';
import { useContentWrite } from '../api/content';
import { usePolicies } from '../api/policies';

const HTML_HINT = 'Paragraphs, bold, italics, lists, headings and https links are kept; the rest is removed when saved.';

/** One policy page, both languages, saved whole (PUT /api/admin/policies/:slug). */
function PolicyDialog({ policy, onClose, onDone }: { policy: AdminPolicy; onClose: () => void; onDone: (m: string) => void }) {
  const write = useContentWrite(queryKeys.policies.all);
  const form = useForm<z.input<typeof policyInputSchema>, unknown, PolicyInput>({
    resolver: zodResolver(policyInputSchema),
    defaultValues: { title_en: policy.title_en, title_ar: policy.title_ar, body_en: policy.body_en, body_ar: policy.body_ar },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await write.mutateAsync({ method: 'PUT', path: apiPaths.policy(policy.policy_slug), body });
      onDone(`${body.title_en} saved.`);
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title={`Edit ${policy.title_en}`} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="English title" error={errors.title_en?.message}>
          <input {...form.register('title_en')} />
        </Field>
        <Field label="English text (HTML)" error={errors.body_en?.message} hint={HTML_HINT}>
          <textarea rows={10} className="mono" {...form.register('body_en')} />
        </Field>
        <Field label="Arabic title" error={errors.title_ar?.message}>
          <input dir="rtl" lang="ar" {...form.register('title_ar')} />
        </Field>
        <Field label="Arabic text (HTML)" error={errors.body_ar?.message} hint={HTML_HINT}>
          <textarea rows={10} className="mono" dir="rtl" lang="ar" {...form.register('body_ar')} />
        </Field>
        {write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Save page
          </button>
        </div>
      </form>
    </Modal>
  );
}

const col = createColumnHelper<AdminPolicy>();

/**
 * The policy pages (issue 23): Shipping & Delivery, Returns & Refunds, Cancellation, Privacy
 * and Terms, linked from the storefront's footer and checkout. Each is edited, never added
 * or removed; a page never saved shows the shop's starting text.
 */
export function PoliciesTab() {
  const { data, error, isPending } = usePolicies();
  const [editing, setEditing] = useState<AdminPolicy | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo(
    () => [
      col.accessor('title_en', { header: 'Page', cell: (c) => <span className="strong">{c.getValue()}</span> }),
      col.accessor('title_ar', {
        header: 'Arabic title',
        cell: (c) => (
          <span dir="rtl" lang="ar">
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('policy_slug', {
        header: 'Address',
        cell: (c) => (
          <a href={policyPath(c.getValue())} target="_blank" rel="noopener noreferrer" className="mono">
            {policyPath(c.getValue())}
          </a>
        ),
      }),
      col.accessor('updated_at', {
        header: 'Last saved',
        cell: (c) => {
          const at = c.getValue();
          return at ? (
            <span className="nowrap">
              {formatDate(at)}
              {c.row.original.updated_by_name ? ` by ${c.row.original.updated_by_name}` : ''}
            </span>
          ) : (
            <span className="muted">Starting text</span>
          );
        },
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'row-actions' },
        cell: (c) => (
          <button type="button" className="btn btn-small" onClick={() => setEditing(c.row.original)} aria-label={`Edit ${c.row.original.title_en}`}>
            Edit
          </button>
        ),
      }),
    ],
    [],
  );
  return (
    <>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <DataTable caption="Policy pages" columns={columns} data={data} getRowId={(p) => p.policy_slug} empty="No policy pages." />
      ) : null}
      {editing ? (
        <PolicyDialog
          policy={editing}
          onClose={() => setEditing(null)}
          onDone={(m) => {
            setEditing(null);
            setNotice(m);
          }}
        />
      ) : null}
    </>
  );
}
