import styles from './record-steps.module.css';

/** done: passed; current: where the record is; finished: the last step, reached; error: refused. */
export type StepState = 'done' | 'current' | 'finished' | 'error' | 'wait';

const Check = () => (
  <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 6.2 4.8 9 10 3.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

const Cross = () => (
  <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M3 3l6 6M9 3l-6 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/**
 * A three-step progress line for the record (draft → review → result). antd's Steps did the same
 * with 8 KB gzip of code a first visit to /record loaded (docs/web.md "Delivery"); this is a list
 * a screen reader reads as one, the current step marked `aria-current="step"`.
 */
export function RecordSteps({ steps }: { steps: readonly { title: string; state: StepState }[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map(({ title, state }, index) => (
        <li
          key={title}
          className={styles.step}
          data-state={state}
          aria-current={state === 'wait' || state === 'done' ? undefined : 'step'}
        >
          <span className={styles.icon} aria-hidden="true">
            {state === 'done' || state === 'finished' ? (
              <Check />
            ) : state === 'error' ? (
              <Cross />
            ) : (
              index + 1
            )}
          </span>
          <span className={styles.title}>{title}</span>
        </li>
      ))}
    </ol>
  );
}
