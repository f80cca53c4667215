import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { useLocaleStore } from './locale-store';
import { LocaleSwitch } from './locale-switch';

beforeEach(() => {
  initTestI18n('en-US');
  useLocaleStore.setState({ locale: 'zh-CN' });
});

describe('<LocaleSwitch> of the sign-in pages', () => {
  it('is a labelled radio group, each language named in itself, the current one chosen', () => {
    render(<LocaleSwitch onSwitch={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group.dataset.testid).toBe('locale-switch');
    expect(screen.getByRole('radio', { name: '中文' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'EN' })).toHaveProperty('checked', false);
  });

  it('switches on a click of the name (the test ids the browser tests use)', async () => {
    const onSwitch = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<LocaleSwitch onSwitch={onSwitch} />);
    await user.click(screen.getByTestId('locale-en-US'));
    expect(onSwitch).toHaveBeenCalledExactlyOnceWith('en-US');
  });

  it('is one group for the keyboard: the radios share a name (arrow keys move the choice)', () => {
    render(<LocaleSwitch onSwitch={vi.fn()} />);
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'));
    expect(names).toHaveLength(2);
    expect(names[0]).toBeTruthy();
    expect(names[1]).toBe(names[0]);
  });

  it('follows the locale store', () => {
    const { rerender } = render(<LocaleSwitch onSwitch={vi.fn()} />);
    useLocaleStore.setState({ locale: 'en-US' });
    rerender(<LocaleSwitch onSwitch={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'EN' })).toHaveProperty('checked', true);
  });
});
