import { Screen } from '../../shared/ui/screen';

export default function CheckoutPage() {
  return <Screen title="Checkout" />;
}
