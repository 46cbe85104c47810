import { restaurant } from '@lome/shared';
import { Icon } from '@/components/ui/icon';

/** The restaurant's social networks as a list of icon links (top bar and footer). */
export function SocialLinks({
  className,
  linkClassName,
  iconSize,
}: {
  className: string;
  linkClassName: string;
  iconSize: number;
}) {
  return (
    <ul className={`list-unstyled ${className}`} aria-label="Réseaux sociaux">
      {restaurant.social.map((s) => (
        <li key={s.network}>
          <a
            href={s.url}
            className={linkClassName}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={s.label}
          >
            <Icon name={s.network} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
