import type { HomeContent, TodoKey } from '@console/contract/home';
import { Badge, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where each to-do leads: the exact list its count was taken from (docs/home.md "To-dos"). */
export const TODO_LINKS: Record<TodoKey, string> = {
  refundRequests: '/shop/order?status=refunding',
  awaitingPayment: '/shop/order?status=pending_payment',
  unrepliedReviews: '/eva?tab=reviews&replied=no',
  conversationsNeedingReply: '/cc',
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
export function todoLink(todo: Todo): string {
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
    <List
      size="small"
      data-testid="home-todos"
      dataSource={todos}
      renderItem={(todo) => (
        <List.Item
          key={todo.key}
          extra={
            <Badge
              count={todo.count}
              showZero
              overflowCount={9999}
              color={todo.count ? '#fa541c' : '#d9d9d9'}
            />
          }
        >
          <Link to={todoLink(todo)} data-testid={`home-todo-${todo.key}`}>
            {t(`home.todo.${todo.key}`)}
          </Link>
        </List.Item>
      )}
    />
  );
}
