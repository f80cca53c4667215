import { Button } from 'antd';
import type { ReactNode } from 'react';

/** An action in a table row or beside a node: a small link button. */
export function RowLink(props: { onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <Button type="link" size="small" onClick={props.onClick} data-testid={props.testId}>
      {props.children}
    </Button>
  );
}
