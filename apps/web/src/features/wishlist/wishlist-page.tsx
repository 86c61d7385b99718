import { Screen } from '../../shared/ui/screen';

export default function WishlistPage() {
  return <Screen title="Wishlist" />;
}
