import type { Ref } from 'react';
import { classNames } from '../internal/class-names';

// Hand-drawn 24 × 24 line icons, so the kit needs no icon font or extra package.
const iconPaths = {
  home: ['M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z'],
  category: ['M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z'],
  cart: [
    'M3 4h2.2l2.3 11.1a1 1 0 0 0 1 .9h8.9a1 1 0 0 0 1-.8L20 8H6.1',
    'M10 20a1 1 0 1 1-2 0 1 1 0 0 1 2 0zM18 20a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  ],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0'],
  back: ['M15 5l-7 7 7 7'],
  forward: ['M9 5l7 7-7 7'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4'],
  close: ['M6 6l12 12M18 6 6 18'],
  plus: ['M12 5v14M5 12h14'],
  minus: ['M5 12h14'],
  camera: ['M4 8h3l2-3h6l2 3h3v11H4z', 'M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  play: ['M8 5v14l11-7z'],
  pause: ['M8 5v14M16 5v14'],
  refresh: ['M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5'],
  location: [
    'M12 21s7-6.1 7-11.5a7 7 0 1 0-14 0C5 14.9 12 21 12 21z',
    'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  empty: ['M3 13l3-8h12l3 8v6H3z', 'M3 13h5l1.5 2.5h5L16 13h5'],
  alert: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7.5v6M12 16.5v.5'],
  send: ['M4 12l16-8-6 16-2.5-6.5z'],
  image: ['M4 5h16v14H4z', 'M4 16l5-5 4 4 2-2 5 5'],
  fullscreen: ['M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'],
  wallet: ['M3 7h18v12H3z', 'M3 7l13-3v3M16 13h2'],
  card: ['M3 6h18v12H3zM3 10h18M7 15h4'],
  edit: ['M4 20h4L19 9l-4-4L4 16zM13 7l4 4'],
  coupon: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14 7v10'],
  service: ['M5 13v-1a7 7 0 0 1 14 0v1', 'M4 13h3v5H4zM17 13h3v5h-3z'],
} as const;

/** The name of one of the kit's icons. */
export type IconName = keyof typeof iconPaths;
/** Every icon's name, in the order they are defined. */
export const iconNames = Object.keys(iconPaths) as IconName[];

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which icon. */
  name: IconName;
  /** Pixel size of the square; 24 by default, as on the tab bar. */
  size?: number;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Extra class names for the root element. */
  className?: string;
  /** A ref to the root DOM element. */
  ref?: Ref<SVGSVGElement>;
}

/** A line icon in the current text colour. */
export function Icon({ name, size = 24, label, className, ref }: IconProps) {
  const filled = name === 'play';
  return (
    <svg
      ref={ref}
      className={classNames('mall-icon', className)}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {iconPaths[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
