import { BugOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
// The Badge file without Badge.Ribbon, which the header never shows.
import Badge from 'antd/es/badge/Badge';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { logIndicatorText, summarizeLog } from '../../lib/log/log-summary';
import { useLogStore } from '../../lib/log-store';
import { useAbilities } from '../../lib/merchant/merchant-context';

/**
 * spec §1/§8 front-end log indicator: the count as a badge (red once an error is in). It opens
 * /log for those allowed there; for everyone else it only tells (a click would land on 403).
 */
export function LogIndicator() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useLogStore(useShallow((state) => summarizeLog(state.entries)));
  // spec §2: /log is for roles op and admin.
  const opensLog = useAbilities().isOperator;
  const text = logIndicatorText(summary, (key, values) => t(key, values));
  return (
    <Tooltip title={<span data-testid="log-indicator-tooltip">{text}</span>}>
      <Button
        type="text"
        onClick={opensLog ? () => void navigate('/log') : undefined}
        aria-label={text}
        data-testid="log-indicator"
        data-count={summary.count}
        data-errors={summary.errors}
        data-opens-log={opensLog}
        style={opensLog ? undefined : { cursor: 'default' }}
        icon={
          <Badge
            count={summary.count}
            size="small"
            overflowCount={99}
            color={summary.errors > 0 ? 'red' : 'blue'}
          >
            <BugOutlined />
          </Badge>
        }
      />
    </Tooltip>
  );
}
