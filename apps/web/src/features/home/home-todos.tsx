import type { HomeContent, TodoKey } from '@console/contract/home';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './home.module.css';

/** Where each to-do leads: the exact list its count was taken from (docs/home.md "To-dos"). */
const TODO_LINKS: Record<TodoKey, string> = {
  refundRequests: '/shop/order?status=refunding',
  awaitingPayment: '/shop/order?status=pending_payment',
  unrepliedReviews: '/eva?tab=reviews&replied=no',
  conversationsNeedingReply: '/cc',
  conversationsOverdue: '/cc?filter=overdue',
  rejectedActivities: '/activity/list?status=rejected',
  activitiesStartingSoon: '/activity/list?status=approved&placesLeft=1',
  recordRejected: '/record',
  licenceRejected: '/account/license',
  licenceExpiring: '/account/license',
};

/** A state rather than a count (one record, one licence): shown only when it holds. */
const STATES: readonly TodoKey[] = ['recordRejected', 'licenceRejected', 'licenceExpiring'];

type Todo = HomeContent['todos'][number];

/** The link with the list query the count was taken with (the start range of "starting soon"). */
function todoLink(todo: Todo): string {
  const extra = new URLSearchParams(todo.params ?? {}).toString();
  const base = TODO_LINKS[todo.key];
  if (!extra) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${extra}`;
}

export function HomeTodos({ todos: all }: { todos: HomeContent['todos'] }) {
  const { t } = useTranslation();
  const todos = all.filter((todo) => todo.count > 0 || !STATES.includes(todo.key));
  if (todos.length === 0) return <Empty description={t('home.todo.none')} />;
  return (
    <ul className={styles.todos} data-testid="home-todos">
      {todos.map((todo) => (
        <li key={todo.key}>
          <Link to={todoLink(todo)} data-testid={`home-todo-${todo.key}`}>
            {t(`home.todo.${todo.key}`)}
          </Link>
          <span className={todo.count ? styles.countDue : styles.count}>{todo.count}</span>
        </li>
      ))}
    </ul>
  );
}
