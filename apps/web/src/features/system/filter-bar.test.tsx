import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, InputNumber } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { FilterBar, FilterField } from './filter-bar';

type Values = { name: string; id: number | null };
const EMPTY: Values = { name: '', id: null };

function draw() {
  const onApply = vi.fn();
  render(
    <FilterBar<Values> initialValues={EMPTY} onApply={onApply} testId="bar">
      <FilterField name="name" label="Name">
        <Input />
      </FilterField>
      <FilterField name="id" label="ID">
        <InputNumber min={1} />
      </FilterField>
    </FilterBar>,
  );
  return onApply;
}

describe("FilterBar (the system lists' filters)", () => {
  it('applies the values typed on Search and on Enter, each field named by its label', async () => {
    initTestI18n('en-US');
    const onApply = draw();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'ada');
    await user.type(screen.getByLabelText('ID'), '7');
    await user.click(screen.getByTestId('bar-search'));
    await user.type(screen.getByLabelText('Name'), 'm{Enter}');
    expect(onApply.mock.calls).toEqual([[{ name: 'ada', id: 7 }], [{ name: 'adam', id: 7 }]]);
  });

  it('Reset empties the fields and applies the empty filter', async () => {
    initTestI18n('en-US');
    const onApply = draw();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'ada');
    await user.type(screen.getByLabelText('ID'), '7');
    await user.click(screen.getByTestId('bar-reset'));
    expect(onApply.mock.calls).toEqual([[EMPTY]]);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('ID').value).toBe('');
  });
});
