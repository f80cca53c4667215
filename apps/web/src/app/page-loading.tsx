import styles from './page-loading.module.css';

/** Shown while the first route's chunk loads; plain CSS so the entry carries no spinner code. */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="progressbar" aria-busy="true">
      <span className={styles.dot} />
    </div>
  );
}
