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
};

export function HomeTodos({ todos }: { todos: HomeContent['todos'] }) {
  const { t } = useTranslation();
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
          <Link to={TODO_LINKS[todo.key]} data-testid={`home-todo-${todo.key}`}>
            {t(`home.todo.${todo.key}`)}
          </Link>
        </List.Item>
      )}
    />
  );
}
