import type { AdminAuditRow } from '@shop/core/admin';
import { useAudit } from '../api/settings';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatDateTime, rupees } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';

/** The fields that differ between before and after ('—' when there was no record). */
export function changedFields(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  return [...keys].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const INNER_LABELS: Record<string, string> = { sale_price_paise: 'price', mrp_price_paise: 'MRP', stock: 'stock', title: 'title', is_default: 'default' };
const shown = (key: string, v: unknown) => (key.endsWith('_paise') && typeof v === 'number' ? rupees(v / 100) : JSON.stringify(v ?? null));

/**
 * What changed, in words a person scans: a field's name, or for a nested record (a variant
 * of an imported product) each of its changed values, before → after: 'variant 3 price ₹679 → ₹1'.
 */
export function changeSummary(before: unknown, after: unknown): string[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return changedFields(before, after).flatMap((field) => {
    const was = b[field];
    const is = a[field];
    if (!isRecord(was) || !isRecord(is)) return [field];
    return changedFields(was, is).map((k) => `${field} ${INNER_LABELS[k] ?? k} ${shown(k, was[k])} → ${shown(k, is[k])}`);
  });
}

/** How many rows are part of this one (a CSV import's products), from its after. */
function partsOf(row: AdminAuditRow): number {
  const after = row.after as { products_changed?: unknown } | null;
  return typeof after?.products_changed === 'number' ? after.products_changed : 0;
}

function Change({ row, onParts }: { row: AdminAuditRow; onParts: (auditId: number) => void }) {
  const [open, setOpen] = useState(false);
  const fields = changeSummary(row.before, row.after);
  const parts = partsOf(row);
  return (
    <div>
      <span className="muted small">{fields.length ? fields.slice(0, 6).join(', ') + (fields.length > 6 ? ` and ${fields.length - 6} more` : '') : '—'}</span>{' '}
      {parts > 0 ? (
        <>
          <button type="button" className="link-button small" onClick={() => onParts(row.audit_id)}>
            {parts === 1 ? 'The product it changed' : `The ${parts} products it changed`}
          </button>{' '}
        </>
      ) : null}
      <button type="button" className="link-button small" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Before / after'}
      </button>
      {open ? (
        <div className="audit-diff">
          <pre>{JSON.stringify(row.before, null, 2) ?? 'null'}</pre>
          <pre>{JSON.stringify(row.after, null, 2) ?? 'null'}</pre>
        </div>
      ) : null}
    </div>
  );
}

/** An e-mail that may break after its @ (then anywhere, if a part is still too long). */
function Email({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

const col = createColumnHelper<AdminAuditRow>();
const columnsFor = (onParts: (auditId: number) => void) => [
  // The Changed column keeps most of the width (its before and after open inside it); a long
  // e-mail wraps rather than squeeze it out of sight behind a sideways scroll.
  col.accessor('created_at', { header: 'When', cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span> }),
  col.accessor('staff_email', {
    header: 'Who',
    cell: (c) => (c.getValue() ? <Email value={c.getValue()!} /> : <span className="muted">command line</span>),
    meta: { className: 'audit-who' },
  }),
  col.accessor('action', { header: 'What', cell: (c) => <code>{c.getValue()}</code> }),
  col.accessor('entity', { header: 'Record', cell: (c) => `${c.getValue()} ${c.row.original.entity_id}` }),
  col.display({ id: 'change', header: 'Changed', cell: (c) => <Change row={c.row.original} onParts={onParts} />, meta: { className: 'audit-change' } }),
];

/** Owner: every write of the back office, newest first, with its before and after. */
export default function AuditPage() {
  const { values, page, set, clear, filtered } = useListParams(['entity', 'entity_id', 'action', 'parent_id'] as const);
  const { data, error, isPending } = useAudit({ ...values, page });
  const [entity, setEntity] = useState(values.entity ?? '');
  const [entityId, setEntityId] = useState(values.entity_id ?? '');
  const [action, setAction] = useState(values.action ?? '');
  const columns = columnsFor((auditId) => {
    setEntity('');
    setEntityId('');
    setAction('');
    set({ entity: undefined, entity_id: undefined, action: undefined, parent_id: auditId });
  });
  return (
    <>
      <PageHeader title="Audit log" subtitle="Who changed what, and when: every write of the back office." />
      <form
        className="toolbar card"
        onSubmit={(e) => {
          e.preventDefault();
          set({ entity: entity.trim(), entity_id: entityId.trim(), action: action.trim(), parent_id: undefined });
        }}
      >
        <label className="toolbar-field">
          <span>Record type</span>
          <input value={entity} onChange={(e) => setEntity(e.target.value)} placeholder="order, product, review…" />
        </label>
        <label className="toolbar-field">
          <span>Record id</span>
          <input value={entityId} onChange={(e) => setEntityId(e.target.value)} inputMode="numeric" placeholder="a product's id…" />
        </label>
        <label className="toolbar-field">
          <span>Action</span>
          <input value={action} onChange={(e) => setAction(e.target.value)} placeholder="order.ship, review.hide…" />
        </label>
        <button type="submit" className="btn">
          Filter
        </button>
        {filtered ? (
          <button
            type="button"
            className="btn btn-quiet"
            onClick={() => {
              setEntity('');
              setEntityId('');
              setAction('');
              clear();
            }}
          >
            Clear filters
          </button>
        ) : null}
      </form>
      {values.parent_id ? <p className="muted">The products changed by the import recorded as entry {values.parent_id}.</p> : null}
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          <DataTable caption="Audit log" columns={columns} data={data.data} getRowId={(r) => String(r.audit_id)} empty="Nothing recorded yet." />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
    </>
  );
}
