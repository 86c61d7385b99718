import { basisPointsToRate } from '@shop/core';
import type { AdminCategoryNode } from '@shop/core/admin';
import type { CategoryRow } from '../../db/schema.js';

/* The back office's rules of the category tree, on rows already read (no SQL here). */

type Flat = Pick<CategoryRow, 'category_id' | 'parent_id'>;

/** A category and every category below it, or [] when the id is unknown. */
export function descendantsOf(rows: readonly Flat[], id: number): number[] {
  if (!rows.some((r) => r.category_id === id)) return [];
  const children = new Map<number, number[]>();
  for (const r of rows) if (r.parent_id !== null) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r.category_id]);
  const out: number[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (out.includes(next)) continue; // a cycle in stored data must not loop forever
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** A category's level: 1 at the top. */
export function depthOf(rows: readonly Flat[], id: number): number {
  const parent = new Map(rows.map((r) => [r.category_id, r.parent_id]));
  let depth = 0;
  for (let at: number | null | undefined = id; at != null && depth <= rows.length; at = parent.get(at)) depth++;
  return depth;
}

/** Levels from a category down to its deepest descendant: 1 for a leaf. */
export function heightOf(rows: readonly Flat[], id: number): number {
  const kids = rows.filter((r) => r.parent_id === id);
  return 1 + Math.max(0, ...kids.map((k) => heightOf(rows, k.category_id)));
}

/** The category tree for the back office: the storefront's tree plus slugs, order, depth and product counts. */
export function buildAdminTree(rows: readonly CategoryRow[], counts: Map<number, number>): AdminCategoryNode[] {
  const nodes = new Map<number, AdminCategoryNode>();
  for (const r of rows) {
    nodes.set(r.category_id, {
      category_id: r.category_id,
      parent_id: r.parent_id,
      category_title: r.category_title,
      category_slug: r.category_slug,
      category_image_url: r.category_image_url,
      sort_order: r.sort_order,
      depth: 1,
      product_count: counts.get(r.category_id) ?? 0,
      hsn_code: r.hsn_code,
      gst_rate: r.gst_rate_bp === null ? null : basisPointsToRate(r.gst_rate_bp),
      inherited_hsn_code: null,
      inherited_gst_rate: null,
      children: [],
    });
  }
  const roots: AdminCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.category_id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  // Depth, and what a product of each category takes (its own, else the nearest parent's), as order placement resolves it.
  const setDepth = (n: AdminCategoryNode, d: number, parent: AdminCategoryNode | null) => {
    n.depth = d;
    n.inherited_hsn_code = n.hsn_code ?? parent?.inherited_hsn_code ?? null;
    n.inherited_gst_rate = n.gst_rate ?? parent?.inherited_gst_rate ?? null;
    n.children.forEach((c) => setDepth(c, d + 1, n));
  };
  roots.forEach((r) => setDepth(r, 1, null));
  return roots;
}
