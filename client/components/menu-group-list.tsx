import { ChevronIcon } from './icons.tsx';

export interface MenuEntry {
  key: string;
  href: string;
  label: string;
  /** A group image: drawn small, fetched at the menu width of core 9 (w=320). */
  image?: string;
  /** The link opens the next menu level rather than a page. */
  opensLevel?: boolean;
  /** 'All in …' and the like: set apart from the groups. */
  emphasis?: boolean;
}

/** One level of the /menu/ page: full-width rows, 44 px or more tall. */
export function MenuGroupList({ entries }: { entries: MenuEntry[] }) {
  return (
    <ul className="menu-list">
      {entries.map((entry) => (
        <li key={entry.key}>
          <a className={`menu-list__link${entry.emphasis ? ' menu-list__link--emphasis' : ''}`} href={entry.href}>
            {entry.image
              ? <img className="menu-list__image" src={`${entry.image}?w=320`} width={320} height={320} alt="" loading="lazy" decoding="async" />
              : <span className="menu-list__image menu-list__image--empty" aria-hidden="true" />}
            <span className="menu-list__label">{entry.label}</span>
            {entry.opensLevel ? <ChevronIcon direction="right" /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
