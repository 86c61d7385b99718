import { Screen } from '../../shared/ui/screen';

export default function MyOrdersPage() {
  return <Screen title="My Orders" />;
}
