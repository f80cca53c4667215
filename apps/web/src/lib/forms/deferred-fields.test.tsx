import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { DeferredDatePicker, DeferredRangePicker } from './deferred-picker';
import { DeferredCascader, DeferredSelect } from './deferred-select';

// docs/web.md "Delivery": the stand-ins carry what the real fields show closed (id, role, label,
// value, placeholder) and hand over to antd's at the first hover.
describe('deferred fields', { timeout: 20_000 }, () => {
  it("draws a closed select with the chosen option's label, then becomes antd's on hover", async () => {
    render(
      <DeferredSelect
        id="category"
        aria-label="Category"
        value="b"
        options={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
        ]}
        data-testid="category"
      />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Category' });
    expect(standIn.id).toBe('category');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('category').textContent).toBe('Beta');
    expect(document.querySelector('.ant-select')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('category'));
    await waitFor(() => expect(document.querySelector('.ant-select')).not.toBeNull());
    expect(screen.getByTestId('category').textContent).toContain('Beta');
  });

  // In a Form.Item the stand-ins read the item's status from antd's FormItemInputContext (the
  // browser tests see the red border); vitest loads antd's CommonJS build, whose context is
  // another object, so here the status is given as a prop.
  it('draws the error status as antd does', () => {
    render(
      <>
        <DeferredSelect status="error" options={[]} data-testid="kind" />
        <DeferredCascader status="error" options={[]} data-testid="region" />
      </>,
    );
    expect(screen.getByTestId('kind').className).toMatch(/error/);
    expect(screen.getByTestId('region').className).toMatch(/error/);
  });

  it('shows the date in its format and keeps a date typed before the picker arrives', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <DeferredDatePicker id="until" value={dayjs('2030-01-31')} onChange={onChange} />,
    );
    const input = container.querySelector<HTMLInputElement>('#until')!;
    expect(input.value).toBe('2030-01-31');
    fireEvent.change(input, { target: { value: '2031-02-28' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0]?.[0] as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2031-02-28');
    fireEvent.change(input, { target: { value: '2031-02-30' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('draws a range with both placeholders and becomes antd RangePicker on focus', async () => {
    const { container } = render(<DeferredRangePicker placeholder={['From', 'To']} />);
    const inputs = container.querySelectorAll('input');
    expect([...inputs].map((input) => input.placeholder)).toEqual(['From', 'To']);
    fireEvent.focus(inputs[0]!);
    await waitFor(() => expect(container.querySelector('.ant-picker-range')).not.toBeNull());
  });

  // The picker module is loaded once per page: after the tests above it is there at once.
  it('hands the focus on to antd single picker', async () => {
    const { container } = render(<DeferredDatePicker id="day" />);
    const standIn = container.querySelector<HTMLInputElement>('#day')!;
    standIn.focus();
    await waitFor(() => expect(container.querySelector('.ant-picker')).not.toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe('day'));
  });
});
