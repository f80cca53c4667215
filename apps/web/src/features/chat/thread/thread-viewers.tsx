import { useTranslation } from 'react-i18next';
import { useAssignees } from '../api/list-assignees';
import styles from '../chat-page.module.css';
import { useViewers } from './use-viewers';

type Props = {
  conversationId: number;
  /** Who is typing: they show in the typing line instead. */
  typing: readonly string[];
};

/**
 * "Ann is viewing" in the thread's header (docs/chat.md "Viewing and typing"): the other members
 * who have this conversation open. Its own component, so a viewer coming or going re-renders the
 * line only.
 */
export function ThreadViewers({ conversationId, typing }: Props) {
  const { t } = useTranslation();
  const me = useAssignees().data?.me;
  const names = useViewers(conversationId)
    .filter((viewer) => viewer.userId !== me && !typing.includes(viewer.name))
    .map((viewer) => viewer.name);
  if (names.length === 0) return null;
  return (
    <span className={styles.viewers} data-testid="chat-viewers">
      {t(names.length === 1 ? 'chat.thread.viewing' : 'chat.thread.viewingMany', {
        names: names.join(', '),
      })}
    </span>
  );
}
