import type { AdminCustomerRow } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatDate, paise } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { useCustomers } from '../api/customers';

const col = createColumnHelper<AdminCustomerRow>();
const columns = [
  col.accessor('customer_name', {
    header: 'Customer',
    cell: (c) => (
      <>
        <Link to={routes.customer(c.row.original.customer_id)} className="strong" onClick={(e) => e.stopPropagation()}>
          {c.getValue() || c.row.original.customer_display_name}
        </Link>
        <div className="muted small">{c.row.original.customer_email}</div>
      </>
    ),
  }),
  col.accessor('created_at', { header: 'Customer since', cell: (c) => formatDate(c.getValue()) }),
  col.accessor('order_count', { header: 'Orders', meta: { className: 'num' } }),
  col.accessor('orders_total_paise', { header: 'Spent', meta: { className: 'num' }, cell: (c) => paise(c.getValue()) }),
];

/** Customers: search by name or e-mail; a row opens the customer's page. */
export default function CustomersPage() {
  const navigate = useNavigate();
  const { values, page, set } = useListParams(['q'] as const);
  const { data, error, isPending } = useCustomers({ q: values.q, page });
  return (
    <>
      <PageHeader title="Customers" subtitle="Accounts of shoppers. Spent leaves out cancelled, refunded and unpaid orders." />
      <div className="toolbar card">
        <SearchBox label="Search customers" placeholder="Name or e-mail" value={values.q ?? ''} onSearch={(q) => set({ q })} />
      </div>
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable
            caption="Customers"
            columns={columns}
            data={data.data}
            getRowId={(r) => String(r.customer_id)}
            onRowClick={(r) => navigate(routes.customer(r.customer_id))}
            empty={values.q ? 'No customer matches.' : 'No customers yet.'}
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
    </>
  );
}
