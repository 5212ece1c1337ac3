import { en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import { ControlledXmlHttpRequest, installFakeApi } from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import OrderReviewPage from '../goods/order-review-page';
import RefundPage from './refund-page';

const api = installFakeApi();
vi.stubGlobal('XMLHttpRequest', ControlledXmlHttpRequest);

const en = flattenMessages(enMessages);

const line = {
  goodsId: 12,
  specId: 30,
  title: 'Green tea',
  specName: '250 g',
  pic: null,
  price: 39.9,
  count: 1,
  isComment: false,
};
const order = {
  id: 7,
  orderNum: '202611230001',
  status: 2,
  price: 39.9,
  discountPrice: 0,
  payPrice: 39.9,
  payType: 'balance',
  payTime: '2026-11-23T10:00:00+08:00',
  createTime: '2026-11-23T09:59:00+08:00',
  goodsList: [line],
  refund: null,
  buyBack: null,
};

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={createI18n('en', en, en, '¥')}>
        <ToastProvider>
          <TestRouter
            path={path}
            routes={{
              '/pages/order/refund': <RefundPage />,
              '/pages/order/comment': <OrderReviewPage />,
              '/pages/order/detail': <h1>Order detail</h1>,
              '/': <h1>Home</h1>,
            }}
          ></TestRouter>
        </ToastProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.answers = {
    'app/order/info/info': () => order,
    'app/dict/info/data': () => ({
      orderRefundReason: [
        { id: 1, name: 'Damaged', value: 1, parentId: null, orderNum: 1 },
        { id: 2, name: 'Not as described', value: 2, parentId: null, orderNum: 2 },
      ],
    }),
    'app/order/info/refund': () => null,
    'app/base/comm/uploadMode': () => ({ mode: 'local', type: 'local' }),
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
  ControlledXmlHttpRequest.sent = [];
});

describe('refund page', () => {
  it('asks for a reason in words next to the reasons, keeps the remark and sends nothing', async () => {
    renderAt('/pages/order/refund?orderId=7');
    await screen.findByRole('radio', { name: 'Damaged' });
    expect(screen.getByRole('region', { name: 'Refund amount' }).textContent).toContain('¥39.90');
    const remark = screen.getByRole('textbox', { name: 'Remarks' });
    fireEvent.change(remark, { target: { value: 'Box crushed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const group = screen.getByRole('group', { name: /Refund reason/ });
    await waitFor(() => expect(group.textContent).toContain(en['validation.refundReasonRequired']));
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect((remark as HTMLTextAreaElement).value).toBe('Box crushed');
    expect(api.callsTo('app/order/info/refund')).toHaveLength(0);
  });

  it('retries a submission lost on the network with the same Idempotency-Key, then says it is waiting for the merchant', async () => {
    // The SDK itself tries an idempotent call three times: all three are lost, then the shopper retries.
    let lost = 0;
    api.answers['app/order/info/refund'] = () => {
      if (lost < 3) {
        lost += 1;
        throw new TypeError('Failed to fetch');
      }
      return null;
    };
    renderAt('/pages/order/refund?orderId=7');
    fireEvent.click(await screen.findByRole('radio', { name: 'Not as described' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks' }), { target: { value: 'Wrong colour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText(en['error.network'] as string, undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText('Refund application submitted and waiting for the merchant');
    // Back from the form (the memory router has no history state: back goes home).
    await screen.findByRole('heading', { name: 'Home' });
    const calls = api.callsTo('app/order/info/refund');
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.body).toEqual({ orderId: 7, reason: 'Not as described', remark: 'Wrong colour' });
      expect(call.key).toBe(calls[0]?.key);
    }
    expect(calls[0]?.key).toBeTruthy();
  });

  it('shows the real progress of a photo, then sends the remark and photos beside the reason', async () => {
    renderAt('/pages/order/refund?orderId=7');
    fireEvent.click(await screen.findByRole('radio', { name: 'Damaged' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Remarks' }), { target: { value: 'Box crushed' } });
    const photo = new File([new Uint8Array(400)], 'box.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Add photo/), { target: { files: [photo] } });
    await waitFor(() => expect(ControlledXmlHttpRequest.sent).toHaveLength(1));
    const upload = ControlledXmlHttpRequest.sent[0] as ControlledXmlHttpRequest;
    expect(upload.url).toMatch(/\/api\/app\/base\/comm\/upload$/);
    expect(((upload.body as FormData).get('file') as File).name).toBe('box.png');
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => upload.progress(150, 600));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    act(() => upload.progress(450, 600));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('75'));

    // Submit waits for the photo.
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText(en['review.uploadsBusy'] as string);
    expect(api.callsTo('app/order/info/refund')).toHaveLength(0);

    act(() => upload.answer('http://mall.test/uploads/box.png'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByText('Refund application submitted and waiting for the merchant');
    expect(api.callsTo('app/order/info/refund').map((call) => call.body)).toEqual([
      { orderId: 7, reason: 'Damaged', remark: 'Box crushed', images: ['http://mall.test/uploads/box.png'] },
    ]);
  });

  it('shows the rule of the remark next to it and keeps what was typed', async () => {
    renderAt('/pages/order/refund?orderId=7');
    fireEvent.click(await screen.findByRole('radio', { name: 'Damaged' }));
    const remark = screen.getByRole('textbox', { name: 'Remarks' });
    // The field stops typing at 200; a pasted longer text still meets the rule.
    fireEvent.change(remark, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(remark.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Must be at most 200')).toBeTruthy();
    expect((remark as HTMLTextAreaElement).value).toHaveLength(201);
    expect(api.callsTo('app/order/info/refund')).toHaveLength(0);
  });

  it('says so when the order cannot be refunded', async () => {
    api.answers['app/order/info/info'] = () => ({ ...order, status: 3 });
    renderAt('/pages/order/refund?orderId=7');
    expect(await screen.findByText('This order cannot be refunded now')).toBeTruthy();
  });
});

describe('order review page', () => {
  it('shows the rules next to the stars and the text on an empty submit and sends nothing', async () => {
    api.answers['app/order/info/info'] = () => ({ ...order, status: 3 });
    renderAt('/pages/order/comment?orderId=7');
    const stars = await screen.findByRole('radiogroup', { name: 'Rating' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(stars.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(stars.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Rating must be 1-5 stars');
    expect(screen.getByText(en['validation.required'] as string)).toBeTruthy();
    expect(api.callsTo('app/goods/comment/submit')).toHaveLength(0);
  });

  it('sends the stars and text of the line with one Idempotency-Key and says "Submission successful"', async () => {
    api.answers['app/order/info/info'] = () => ({ ...order, status: 3 });
    api.answers['app/goods/comment/submit'] = () => null;
    renderAt('/pages/order/comment?orderId=7');
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your review/ }), { target: { value: 'Lovely' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await screen.findByText('Submission successful');
    const calls = api.callsTo('app/goods/comment/submit');
    expect(calls.map((call) => call.body)).toEqual([
      { orderId: 7, goodsId: 12, starCount: 5, content: 'Lovely' },
    ]);
    expect(calls[0]?.key).toBeTruthy();
  });
});
