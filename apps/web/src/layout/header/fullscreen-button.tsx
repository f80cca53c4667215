import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** spec §1 full-screen toggle (Fullscreen API); Esc leaving full screen is followed too. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const isFullscreen = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null);
  if (!document.fullscreenEnabled) return null;
  const label = t(isFullscreen ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter');
  const toggle = () =>
    void (
      isFullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()
    ).catch(() => undefined);
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
        aria-label={label}
        data-testid="fullscreen-button"
      />
    </Tooltip>
  );
}
