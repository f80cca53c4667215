import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/**
 * The custom range's picker, a chunk of its own: antd's DatePicker (~31 KB gzip) loads only
 * when "custom" is chosen, not on every visit of the home (bench:web, docs/home.md).
 */
export default function HomeRangePicker(props: {
  from?: string;
  to?: string;
  onPick: (from: string, to: string) => void;
}) {
  return (
    <DatePicker.RangePicker
      value={props.from && props.to ? [dayjs(props.from), dayjs(props.to)] : null}
      onChange={(dates) => {
        const [from, to] = dates ?? [null, null];
        if (from && to) props.onPick(from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD'));
      }}
      allowClear={false}
      data-testid="home-range-custom"
    />
  );
}
