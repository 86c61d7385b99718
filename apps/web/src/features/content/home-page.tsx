import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';

/** Home. The hero slider, banners, Popular and Trending products come with the catalog API. */
export default function HomePage() {
  useDocumentTitle('Home');
  return (
    <section className="hero" aria-labelledby="home-title">
      <p className="hero__eyebrow">Stones · Minerals · Crystals</p>
      <h1 id="home-title" className="hero__title">
        Earth’s quiet treasures, chosen by hand
      </h1>
      <p className="hero__text">
        Amethyst clusters, tumbled stones, carvings and crystal jewellery from small mines and
        careful cutters.
      </p>
      <Link to={paths.productList.getHref()} className="button">
        Shop all products
      </Link>
    </section>
  );
}
