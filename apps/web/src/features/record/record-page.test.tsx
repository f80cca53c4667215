import type { MerchantRecord, RecordsContent } from '@console/contract/merchant-records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHolder } from '../../lib/feedback-holder';
import { initTestI18n } from '../../lib/testing/i18n';
import { signInToShop } from '../../lib/testing/session';
import { ok } from '../../lib/testing/answers';
import { recordOf } from './record-fixtures';
import { RecordPage } from './record-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));
const loadRegionOptions = vi.hoisted(() => vi.fn());
vi.mock('../../lib/regions/region-options', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadRegionOptions,
}));

/** The page in a data router: its leave guard (useBlocker) needs one. */
function renderRecordPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/record', element: <RecordPage /> }], {
    initialEntries: ['/record'],
  });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <FeedbackHolder />
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const serve = (records: MerchantRecord[]) =>
  request.mockResolvedValue(ok<RecordsContent>({ records }));

beforeEach(() => {
  request.mockReset();
  loadRegionOptions.mockReset();
  loadRegionOptions.mockResolvedValue([
    {
      value: '110000',
      label: 'Beijing',
      children: [
        {
          value: '110100',
          label: 'City',
          children: [{ value: '110101', label: 'Dongcheng' }],
        },
      ],
    },
  ]);
  initTestI18n('en-US');
  signInToShop();
});

// What a first visit needs (docs/web.md "Delivery"): the form alone until there is a record to
// list, and the region dataset only once the region field is used or has a region to name.
describe('record page', { timeout: 20_000 }, () => {
  it('shows the form alone and loads regions only when the region field is used', async () => {
    serve([]);
    renderRecordPage();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(await screen.findByLabelText('Merchant name')).toBeTruthy();
    expect(screen.queryByTestId('record-list')).toBeNull();
    expect(loadRegionOptions).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByTestId('record-region'));
    await waitFor(() => expect(loadRegionOptions).toHaveBeenCalledTimes(1));
  });

  it('lists the records and names the region of the one shown', async () => {
    serve([
      recordOf({
        id: 2,
        name: 'Second shop',
        provinceCode: '110000',
        cityCode: '110100',
        districtCode: '110101',
      }),
      recordOf({ id: 1, status: 'approved', name: 'First shop' }),
    ]);
    renderRecordPage();
    expect(await screen.findByTestId('record-row-1')).toBeTruthy();
    expect(screen.getByTestId('record-row-2').getAttribute('data-status')).toBe('draft');
    await waitFor(() => expect(loadRegionOptions).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Beijing / City / Dongcheng')).toBeTruthy();
  });

  it('shows a record that cannot be edited read-only, without the form', async () => {
    serve([
      recordOf({
        id: 3,
        status: 'approved',
        name: 'Third shop',
        provinceCode: '110000',
        cityCode: '110100',
        districtCode: '110101',
      }),
    ]);
    renderRecordPage();
    expect(await screen.findByTestId('record-view')).toBeTruthy();
    expect(document.getElementById('record_name')?.textContent).toBe('Third shop');
    expect(document.getElementById('record_category')?.textContent).toBe('Education');
    expect(await screen.findByText('Beijing / City / Dongcheng')).toBeTruthy();
    expect(screen.queryByTestId('record-save')).toBeNull();
    expect(screen.queryByTestId('record-submit')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers the withdrawal of a pending record from the read-only view', async () => {
    serve([recordOf({ id: 4, status: 'pending' })]);
    renderRecordPage();
    expect(await screen.findByTestId('record-withdraw')).toBeTruthy();
    expect(screen.getByTestId('record-view')).toBeTruthy();
    expect(screen.queryByTestId('record-submit')).toBeNull();
  });
});
