import { SEARCH_MISSES_LIMITS, SEARCH_MISS_MESSAGES, type SearchMiss } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatCount, formatDateTime } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { useDismissSearchMiss, useSearchMisses } from '../api/search-misses';

const SORTS = [
  { value: 'count', label: 'Most searched' },
  { value: 'last_seen', label: 'Most recent' },
] as const;

/** The product list, searched for these words (titles and aliases). */
const productsFor = (query: string) => `${routes.products}?${new URLSearchParams({ q: query, archived: 'include' })}`;

const col = createColumnHelper<SearchMiss>();

/** Catalog → Searches not found: what shoppers searched for and did not find, so the owner can add an alias or a product. */
export default function SearchMissesPage() {
  const { values, page, set } = useListParams(['sort'] as const);
  const sort = values.sort === 'last_seen' ? 'last_seen' : 'count';
  const { data, error, isPending } = useSearchMisses({ sort, page });
  const dismiss = useDismissSearchMiss();
  const [done, setDone] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      col.accessor('query', {
        header: 'Search',
        cell: (c) => (
          <>
            <span className="strong" dir="auto">
              {c.getValue()}
            </span>
            <div className="small">
              <Link to={productsFor(c.getValue())}>Find in products</Link>
            </div>
          </>
        ),
      }),
      col.accessor('count', { header: 'Times', meta: { className: 'num' }, cell: (c) => formatCount(c.getValue()) }),
      col.accessor('last_seen', {
        header: 'Last searched',
        cell: (c) => (
          <>
            {formatDateTime(c.getValue())}
            <div className="muted small">first {formatDateTime(c.row.original.first_seen)}</div>
          </>
        ),
      }),
      col.display({
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { className: 'num' },
        cell: (c) => (
          <button
            type="button"
            className="btn btn-small btn-quiet"
            disabled={dismiss.isPending}
            aria-label={`Dismiss "${c.row.original.query}"`}
            onClick={() =>
              dismiss.mutate(c.row.original.query_key, {
                onSuccess: (r) => setDone(r.message),
              })
            }
          >
            Dismiss
          </button>
        ),
      }),
    ],
    [dismiss],
  );

  return (
    <>
      <PageHeader title="Searches not found" subtitle={`What shoppers searched for on the results page and found nothing. ${SEARCH_MISS_MESSAGES.hint}`} />
      <div className="toolbar card">
        <div className="segmented" role="group" aria-label="Order">
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              className={`btn btn-small${sort === s.value ? ' active' : ''}`}
              aria-pressed={sort === s.value}
              onClick={() => set({ sort: s.value === 'count' ? '' : s.value })}
            >
              {s.label}
            </button>
          ))}
        </div>
        <span className="muted small">
          Counted by the words as search reads them (case, accents and Arabic marks ignored); the {formatCount(SEARCH_MISSES_LIMITS.maxRows)} most recent are
          kept.
        </span>
      </div>
      {done ? <Notice>{done}</Notice> : null}
      <ErrorNotice error={error ?? dismiss.error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable
            caption="Searches that found nothing"
            columns={columns}
            data={data.data}
            getRowId={(r) => r.query_key}
            empty="No searches without results yet: every search found something."
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
    </>
  );
}
