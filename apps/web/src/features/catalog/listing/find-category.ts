import type { Category } from '@shop/core';

/** The category with this id anywhere in the tree (three levels deep), or null. */
export function findCategory(tree: readonly Category[] | undefined, id: number): Category | null {
  for (const category of tree ?? []) {
    if (category.category_id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return null;
}
