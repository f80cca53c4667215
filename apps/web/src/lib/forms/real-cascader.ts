// antd's Cascader, loaded by `deferred-select.tsx` at the first hover, focus or press.
export { Cascader } from 'antd';
