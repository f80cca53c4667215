import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from 'antd';
import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { PlainTable, type PlainColumn } from './plain-table';

type Row = { id: number; name: string };
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const columns: PlainColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Twice', key: 'twice', render: (_, row) => `#${row.id * 2}` },
];

const bodyRows = () =>
  screen.getByTestId('plain').querySelectorAll<HTMLElement>('tbody tr[data-row-key]');

describe("PlainTable (a list in antd's table look, without antd Table)", () => {
  it('draws a table: header, cells by dataIndex and render, rows by key', () => {
    initTestI18n('en-US');
    render(
      <PlainTable
        columns={columns}
        dataSource={rows(2)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={20}
        size="small"
        data-testid="plain"
      />,
    );
    const table = screen.getByTestId('plain');
    expect(table.tagName).toBe('TABLE');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Twice']);
    expect([...bodyRows()].map((row) => row.dataset.rowKey)).toEqual(['1', '2']);
    expect([...bodyRows()].map((row) => row.textContent)).toEqual(['Row 1#2', 'Row 2#4']);
  });

  it('shows the empty text when there are no rows', () => {
    initTestI18n('en-US');
    render(
      <PlainTable
        columns={columns}
        dataSource={[]}
        rowKey="id"
        emptyText="Nothing"
        pageSize={20}
        data-testid="plain"
      />,
    );
    expect(bodyRows()).toHaveLength(0);
    const cell = screen.getByRole('cell', { name: 'Nothing' });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('shows a page of rows, then one more page per "Show more" until all are shown', async () => {
    initTestI18n('en-US');
    render(
      <PlainTable
        columns={columns}
        dataSource={rows(45)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={20}
        data-testid="plain"
      />,
    );
    const user = userEvent.setup();
    expect(bodyRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more (25 left)' }));
    expect(bodyRows()).toHaveLength(40);
    await user.click(screen.getByTestId('plain-more'));
    expect(bodyRows()).toHaveLength(45);
    expect(bodyRows()[44]?.textContent).toContain('Row 45');
    expect(screen.queryByTestId('plain-more')).toBeNull();
  });

  it('shows every row without "Show more" when paging is off', () => {
    initTestI18n('en-US');
    render(
      <PlainTable
        columns={columns}
        dataSource={rows(45)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={false}
        data-testid="plain"
      />,
    );
    expect(bodyRows()).toHaveLength(45);
    expect(screen.queryByTestId('plain-more')).toBeNull();
  });
  it('cuts an ellipsis column to one line and keeps its text as the tooltip', () => {
    initTestI18n('en-US');
    render(
      <PlainTable
        columns={[{ title: 'Name', dataIndex: 'name', ellipsis: true, width: 120 }]}
        dataSource={rows(1)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={20}
        scroll={{ x: 760 }}
        data-testid="plain"
      />,
    );
    const table = screen.getByTestId('plain');
    expect(table.style.tableLayout).toBe('fixed');
    expect(table.style.minWidth).toBe('760px');
    expect(table.querySelector('col')?.style.width).toBe('120px');
    expect(screen.getByRole('cell', { name: 'Row 1' }).getAttribute('title')).toBe('Row 1');
  });

  it('selects rows with check boxes apart from the row click, and all shown rows from the header', async () => {
    initTestI18n('en-US');
    const picked: Key[][] = [];
    const clicked: number[] = [];
    function Selectable() {
      const [keys, setKeys] = useState<Key[]>([]);
      return (
        <PlainTable
          columns={columns}
          dataSource={rows(3)}
          rowKey="id"
          emptyText="Nothing"
          pageSize={false}
          rowProps={(row) => ({ onClick: () => clicked.push(row.id) })}
          selection={{
            selectedKeys: keys,
            onChange: (next) => {
              picked.push(next);
              setKeys(next);
            },
            Box: Checkbox,
          }}
          data-testid="plain"
        />
      );
    }
    render(<Selectable />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(picked.at(-1)).toEqual([2]);
    expect(clicked).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Row 2 selected' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(picked.at(-1)).toEqual([1, 2, 3]);
    await userEvent.click(screen.getByRole('cell', { name: 'Row 1' }));
    expect(clicked).toEqual([1]);
  });

  it('keeps a fixed column at the right edge and aligns right-aligned cells to the end', () => {
    initTestI18n('en-US');
    render(
      <PlainTable
        columns={[
          { title: 'Name', dataIndex: 'name', align: 'right' },
          { title: 'Act', key: 'act', fixed: 'right', render: () => 'go' },
        ]}
        dataSource={rows(1)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={false}
        data-testid="plain"
      />,
    );
    const [name, act] = screen.getAllByRole('cell');
    expect(name?.className).toMatch(/right/);
    expect(act?.className).toMatch(/fixed/);
    expect(screen.getByTestId('plain-scroll').contains(screen.getByTestId('plain'))).toBe(true);
  });

  it('opens a row’s details in a row under it, by a button that says which and whether open', async () => {
    initTestI18n('en-US');
    const clicked: number[] = [];
    render(
      <PlainTable
        columns={columns}
        dataSource={rows(2)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={false}
        expandable={{
          render: (row) => <p>Details of {row.name}</p>,
          label: (row, isOpen) => `${isOpen ? 'Hide' : 'Show'} ${row.name}`,
        }}
        rowProps={(row) => ({ onClick: () => clicked.push(row.id) })}
        data-testid="plain"
      />,
    );
    // The expand column comes first, as antd's, and counts in the empty-free layout.
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    const open = screen.getByRole('button', { name: 'Show Row 2' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    const details = screen.getByTestId('plain-expanded-2');
    expect(details.textContent).toBe('Details of Row 2');
    expect(details.querySelector('td')?.getAttribute('colspan')).toBe('3');
    // It sits right under its row, and the row's own click did not run.
    expect(bodyRows()[1]?.nextElementSibling).toBe(details);
    expect(clicked).toEqual([]);
    const close = screen.getByRole('button', { name: 'Hide Row 2' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(close);
    expect(screen.queryByTestId('plain-expanded-2')).toBeNull();
    expect(screen.queryByText(/Details of/)).toBeNull();
  });

  it("sorts by a column's header: ascending, descending, then back to none", async () => {
    initTestI18n('en-US');
    const onSort = vi.fn();
    const sorted = (order: 'ascend' | 'descend' | null): PlainColumn<Row>[] => [
      { title: 'Name', dataIndex: 'name', key: 'name', sorter: true, sortOrder: order },
      { title: 'Id', dataIndex: 'id' },
    ];
    const draw = (order: 'ascend' | 'descend' | null) => (
      <PlainTable
        columns={sorted(order)}
        dataSource={rows(2)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={false}
        onSort={onSort}
        data-testid="plain"
      />
    );
    const { rerender } = render(draw(null));
    const user = userEvent.setup();
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    // A column without a sorter has no button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button'),
    ).toBeNull();
    await user.click(within(header()).getByRole('button', { name: 'Name' }));
    rerender(draw('ascend'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(within(header()).getByRole('button').title).toBe('Click to sort descending');
    await user.click(within(header()).getByRole('button'));
    rerender(draw('descend'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await user.click(within(header()).getByRole('button'));
    expect(onSort.mock.calls).toEqual([
      ['name', 'ascend'],
      ['name', 'descend'],
      ['name', null],
    ]);
  });

  it('a row that cannot be checked is left out of "select all"', async () => {
    initTestI18n('en-US');
    const onChange = vi.fn();
    render(
      <PlainTable
        columns={columns}
        dataSource={rows(3)}
        rowKey="id"
        emptyText="Nothing"
        pageSize={false}
        selection={{ selectedKeys: [], onChange, Box: Checkbox, isDisabled: (row) => row.id === 2 }}
        data-testid="plain"
      />,
    );
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox', { name: /select row/i });
    expect(boxes.map((box) => box.disabled)).toEqual([false, true, false]);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange).toHaveBeenCalledWith([1, 3]);
  });
});
