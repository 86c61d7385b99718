import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productPicture } from '@shop/core';
import { paths } from '../config/paths';
import { CloseIcon } from './icons';

/** The rendered size of the line pictures; the attributes reserve their space. */
const THUMB_SIZE = 72;

/**
 * The first cell of a cart or wishlist line: the product's picture and its linked title,
 * with whatever the table adds below the title (variant, warnings, countdown).
 */
export function LineProductCell({ productId, title, imageUrl, children }: { productId: number; title: string; imageUrl: string; children?: ReactNode }) {
  return (
    <th scope="row" className="line-table__product">
      <div className="line-table__product-inner">
        <img className="line-table__thumb" src={productPicture(imageUrl)} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
        <span className="line-table__name">
          <Link to={paths.productDetails.getHref(title, productId)}>{title}</Link>
          {children}
        </span>
      </div>
    </th>
  );
}

/** The last cell of a cart or wishlist line: the remove button, named after the product. */
export function LineRemoveCell({ label, tooltip, onRemove }: { label: string; tooltip: string; onRemove(): void }) {
  return (
    <td className="line-table__remove">
      <button type="button" className="icon-button line-table__remove-button" aria-label={label} title={tooltip} onClick={onRemove}>
        <CloseIcon />
      </button>
    </td>
  );
}
