import { Screen } from '../../shared/ui/screen';

/** /Tabs: the spec does not show its content. */
export default function AccountTabsPage() {
  return <Screen title="Account tabs" />;
}
