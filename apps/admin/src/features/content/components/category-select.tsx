import { forwardRef, type SelectHTMLAttributes } from 'react';
import { flattenTree, useCategoryTree } from '../../../shared/api/catalog';

/** A category picker over the whole tree ('Crystals › Quartz'). */
export const CategorySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { noneLabel?: string }>(function CategorySelect(
  { noneLabel = 'Choose…', ...props },
  ref,
) {
  const tree = useCategoryTree();
  return (
    <select ref={ref} {...props}>
      <option value="">{noneLabel}</option>
      {flattenTree(tree.data ?? []).map(({ node, path }) => (
        <option key={node.category_id} value={node.category_id}>
          {path}
        </option>
      ))}
    </select>
  );
});
