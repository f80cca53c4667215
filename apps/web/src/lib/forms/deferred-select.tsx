import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import type { CascaderProps, SelectProps } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import { useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadOnce, type LoadOnce } from '../load-once';
import styles from './deferred-select.module.css';

// docs/web.md "Delivery": antd's Select (rc-select, its virtual list: ~24 KB gzip) and Cascader
// (with rc-tree: ~21 more) are loaded when the user first reaches the field (pointer over it,
// focus, a press), not with the page. Until then the field is drawn as antd draws it closed
// (deferred-select.module.css): the same box, the chosen option's label or the placeholder, the
// arrow, and an input with the same id, role and labels. Focus passes to the real field; a press
// opens it, as a press on antd's does.

type Handle = { focus: () => void };
const selectLoader = loadOnce(() => import('./real-select').then((module) => module.Select));
const cascaderLoader = loadOnce(() => import('./real-cascader').then((module) => module.Cascader));

/** The real field once loaded, and how the user reached the stand-in (focus, press). */
function useRealField<C>(source: LoadOnce<C>) {
  const box = useRef<HTMLDivElement>(null);
  const real = useRef<Handle>(null);
  const pressed = useRef(false);
  const [state, setState] = useState<{ component: C; focus: boolean; open: boolean } | null>(
    source.loaded ? { component: source.loaded, focus: false, open: false } : null,
  );
  const request = (press = false) => {
    if (press) pressed.current = true;
    if (state) return;
    void source.load().then((component) => {
      const focus = !!box.current?.contains(document.activeElement);
      setState({ component, focus, open: pressed.current });
    });
  };
  useEffect(() => {
    if (state?.focus) real.current?.focus();
  }, [state]);
  return { box, real, state, request };
}

type Look = {
  boxRef: React.RefObject<HTMLDivElement | null>;
  label: ReactNode;
  placeholder: ReactNode;
  id?: string;
  disabled?: boolean;
  status?: string;
  style?: React.CSSProperties;
  searchable?: boolean;
  loading?: boolean;
  ariaLabel?: string;
  testId?: string;
  onWake: (press?: boolean) => void;
};

/** A closed single select in antd's look (outlined, middle size). */
function SelectLook({ boxRef, ...props }: Look) {
  const formItem = useContext(FormItemInputContext);
  const status = props.status ?? formItem.status;
  const hasValue = props.label !== undefined && props.label !== null && props.label !== '';
  return (
    <div
      ref={boxRef}
      className={[
        styles.select,
        props.disabled && styles.disabled,
        props.searchable && !props.disabled && styles.search,
        status === 'error' && styles.error,
        status === 'warning' && styles.warning,
        formItem.isFormItemInput && styles.inFormItem,
      ]
        .filter(Boolean)
        .join(' ')}
      style={props.style}
      data-testid={props.testId}
      onMouseEnter={() => props.onWake()}
      onMouseDown={(event) => {
        if (props.disabled) return;
        // As antd: a press anywhere on the field focuses its input and opens the list.
        if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
        event.currentTarget.querySelector('input')?.focus();
        props.onWake(true);
      }}
    >
      <div className={hasValue ? `${styles.content} ${styles.hasValue}` : styles.content}>
        {hasValue ? (
          <div className={styles.value}>{props.label}</div>
        ) : (
          <div className={styles.placeholder}>{props.placeholder}</div>
        )}
        <input
          id={props.id}
          className={styles.input}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-label={props.ariaLabel}
          autoComplete="off"
          readOnly={!props.searchable}
          disabled={props.disabled}
          value=""
          onChange={() => undefined}
          onFocus={() => props.onWake()}
          onKeyDown={(event) => {
            if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
              event.preventDefault();
              props.onWake(true);
            }
          }}
        />
      </div>
      <div className={styles.suffix} aria-hidden>
        {props.loading ? <LoadingOutlined spin /> : <DownOutlined />}
      </div>
    </div>
  );
}

type AnyProps = Record<string, unknown>;
const labelOf = (options: SelectProps['options'], value: unknown) =>
  options?.find((option) => option.value === value)?.label as ReactNode;

/** antd `Select` (single, options given as `options`), loaded on first use. */
export function DeferredSelect<V>(props: SelectProps<V>) {
  const { box, real, state, request } = useRealField(selectLoader);
  if (state) {
    const Real = state.component as unknown as ComponentType<AnyProps>;
    return <Real {...(props as AnyProps)} ref={real} defaultOpen={state.open || undefined} />;
  }
  const dataTestId = (props as AnyProps)['data-testid'];
  return (
    <SelectLook
      boxRef={box}
      label={
        props.value === undefined || props.value === null
          ? undefined
          : labelOf(props.options, props.value)
      }
      placeholder={props.placeholder}
      id={props.id}
      disabled={props.disabled}
      status={props.status}
      style={props.style}
      searchable={!!props.showSearch}
      loading={props.loading}
      ariaLabel={props['aria-label']}
      testId={typeof dataTestId === 'string' ? dataTestId : undefined}
      onWake={request}
    />
  );
}

/**
 * antd `Cascader` (single), loaded on first use; with a value it loads at once (its labels come
 * from the options).
 */
export function DeferredCascader(props: CascaderProps & { onWake?: () => void }) {
  const { box, real, state, request } = useRealField(cascaderLoader);
  const { onWake, ...rest } = props;
  const hasValue = Array.isArray(props.value) && props.value.length > 0;
  useEffect(() => {
    if (hasValue) request();
  });
  if (state) {
    const Real = state.component as unknown as ComponentType<AnyProps>;
    return <Real {...(rest as AnyProps)} ref={real} defaultOpen={state.open || undefined} />;
  }
  const dataTestId = (props as AnyProps)['data-testid'];
  return (
    <SelectLook
      boxRef={box}
      label={undefined}
      placeholder={props.placeholder}
      id={props.id}
      disabled={props.disabled}
      status={props.status}
      style={props.style}
      searchable={!!props.showSearch}
      testId={typeof dataTestId === 'string' ? dataTestId : undefined}
      onWake={(press) => {
        onWake?.();
        request(press);
      }}
    />
  );
}
