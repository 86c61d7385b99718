import { productPicture } from '@shop/core';
import type { AdminProductListItem } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { paise } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { Badge, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { flattenTree, useCategoryTree, useProducts } from '../../../shared/api/catalog';

const col = createColumnHelper<AdminProductListItem>();
const columns = [
  col.accessor('product_image_url', {
    header: () => <span className="sr-only">Picture</span>,
    cell: (c) => <img className="thumb" src={productPicture(c.getValue())} alt="" loading="lazy" />,
  }),
  col.accessor('product_title', {
    header: 'Product',
    cell: (c) => (
      <>
        <Link to={routes.product(c.row.original.product_id)} className="strong" onClick={(e) => e.stopPropagation()}>
          {c.getValue()}
        </Link>{' '}
        {c.row.original.product_label ? <Badge tone="accent">{c.row.original.product_label}</Badge> : null}{' '}
        {c.row.original.archived ? <Badge tone="muted">Archived</Badge> : null}
        <div className="muted small">{c.row.original.category_title}</div>
      </>
    ),
  }),
  col.accessor('sale_price_paise', {
    header: 'Price',
    meta: { className: 'num' },
    cell: (c) => (
      <>
        {paise(c.getValue())}
        {c.row.original.mrp_price_paise > c.getValue() ? <div className="muted small strike">{paise(c.row.original.mrp_price_paise)}</div> : null}
      </>
    ),
  }),
  col.accessor('variant_count', { header: 'Variants', meta: { className: 'num' } }),
  col.accessor('stock_quantity', {
    header: 'Stock',
    meta: { className: 'num' },
    cell: (c) => (
      <>
        {c.getValue()}
        {c.row.original.low_stock_variants > 0 ? <div className="small stock-count">{c.row.original.low_stock_variants} low</div> : null}
      </>
    ),
  }),
];

/** Products: search, category, archived and low-stock filters; a row opens the editor. */
export default function ProductsPage() {
  const navigate = useNavigate();
  const { values, page, set, clear, filtered } = useListParams(['q', 'category_id', 'archived', 'low_stock'] as const);
  const { data, error, isPending } = useProducts({ ...values, page });
  const tree = useCategoryTree();
  return (
    <>
      <PageHeader
        title="Products"
        subtitle="Price and stock changes reach the storefront at once."
        actions={
          <Link to={routes.newProduct} className="btn btn-primary">
            Add product
          </Link>
        }
      />
      <div className="toolbar card">
        <SearchBox label="Search products" placeholder="Part of the title" value={values.q ?? ''} onSearch={(q) => set({ q })} />
        <label className="toolbar-field">
          <span>Category</span>
          <select value={values.category_id ?? ''} onChange={(e) => set({ category_id: e.target.value })}>
            <option value="">All categories</option>
            {flattenTree(tree.data ?? []).map(({ node, path }) => (
              <option key={node.category_id} value={node.category_id}>
                {path}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar-field">
          <span>Showing</span>
          <select value={values.archived ?? 'exclude'} onChange={(e) => set({ archived: e.target.value === 'exclude' ? '' : e.target.value })}>
            <option value="exclude">On sale</option>
            <option value="only">Archived</option>
            <option value="include">Both</option>
          </select>
        </label>
        <label className="check toolbar-check">
          <input type="checkbox" checked={values.low_stock === 'true'} onChange={(e) => set({ low_stock: e.target.checked ? 'true' : '' })} />
          Low stock only
        </label>
        {filtered ? (
          <button type="button" className="btn btn-quiet" onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable
            caption="Products"
            columns={columns}
            data={data.data}
            getRowId={(r) => String(r.product_id)}
            onRowClick={(r) => navigate(routes.product(r.product_id))}
            empty={filtered ? 'No products match.' : 'No products yet.'}
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
    </>
  );
}
