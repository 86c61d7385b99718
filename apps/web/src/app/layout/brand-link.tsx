import { Link } from 'react-router';
import { BRAND_NAME } from '../../shared/config/brand';

/** The logo: a faceted crystal and the shop's name, linking home. */
export function BrandLink() {
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M16 2 27 11 16 30 5 11z" />
        <path className="brand__facet" d="M16 2 21 11 16 30 11 11z" />
        <path className="brand__crown" d="M5 11h22L16 2z" />
      </svg>
      {/* A Latin name inside Arabic text: isolated, so its final '.' stays at its end. */}
      <bdi className="brand__name">{BRAND_NAME}</bdi>
    </Link>
  );
}
