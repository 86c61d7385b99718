import { useTranslation } from '../../shared/i18n/use-translation';
import { SOCIAL_LINKS } from '../../shared/config/shop-info';
import { Icon, type IconProps } from '../../shared/ui/icons';

// The networks' marks live here, not in shared/ui/icons, so they load with the footer.
const FacebookIcon = (props: IconProps) => (
  <Icon fill="currentColor" stroke="none" {...props}>
    <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.5V21z" />
  </Icon>
);

const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="3.8" />
    <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
  </Icon>
);

const YouTubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </Icon>
);

const PinterestIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.8 8.6c2.6-1 5 .4 4.6 3-.3 2.1-2.3 3.3-3.7 2.4M11.6 10.5 9.5 19.5" />
  </Icon>
);

const ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  pinterest: PinterestIcon,
} as const;

/** The shop's social pages as icon links, each named for screen readers. */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className ? `social-links ${className}` : 'social-links'}>
      {SOCIAL_LINKS.map(({ id, label, href }) => {
        const Icon = ICONS[id];
        return (
          <li key={id}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('social.link', { network: label })}>
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
