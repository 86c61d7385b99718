import { useParams } from 'react-router';
import { idFromPath } from '@shop/core';
import { slugFromSlugId } from '../../shared/lib/path-id';
import { Fact, Screen } from '../../shared/ui/screen';

/**
 * Product list, for all products or one category. Serves /AllProductsList,
 * /AllProductsList/{slug}={id}, /AllProductsList/{id} and /Shop/{slug}={id}.
 */
export default function ProductListPage() {
  const { slugId } = useParams();
  const categoryId = slugId ? idFromPath(slugId) : null;
  const categorySlug = slugId ? slugFromSlugId(slugId) : '';
  return (
    <Screen title="All Products">
      {categorySlug && <Fact label="Category" value={categorySlug.replace(/-/g, ' ')} />}
      {slugId && <Fact label="Category id" value={categoryId === null ? 'not a valid id' : String(categoryId)} />}
    </Screen>
  );
}
