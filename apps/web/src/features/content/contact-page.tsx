import { Screen } from '../../shared/ui/screen';

export default function ContactPage() {
  return <Screen title="Contact" />;
}
