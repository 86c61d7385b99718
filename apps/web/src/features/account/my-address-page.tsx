import { Screen } from '../../shared/ui/screen';

export default function MyAddressPage() {
  return <Screen title="My Address" />;
}
