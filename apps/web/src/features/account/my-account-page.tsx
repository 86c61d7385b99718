import { Screen } from '../../shared/ui/screen';

export default function MyAccountPage() {
  return <Screen title="My Account" />;
}
