import { useParams } from 'react-router';
import { Fact, Screen } from '../../shared/ui/screen';

/** The public, printable invoice of one order. */
export default function InvoicePage() {
  const { orderId = '' } = useParams();
  return (
    <Screen title="Invoice">
      <Fact label="Order id" value={orderId} />
    </Screen>
  );
}
