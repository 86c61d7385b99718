import { zodResolver } from '@hookform/resolvers/zod';
import { adminCategoryCreateSchema, CATEGORY_DEPTH_MAX, type AdminCategoryCreate, type AdminCategoryNode } from '@shop/core/admin';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { Field } from '../../../shared/ui/field';
import { PictureUpload } from '../../../shared/ui/picture-upload';
import { ConfirmDialog, Modal } from '../../../shared/ui/modal';
import { Card, ErrorNotice, Loading, Notice, PageHeader } from '../../../shared/ui/page';
import { flattenTree, useCategoryTree } from '../../../shared/api/catalog';
import { useCategoryWrite } from '../api/categories';

/** The category form: the parent as a select's text, the GST rate as typed (percent), checked by core's create schema. */
const categoryFormSchema = z
  .object({ category_title: z.string(), parent_id: z.string(), category_image_url: z.string(), hsn_code: z.string(), gst_rate: z.string() })
  .transform((f): z.input<typeof adminCategoryCreateSchema> => ({
    category_title: f.category_title,
    parent_id: f.parent_id ? Number(f.parent_id) : null,
    category_image_url: f.category_image_url,
    hsn_code: f.hsn_code,
    // Empty: the parent's; anything else read as a number (core says what is wrong with it).
    gst_rate: f.gst_rate.trim() === '' ? null : Number(f.gst_rate.trim().replace(/\s*%$/, '')),
  }))
  .pipe(adminCategoryCreateSchema);
type CategoryForm = z.input<typeof categoryFormSchema>;

/** Every id below a node (a category cannot move under itself or its own subcategories). */
function descendants(n: AdminCategoryNode): Set<number> {
  return new Set([n.category_id, ...n.children.flatMap((c) => [...descendants(c)])]);
}

function CategoryDialog({
  tree,
  editing,
  parentId,
  onClose,
  onDone,
}: {
  tree: AdminCategoryNode[];
  editing?: AdminCategoryNode;
  parentId?: number | null;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const write = useCategoryWrite();
  const form = useForm<CategoryForm, unknown, AdminCategoryCreate>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      category_title: editing?.category_title ?? '',
      parent_id: String(editing?.parent_id ?? parentId ?? ''),
      category_image_url: editing?.category_image_url ?? '',
      hsn_code: editing?.hsn_code ?? '',
      gst_rate: editing?.gst_rate === null || editing?.gst_rate === undefined ? '' : String(editing.gst_rate),
    },
  });
  const chosenParent = useWatch({ control: form.control, name: 'parent_id' });
  const parentNode = flattenTree(tree).find(({ node }) => String(node.category_id) === chosenParent)?.node;
  // What an empty field means here: the parent's (its own or its parents'), else the settings' default.
  const fromParent = (value: string | number | null | undefined, unit = '') =>
    parentNode && value !== null && value !== undefined ? ` (here ${value}${unit}, from ${parentNode.category_title})` : '';
  const excluded = editing ? descendants(editing) : new Set<number>();
  // A parent must leave room for this category (and what hangs below it) within three levels.
  const height = (n?: AdminCategoryNode): number => (n ? 1 + Math.max(0, ...n.children.map(height)) : 1);
  const parents = flattenTree(tree).filter(({ node }) => !excluded.has(node.category_id) && node.depth + height(editing) <= CATEGORY_DEPTH_MAX);
  const { errors, isSubmitting } = form.formState;
  const picture = useWatch({ control: form.control, name: 'category_image_url' });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (editing)
        await write.mutateAsync({
          kind: 'update',
          id: editing.category_id,
          body: {
            category_title: body.category_title,
            parent_id: body.parent_id,
            category_image_url: body.category_image_url,
            hsn_code: body.hsn_code,
            gst_rate: body.gst_rate,
          },
        });
      else await write.mutateAsync({ kind: 'create', body });
      onDone(editing ? 'Category saved.' : 'Category added.');
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title={editing ? `Edit ${editing.category_title}` : 'Add a category'} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <Field label="Title" error={errors.category_title?.message}>
          <input {...form.register('category_title')} />
        </Field>
        <Field label="Placed under" error={errors.parent_id?.message} hint={`Categories go at most ${CATEGORY_DEPTH_MAX} levels deep.`}>
          <select {...form.register('parent_id')}>
            <option value="">Top level</option>
            {parents.map(({ node, path }) => (
              <option key={node.category_id} value={node.category_id}>
                {path}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="HSN code"
          error={errors.hsn_code?.message}
          hint={`On tax invoices. Empty: the parent's, else the settings' default${fromParent(parentNode?.inherited_hsn_code)}.`}
        >
          <input inputMode="numeric" autoComplete="off" placeholder="e.g. 7103" {...form.register('hsn_code')} />
        </Field>
        <Field
          label="GST rate (%)"
          error={errors.gst_rate?.message}
          hint={`Empty: the parent's, else the settings' default${fromParent(parentNode?.inherited_gst_rate, ' %')}.`}
        >
          <input inputMode="decimal" autoComplete="off" placeholder="e.g. 3 or 0.25" {...form.register('gst_rate')} />
        </Field>
        <div className="field">
          <span className="field-label">Picture</span>
          <div className="category-picture">
            {picture ? <img src={picture} alt="The category's picture" className="thumb" /> : <span className="muted small">No picture</span>}
            <PictureUpload
              label={picture ? 'Replace…' : 'Upload a picture…'}
              onUploaded={(r) => form.setValue('category_image_url', r.image_url, { shouldDirty: true })}
            />
            {picture ? (
              <button type="button" className="btn btn-small btn-quiet" onClick={() => form.setValue('category_image_url', '', { shouldDirty: true })}>
                Remove
              </button>
            ) : null}
          </div>
          {errors.category_image_url?.message ? <div className="field-error">{errors.category_image_url.message}</div> : null}
        </div>
        {write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {editing ? 'Save' : 'Add category'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

type Dialog = { kind: 'add'; parentId: number | null } | { kind: 'edit'; node: AdminCategoryNode } | { kind: 'delete'; node: AdminCategoryNode } | null;

function Branch({
  nodes,
  busy,
  onDialog,
  onMove,
}: {
  nodes: AdminCategoryNode[];
  busy: boolean;
  onDialog: (d: Dialog) => void;
  onMove: (list: AdminCategoryNode[], i: number, by: -1 | 1) => void;
}) {
  const sorted = [...nodes].sort((a, b) => a.sort_order - b.sort_order || a.category_title.localeCompare(b.category_title));
  return (
    <ul className="tree">
      {sorted.map((n, i) => (
        <li key={n.category_id}>
          <div className={`tree-row depth-${n.depth}`}>
            <span className="tree-title">
              {n.category_title}
              <span className="muted small"> · {n.product_count} products</span>
            </span>
            <span className="button-row">
              <button
                type="button"
                className="btn btn-small btn-quiet"
                disabled={busy || i === 0}
                onClick={() => onMove(sorted, i, -1)}
                aria-label={`Move ${n.category_title} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-small btn-quiet"
                disabled={busy || i === sorted.length - 1}
                onClick={() => onMove(sorted, i, 1)}
                aria-label={`Move ${n.category_title} down`}
              >
                ↓
              </button>
              {n.depth < CATEGORY_DEPTH_MAX ? (
                <button type="button" className="btn btn-small" onClick={() => onDialog({ kind: 'add', parentId: n.category_id })}>
                  Add under
                </button>
              ) : (
                // The deepest level takes no subcategories; the empty slot keeps the buttons in columns.
                <span className="btn btn-small btn-placeholder" aria-hidden="true">
                  Add under
                </span>
              )}
              <button type="button" className="btn btn-small" onClick={() => onDialog({ kind: 'edit', node: n })}>
                Edit
              </button>
              <button type="button" className="btn btn-small btn-danger-quiet" onClick={() => onDialog({ kind: 'delete', node: n })}>
                Delete
              </button>
            </span>
          </div>
          {n.children.length ? <Branch nodes={n.children} busy={busy} onDialog={onDialog} onMove={onMove} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The category tree (three levels): add, rename, move, order, delete. */
export default function CategoriesPage() {
  const { data, error, isPending } = useCategoryTree();
  const write = useCategoryWrite();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Moving a category up or down renumbers its siblings 10, 20, 30… in the new order.
  const onMove = (list: AdminCategoryNode[], i: number, by: -1 | 1) => {
    const order = [...list];
    const [moved] = order.splice(i, 1);
    order.splice(i + by, 0, moved!);
    setNotice(null);
    const orders = order.map((n, k) => ({ id: n.category_id, sort_order: (k + 1) * 10 })).filter((o, k) => order[k]!.sort_order !== o.sort_order);
    write.mutate({ kind: 'order', orders });
  };
  // A dialog starts clean: no refusal left over from an earlier move or delete.
  const openDialog = (d: Dialog) => {
    write.reset();
    setDialog(d);
  };
  const done = (m: string) => {
    setDialog(null);
    setNotice(m);
  };
  return (
    <>
      <PageHeader
        title="Categories"
        subtitle="The storefront's menu and listings follow this tree and its order."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => openDialog({ kind: 'add', parentId: null })}>
            Add category
          </button>
        }
      />
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorNotice error={error ?? write.error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <Card>
          {data.length ? <Branch nodes={data} busy={write.isPending} onDialog={openDialog} onMove={onMove} /> : <p className="muted">No categories yet.</p>}
        </Card>
      ) : null}
      {dialog?.kind === 'add' && data ? <CategoryDialog tree={data} parentId={dialog.parentId} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'edit' && data ? <CategoryDialog tree={data} editing={dialog.node} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${dialog.node.category_title}?`}
          message="Only an empty category can go: no subcategories, products, slides or banners may use it."
          confirmLabel="Delete category"
          danger
          busy={write.isPending}
          error={write.error ? <ErrorNotice>{errorMessage(write.error)}</ErrorNotice> : null}
          onCancel={() => {
            write.reset();
            setDialog(null);
          }}
          onConfirm={() => write.mutate({ kind: 'delete', id: dialog.node.category_id }, { onSuccess: () => done('Category deleted.') })}
        />
      ) : null}
    </>
  );
}
