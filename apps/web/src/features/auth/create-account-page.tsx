import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { Screen } from '../../shared/ui/screen';

export default function CreateAccountPage() {
  return (
    <Screen title="Create Account">
      <p>
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </Screen>
  );
}
