import { Icon, type IconProps } from '../../../shared/ui/icons';

/** A delivery van: Track Orders' empty and error states. Drawn facing the reading direction's end, so it is mirrored in Arabic. */
export const TrackTruckIcon = ({ className, ...props }: IconProps) => (
  <Icon className={className ? `icon--directional ${className}` : 'icon--directional'} {...props}>
    <path d="M2.5 6.5h11v9h-11z" />
    <path d="M13.5 9.5h4l3 3.2v2.8h-7z" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);

/** Two sheets, one over the other: the Copy button of a tracking number. */
export const TrackCopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6.5a2 2 0 0 0-2-2h-7a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h2" />
  </Icon>
);
