import styles from './title-heading.module.css';

/**
 * A card's title as an `h3` in the card title's own look: the section heading under a page's
 * `h2`, so the `h4` titles antd's List.Item.Meta writes inside the card descend one level at a
 * time (docs/accessibility.md "Markup").
 */
export function CardHeading({ children }: { children: string }) {
  return <h3 className={styles.inherit}>{children}</h3>;
}
