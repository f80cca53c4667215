import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { FormItemInputContext } from 'antd/es/form/context';
import LocaleContext from 'antd/es/locale/context';
import dayjs, { type Dayjs } from 'dayjs';
import { useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import styles from './deferred-picker.module.css';
import type * as RealPickers from './real-pickers';
import { loadOnce } from '../load-once';

// docs/web.md "Delivery": antd's DatePicker (its panels, rc-picker, ~31 KB gzip) is loaded when the
// user first reaches a picker (pointer over it, or focus), not with the page. Until then the
// picker is drawn as antd draws it closed (deferred-picker.module.css): the same box, inputs
// with the same placeholder, id and value, the calendar icon. Focus passes to the real picker,
// which then opens as antd's does on focus; text typed before it arrives is kept when it is a
// date in the picker's format.

type Real = typeof RealPickers;
const pickers = loadOnce<Real>(() => import('./real-pickers'));

type PickerHandle = { focus: (index?: number) => void };

/** The real picker once loaded; `focusIndex`: the input that had the focus at the swap. */
function useRealPicker(isRange: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const real = useRef<PickerHandle>(null);
  const [module, setModule] = useState<Real | null>(pickers.loaded);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const pressed = useRef(false);
  const [opened, setOpened] = useState(false);
  const request = (press = false) => {
    if (press) pressed.current = true;
    if (module) return;
    void pickers.load().then((next) => {
      const inputs = [...(box.current?.querySelectorAll('input') ?? [])];
      const index = inputs.findIndex((input) => input === document.activeElement);
      setFocusIndex(index < 0 ? null : index);
      // A press on the stand-in opens the picker, as a press on antd's does.
      setOpened(pressed.current);
      setModule(next);
    });
  };
  useEffect(() => {
    if (!module || focusIndex === null) return;
    // The user may have gone on to another field while the picker loaded: never take the focus
    // back from it (only from the stand-in, which left the page with the swap).
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    // A range picker takes the input's index; a single one, like an element, takes options.
    if (isRange) real.current?.focus(focusIndex);
    else real.current?.focus();
  }, [module, focusIndex, isRange]);
  return { box, real, module, request, opened };
}

type Look = {
  boxRef: React.RefObject<HTMLDivElement | null>;
  texts: string[];
  placeholders: (string | undefined)[];
  id?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  status?: string;
  size: number;
  onText: (index: number, text: string) => void;
  onWake: (press?: boolean) => void;
};

/** The closed picker in antd's look (outlined, middle size), single or range. */
function PickerLook({
  boxRef,
  texts,
  placeholders,
  id,
  disabled,
  style,
  status,
  size,
  onText,
  onWake,
}: Look) {
  const formStatus = useContext(FormItemInputContext).status;
  const shownStatus = status ?? formStatus;
  const input = (index: number) => (
    <div className={styles.input}>
      <input
        id={index === 0 ? id : undefined}
        value={texts[index] ?? ''}
        placeholder={placeholders[index]}
        disabled={disabled}
        size={size}
        autoComplete="off"
        onFocus={() => onWake()}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onText(index, event.target.value)}
      />
    </div>
  );
  return (
    <div
      ref={boxRef}
      className={[
        styles.picker,
        disabled && styles.disabled,
        shownStatus === 'error' && styles.error,
        shownStatus === 'warning' && styles.warning,
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      onMouseEnter={() => onWake()}
      onMouseDown={(event) => {
        if (disabled) return;
        onWake(true);
        // As antd: a press beside the inputs focuses the first one.
        if (event.target instanceof HTMLInputElement) return;
        event.preventDefault();
        event.currentTarget.querySelector('input')?.focus();
      }}
    >
      {input(0)}
      {texts.length > 1 && (
        <>
          <div className={styles.rangeSeparator} aria-hidden>
            <span className={styles.separator}>
              <SwapRightOutlined />
            </span>
          </div>
          {input(1)}
        </>
      )}
      <span className={styles.suffix}>
        <CalendarOutlined />
      </span>
    </div>
  );
}

const formatOf = (format: unknown) => (typeof format === 'string' ? format : 'YYYY-MM-DD');
const sizeOf = (format: string) => Math.max(10, format.length) + 2;
/** A date in `format` (round trip: "2030-02-30" is not one), else null. */
const parseIn = (text: string, format: string): Dayjs | null => {
  const date = dayjs(text);
  return date.isValid() && date.format(format) === text ? date : null;
};

function useLocalePlaceholders() {
  const lang = useContext(LocaleContext)?.DatePicker?.lang;
  return {
    single: lang?.placeholder ?? 'Select date',
    range: lang?.rangePlaceholder ?? ['Start date', 'End date'],
  };
}

/** antd `DatePicker` (a single date, string format), loaded on first use. */
export function DeferredDatePicker(props: DatePickerProps<Dayjs, false>) {
  const { box, real, module, request, opened } = useRealPicker(false);
  const locale = useLocalePlaceholders();
  const format = formatOf(props.format);
  const [typed, setTyped] = useState<string | null>(null);
  if (module) {
    return <module.DatePicker {...props} ref={real as never} defaultOpen={opened || undefined} />;
  }
  const value = props.value ? props.value.format(format) : '';
  return (
    <PickerLook
      boxRef={box}
      texts={[typed ?? value]}
      placeholders={[typeof props.placeholder === 'string' ? props.placeholder : locale.single]}
      id={props.id}
      disabled={props.disabled === true}
      style={props.style}
      status={props.status}
      size={sizeOf(format)}
      onWake={request}
      onText={(_, text) => {
        setTyped(text);
        const date = parseIn(text, format);
        if (date) props.onChange?.(date, text);
      }}
    />
  );
}

/** antd `DatePicker.RangePicker` (string format), loaded on first use. */
export function DeferredRangePicker(props: RangePickerProps) {
  const { box, real, module, request, opened } = useRealPicker(true);
  const locale = useLocalePlaceholders();
  const format = formatOf(props.format);
  const [typed, setTyped] = useState<(string | null)[]>([null, null]);
  if (module) {
    return (
      <module.DatePicker.RangePicker
        {...props}
        ref={real as never}
        defaultOpen={opened || undefined}
      />
    );
  }
  const value = [props.value?.[0] ?? null, props.value?.[1] ?? null] as const;
  const texts = [0, 1].map((i) => typed[i] ?? value[i]?.format(format) ?? '');
  const placeholders = Array.isArray(props.placeholder) ? props.placeholder : locale.range;
  return (
    <PickerLook
      boxRef={box}
      texts={texts}
      placeholders={placeholders}
      id={typeof props.id === 'string' ? props.id : undefined}
      disabled={props.disabled === true}
      style={props.style}
      status={props.status}
      size={sizeOf(format)}
      onWake={request}
      onText={(index, text) => {
        setTyped(index === 0 ? [text, typed[1] ?? null] : [typed[0] ?? null, text]);
        const date = parseIn(text, format);
        if (!date) return;
        const next: [Dayjs | null, Dayjs | null] =
          index === 0 ? [date, value[1]] : [value[0], date];
        props.onChange?.(next, [next[0]?.format(format) ?? '', next[1]?.format(format) ?? '']);
      }}
    />
  );
}
