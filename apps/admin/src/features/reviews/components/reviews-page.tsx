import { ratingWidthPercent } from '@shop/core';
import type { AdminReview } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/client';
import { routes } from '../../../shared/config/routes';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatDate } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { ConfirmDialog } from '../../../shared/ui/modal';
import { Badge, ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { useReviewAction, useReviews } from '../api/reviews';

const col = createColumnHelper<AdminReview>();

/** Five stars filled to the rating, halves too (4.5 fills four and a half), as the shop draws them. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" title={`${rating} of 5`}>
      <span className="stars__track" aria-hidden="true">
        ☆☆☆☆☆
        <span className="stars__fill" style={{ width: `${ratingWidthPercent(rating)}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{rating} of 5</span>
    </span>
  );
}

/** Reviews: hide or show (hidden ones leave the product's average) and delete. */
export default function ReviewsPage() {
  const { values, page, set, clear, filtered } = useListParams(['hidden', 'q'] as const);
  const { data, error, isPending } = useReviews({ ...values, page });
  const act = useReviewAction();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      col.accessor('review_rating', { header: 'Rating', cell: (c) => <Stars rating={c.getValue()} /> }),
      col.accessor('review_text', {
        header: 'Review',
        cell: (c) => (
          <>
            <div className="review-text">{c.getValue()}</div>
            <div className="muted small">
              {c.row.original.customer_name} · {c.row.original.customer_email}
              {c.row.original.verified_buyer ? ' · verified buyer' : ''}
            </div>
          </>
        ),
      }),
      col.accessor('product_title', { header: 'Product', cell: (c) => <Link to={routes.product(c.row.original.product_id)}>{c.getValue()}</Link> }),
      col.accessor('created_at', { header: 'Written', cell: (c) => <span className="nowrap">{formatDate(c.getValue())}</span> }),
      col.accessor('hidden', { header: 'Shown', cell: (c) => <Badge tone={c.getValue() ? 'muted' : 'ok'}>{c.getValue() ? 'Hidden' : 'Shown'}</Badge> }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'row-actions' },
        cell: (c) => {
          const r = c.row.original;
          return (
            <span className="button-row">
              <button
                type="button"
                className="btn btn-small"
                disabled={act.isPending}
                onClick={() => {
                  setNotice(null);
                  act.mutate(
                    { id: r.review_id, action: r.hidden ? 'show' : 'hide' },
                    { onSuccess: () => setNotice(r.hidden ? 'The review is back on the product page.' : 'The review is hidden and left out of the average.') },
                  );
                }}
              >
                {r.hidden ? 'Show' : 'Hide'}
              </button>
              <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => setDeleting(r)}>
                Delete
              </button>
            </span>
          );
        },
      }),
    ],
    [act],
  );

  return (
    <>
      <PageHeader title="Reviews" subtitle="Hidden reviews are not on the storefront and do not count in a product's average." />
      <div className="toolbar card">
        <SearchBox label="Search reviews" placeholder="Text, reviewer or product" value={values.q ?? ''} onSearch={(q) => set({ q })} />
        <label className="toolbar-field">
          <span>Show</span>
          <select value={values.hidden ?? ''} onChange={(e) => set({ hidden: e.target.value })}>
            <option value="">All reviews</option>
            <option value="false">Shown only</option>
            <option value="true">Hidden only</option>
          </select>
        </label>
        {filtered ? (
          <button type="button" className="btn btn-quiet" onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? act.error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable
            caption="Reviews"
            columns={columns}
            data={data.data}
            getRowId={(r) => String(r.review_id)}
            empty={filtered ? 'No reviews match.' : 'No reviews yet.'}
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this review?"
          message={`${deleting.customer_name}'s review of ${deleting.product_title} is removed for good. Hiding it keeps it on record.`}
          confirmLabel="Delete review"
          danger
          busy={act.isPending}
          error={act.error ? <ErrorNotice>{errorMessage(act.error)}</ErrorNotice> : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            act.mutate(
              { id: deleting.review_id, action: 'delete' },
              {
                onSuccess: () => {
                  setDeleting(null);
                  setNotice('Review deleted.');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
