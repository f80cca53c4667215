// antd's pickers, loaded by `deferred-picker.tsx` at the first hover or focus.
export { DatePicker } from 'antd';
