import { Modal } from 'antd';
import { useEffect } from 'react';
import { setModalApi } from './feedback';

/** antd's modal hook, loaded on the first confirmDialog (lib/feedback). */
export function ModalHolder() {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    setModalApi(modal);
    return () => setModalApi(null);
  }, [modal]);
  return holder;
}
