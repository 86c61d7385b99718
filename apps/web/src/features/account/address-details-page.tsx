import { useParams } from 'react-router';
import { Fact, Screen } from '../../shared/ui/screen';

/** /AddressDetails creates an address; /AddressDetails/{customer_address_id} edits one. */
export default function AddressDetailsPage() {
  const { addressId } = useParams();
  return (
    <Screen title="Address">
      {addressId ? <Fact label="Address id" value={addressId} /> : <p>New address</p>}
    </Screen>
  );
}
