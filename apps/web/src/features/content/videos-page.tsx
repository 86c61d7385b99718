import { Screen } from '../../shared/ui/screen';

export default function VideosPage() {
  return <Screen title="Videos" />;
}
