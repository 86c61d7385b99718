import { Screen } from '../../shared/ui/screen';

export default function CartPage() {
  return <Screen title="Cart" />;
}
