import { Link, useMatch, useParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { idFromPath } from '@shop/core';
import { slugFromSlugId } from '../../shared/lib/path-id';
import { Fact, Screen } from '../../shared/ui/screen';

/**
 * Product detail for /ProductDetails/{slug}={id} and /GetProductDetails/{slug}={id}; only the
 * first shows the title breadcrumb (spec section 2.1).
 */
export default function ProductDetailPage() {
  const { slugId = '' } = useParams();
  const withBreadcrumb = useMatch(paths.productDetails.path) !== null;
  const productId = idFromPath(slugId);
  const titleFromPath = slugFromSlugId(slugId).replace(/-/g, ' ');
  return (
    <>
      {withBreadcrumb && titleFromPath && (
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to={paths.home.getHref()}>Home</Link>
            </li>
            <li aria-current="page">{titleFromPath}</li>
          </ol>
        </nav>
      )}
      <Screen title="Product detail">
        <Fact label="Product id" value={productId === null ? 'not a valid id' : String(productId)} />
      </Screen>
    </>
  );
}
