import type { AdminOrderRow } from '@shop/core/admin';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { SearchBox } from '../../../shared/ui/search-box';
import { routes } from '../../../shared/config/routes';
import { formatDateTime, paymentMethodLabel, rupees } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { Modal } from '../../../shared/ui/modal';
import { Badge, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { useOrders, type OrdersFilter } from '../api/orders';
import { OrdersExportForm } from './orders-export-form';
import { OrderStatusOptions, PaymentStatusOptions } from './status-options';

const col = createColumnHelper<AdminOrderRow>();
const units = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

/** An e-mail that may wrap before its '@' (and nowhere else) when the column is narrow. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * The list's columns. Where the list is narrow (a 768 px screen, or 1024 px beside the side
 * navigation: a container query in styles.css) Placed and Items give up their columns and
 * show under the invoice number and the total (the `narrow-only` lines), so Payment and
 * Status stay in view without a sideways scroll.
 */
const dataColumns = [
  col.accessor('invoice_number', {
    header: 'Invoice',
    meta: { className: 'col-invoice' },
    cell: (c) => (
      <>
        <Link to={routes.order(c.row.original.order_id)} onClick={(e) => e.stopPropagation()} className="strong nowrap">
          {c.getValue()}
        </Link>
        <div className="narrow-only muted small">{formatDateTime(c.row.original.order_created_date)}</div>
      </>
    ),
  }),
  col.accessor('order_created_date', {
    header: 'Placed',
    meta: { className: 'col-placed' },
    cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  col.accessor('full_name', {
    header: 'Customer',
    meta: { className: 'col-customer' },
    cell: (c) => (
      <>
        <div>{c.getValue()}</div>
        <div className="muted small">
          <BreakableEmail email={c.row.original.customer_email} />
        </div>
      </>
    ),
  }),
  col.accessor('items', { header: 'Items', meta: { className: 'num col-items' } }),
  col.accessor('order_grand_total', {
    header: 'Total',
    meta: { className: 'num col-total' },
    cell: (c) => (
      <>
        <span className="nowrap">{rupees(c.getValue())}</span>
        <div className="narrow-only muted small nowrap">{units(c.row.original.items)}</div>
      </>
    ),
  }),
  col.accessor('payment_status_label', {
    header: 'Payment',
    meta: { className: 'col-payment' },
    cell: (c) => (
      <>
        <Badge>{c.getValue()}</Badge>
        <div className="muted small">{paymentMethodLabel(c.row.original.order_payment_method)}</div>
      </>
    ),
  }),
  col.accessor('order_status_label', { header: 'Status', meta: { className: 'col-status' }, cell: (c) => <Badge>{c.getValue()}</Badge> }),
];

/** The orders chosen on this page of the list (for their packing slips): a new page or filter starts with none. */
function useSelection(listKey: string) {
  const [state, setState] = useState<{ key: string; ids: number[] }>({ key: listKey, ids: [] });
  const ids = state.key === listKey ? state.ids : [];
  const set = (next: number[]) => setState({ key: listKey, ids: next });
  return {
    ids,
    has: (id: number) => ids.includes(id),
    toggle: (id: number) => set(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    setAll: (all: number[], on: boolean) => set(on ? all : []),
    clear: () => set([]),
  };
}

/** A checkbox in a cell of a clickable row: a click on it (or around it) does not open the order. */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="select-box" onClick={(e) => e.stopPropagation()}>
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}

const FILTER_KEYS = ['status', 'payment_status', 'waiting', 'from', 'to', 'q'] as const;

/** The orders list: filters and the page live in the address, so a filtered list can be shared. */
export default function OrdersPage() {
  const navigate = useNavigate();
  const { values, page, set, clear, filtered } = useListParams(FILTER_KEYS);
  const filter: OrdersFilter = { ...values, page };
  const { data, error, isPending, isFetching } = useOrders(filter);
  const [exporting, setExporting] = useState(false);
  // One function for the dialog's life: the list refreshing must not move the dialog's focus.
  const closeExport = useCallback(() => setExporting(false), []);
  const rows = useMemo(() => data?.data ?? [], [data]);
  const selection = useSelection(JSON.stringify(filter));
  const pageIds = rows.map((r) => r.order_id);
  // In the list's order, whatever order they were ticked in.
  const chosen = pageIds.filter((id) => selection.has(id));
  const allChosen = pageIds.length > 0 && chosen.length === pageIds.length;
  const columns: ColumnDef<AdminOrderRow, any>[] = [
    col.display({
      id: 'select',
      header: () => (
        <SelectBox
          label="Select all orders on this page"
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={(on) => selection.setAll(pageIds, on)}
        />
      ),
      cell: (c) => (
        <SelectBox
          label={`Select order ${c.row.original.invoice_number}`}
          checked={selection.has(c.row.original.order_id)}
          onChange={() => selection.toggle(c.row.original.order_id)}
        />
      ),
      meta: { className: 'select-col' },
    }),
    ...dataColumns,
  ];

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Search by invoice number, name, e-mail or phone."
        actions={
          <button type="button" className="btn" onClick={() => setExporting(true)}>
            Export CSV
          </button>
        }
      />
      {exporting ? (
        <Modal title="Export orders as CSV" onClose={closeExport}>
          <OrdersExportForm initial={{ from: filter.from, to: filter.to, status: filter.status, payment_status: filter.payment_status }} onDone={closeExport} />
        </Modal>
      ) : null}
      <div className="toolbar card">
        <SearchBox label="Search orders" placeholder="Invoice, name, e-mail or phone" value={filter.q ?? ''} onSearch={(q) => set({ q })} />
        <label className="toolbar-field">
          <span>Status</span>
          <select value={filter.status ?? ''} onChange={(e) => set({ status: e.target.value })}>
            <OrderStatusOptions />
          </select>
        </label>
        <label className="toolbar-field">
          <span>Payment</span>
          <select value={filter.payment_status ?? ''} onChange={(e) => set({ payment_status: e.target.value })}>
            <PaymentStatusOptions />
          </select>
        </label>
        <label className="toolbar-field">
          <span>Waiting for</span>
          <select value={filter.waiting ?? ''} onChange={(e) => set({ waiting: e.target.value })}>
            <option value="">Anything</option>
            <option value="payment">Payment</option>
            <option value="dispatch">Dispatch</option>
          </select>
        </label>
        <label className="toolbar-field">
          <span>From</span>
          <input type="date" value={filter.from ?? ''} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label className="toolbar-field">
          <span>To</span>
          <input type="date" value={filter.to ?? ''} onChange={(e) => set({ to: e.target.value })} />
        </label>
        {filtered ? (
          <button type="button" className="btn btn-quiet" onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
      <ErrorNotice error={error ?? undefined} />
      {chosen.length > 0 ? (
        <div className="bulk-bar card" role="region" aria-label="Selected orders">
          <span>
            <strong>{chosen.length === 1 ? '1 order' : `${chosen.length} orders`}</strong> selected
          </span>
          <Link className="btn btn-primary btn-small" to={routes.packingSlips(chosen)}>
            Print packing slips
          </Link>
          <button type="button" className="btn btn-quiet btn-small" onClick={selection.clear}>
            Clear selection
          </button>
        </div>
      ) : null}
      {isPending ? (
        <Loading />
      ) : data ? (
        <div className={`orders-list${isFetching ? ' refreshing' : ''}`}>
          <DataTable
            caption="Orders"
            columns={columns}
            data={rows}
            getRowId={(r) => String(r.order_id)}
            onRowClick={(r) => navigate(routes.order(r.order_id))}
            empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </div>
      ) : null}
    </>
  );
}
