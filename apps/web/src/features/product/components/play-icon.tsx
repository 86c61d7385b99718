import { Icon, type IconProps } from '../../../shared/ui/icons';

/** A play triangle in a ring (the shared icon set has none). */
export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
  </Icon>
);
