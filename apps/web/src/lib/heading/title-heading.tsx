import styles from './title-heading.module.css';

type Props = {
  children: string;
  /** One line, cut with "…"; the whole text stays in the tooltip. */
  ellipsis?: boolean;
  'data-testid'?: string;
};

/**
 * A page's own title (the merchant's name on /shop/info, the user's on /setting/user): an `h2`,
 * under the layout's hidden `h1` naming the page (docs/accessibility.md), in antd's
 * Typography.Title level-4 look, without Typography (8 KB gzip of copy, edit and ellipsis
 * machinery; docs/web.md "Delivery").
 */
export function TitleHeading({ children, ellipsis = false, 'data-testid': testId }: Props) {
  return (
    <h2
      className={ellipsis ? `${styles.title} ${styles.ellipsis}` : styles.title}
      title={ellipsis ? children : undefined}
      data-testid={testId}
    >
      {children}
    </h2>
  );
}
