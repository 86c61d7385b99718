import { formatCount } from '../lib/format';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing 21–40 of 134' with previous and next buttons. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pager" aria-label="Pages">
      <span className="muted">{total === 0 ? 'No results' : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}</span>
      <span className="pager-buttons">
        <button type="button" className="btn btn-quiet" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ‹ Previous
        </button>
        <span className="muted">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn btn-quiet" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next ›
        </button>
      </span>
    </nav>
  );
}
