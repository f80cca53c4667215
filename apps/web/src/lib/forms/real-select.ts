// antd's Select, loaded by `deferred-select.tsx` at the first hover, focus or press.
export { Select } from 'antd';
