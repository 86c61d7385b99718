import { Screen } from '../../shared/ui/screen';

/** The spec leaves this page empty. */
export default function TrackOrdersPage() {
  return <Screen title="Track Orders" />;
}
