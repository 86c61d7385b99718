import { Link } from 'react-router';
import { paths } from '../shared/config/paths';
import { Screen } from '../shared/ui/screen';

/** Any path the route table does not know, shown inside the layout. */
export default function NotFoundPage() {
  return (
    <Screen title="Page Not Found">
      <p className="lead">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className="button">
        Back to Home
      </Link>
    </Screen>
  );
}
