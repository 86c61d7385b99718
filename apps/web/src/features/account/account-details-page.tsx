import { Screen } from '../../shared/ui/screen';

export default function AccountDetailsPage() {
  return <Screen title="Account details" />;
}
