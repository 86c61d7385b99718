import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page';
import { BannersTab } from './banners-tab';
import { BlogsTab } from './blogs-tab';
import { PoliciesTab } from './policies-tab';
import { SlidesTab } from './slides-tab';
import { VideosTab } from './videos-tab';

const TABS = [
  { id: 'slides', label: 'Home slider', Component: SlidesTab },
  { id: 'banners', label: 'Promo banners', Component: BannersTab },
  { id: 'blogs', label: 'Blogs', Component: BlogsTab },
  { id: 'videos', label: 'Product videos', Component: VideosTab },
  { id: 'policies', label: 'Policies', Component: PoliciesTab },
] as const;

/** The storefront's content: home slider, the three promo banners, blogs, product videos and the policy pages. */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  return (
    <>
      <PageHeader title="Content" subtitle="What the home page, the blog, the videos page and the policy pages show." />
      <div className="tabs" role="tablist" aria-label="Content">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === current.id}
            className={`tab${t.id === current.id ? ' active' : ''}`}
            onClick={() => setParams({ tab: t.id })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        <current.Component />
      </div>
    </>
  );
}
