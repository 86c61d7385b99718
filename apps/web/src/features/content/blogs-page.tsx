import { Screen } from '../../shared/ui/screen';

export default function BlogsPage() {
  return <Screen title="Our Blogs" />;
}
