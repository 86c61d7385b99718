import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { Screen } from '../../shared/ui/screen';

export default function LoginPage() {
  return (
    <Screen title="Login">
      <p>
        New here? <Link to={paths.createAccount.getHref()}>Create an account</Link>
      </p>
    </Screen>
  );
}
