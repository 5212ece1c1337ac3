import { ThemeRoot } from '@mall/react-ui';
import { bn as bnMessages, en as enMessages } from '@mall/wording/vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nProvider } from '../../i18n/i18n-context';
import { INTL_TAGS } from '../../i18n/locale';
import { flattenMessages } from '../../i18n/messages';
import { ToastProvider } from '../../shell/toast-context';
import {
  ControlledIntersectionObserver,
  ControlledXmlHttpRequest,
  envelope,
  installFakeApi,
} from '../../test-support/fake-api';
import { TestRouter } from '../../test-support/test-router';
import ComplaintDetailPage from './complaint-detail-page';
import ComplaintListPage from './complaint-list-page';
import ComplaintSubmitPage from './complaint-submit-page';
import FeedbackDetailPage from './feedback-detail-page';
import FeedbackSubmitPage from './feedback-submit-page';

const api = installFakeApi();
vi.stubGlobal('XMLHttpRequest', ControlledXmlHttpRequest);
vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);

const en = flattenMessages(enMessages);
const FEEDBACK = '/uni_modules/cool-app/pages/feedback';
const COMPLAIN = '/uni_modules/cool-app/pages/complain';

function renderAt(path: string, i18n = createI18n('en', en, en, '¥')) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={i18n}>
        <ThemeRoot locale={INTL_TAGS[i18n.locale]}>
          <ToastProvider>
            <TestRouter
              path={path}
              routes={{
                [`${FEEDBACK}/submit`]: <FeedbackSubmitPage />,
                [`${FEEDBACK}/detail`]: <FeedbackDetailPage />,
                [`${COMPLAIN}/submit`]: <ComplaintSubmitPage />,
                [`${COMPLAIN}/list`]: <ComplaintListPage />,
                [`${COMPLAIN}/detail`]: <ComplaintDetailPage />,
              }}
            ></TestRouter>
          </ToastProvider>
        </ThemeRoot>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const feedback = {
  id: 41,
  type: 2,
  content: 'The search is slow',
  images: ['http://mall.test/uploads/shot.png'],
  contact: 'wx-alice',
  status: 0,
  remark: null,
  createTime: '2026-11-24T10:00:00+08:00',
};
const complaint = {
  id: 52,
  type: 1,
  content: 'The box came crushed',
  images: [],
  status: 2,
  result: 'Refunded the shipping fee',
  createTime: '2026-11-24T11:00:00+08:00',
};

beforeEach(() => {
  api.answers = {
    'app/dict/info/data': () => ({
      feedbackType: [
        { id: 1, name: 'Suggestion', value: '1', parentId: null, orderNum: 1 },
        { id: 2, name: 'Problem report', value: '2', parentId: null, orderNum: 2 },
      ],
      complainType: [
        { id: 3, name: 'Product quality', value: '1', parentId: null, orderNum: 1 },
        { id: 4, name: 'Delivery', value: '2', parentId: null, orderNum: 2 },
      ],
    }),
    'app/app/feedback/submit': () => ({ id: feedback.id }),
    'app/app/feedback/info': () => feedback,
    'app/app/complain/submit': () => ({ id: complaint.id }),
    'app/app/complain/info': () => complaint,
    'app/base/comm/uploadMode': () => ({ mode: 'local', type: 'local' }),
  };
});

afterEach(() => {
  cleanup();
  api.sent.length = 0;
  ControlledXmlHttpRequest.sent = [];
});

describe('feedback submit page', () => {
  it('shows the rules next to the type and the content on an empty submit, and sends nothing', async () => {
    renderAt(`${FEEDBACK}/submit`);
    await screen.findByRole('radio', { name: 'Problem report' });
    const content = screen.getByRole('textbox', { name: /Feedback content/ });
    expect(screen.getByText('0/1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('group', { name: /Feedback type/ });
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    const typeRule = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(typeRule?.textContent).toBe('Please choose a feedback type');
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en['validation.required'] as string)).toBeTruthy();
    // The rule follows the change: chosen, the type's rule goes.
    fireEvent.click(screen.getByRole('radio', { name: 'Problem report' }));
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBeNull());
    expect(api.callsTo('app/app/feedback/submit')).toHaveLength(0);
  });

  it('counts the content as it is typed and keeps a too long text with its rule', async () => {
    renderAt(`${FEEDBACK}/submit`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Suggestion' }));
    const content = screen.getByRole('textbox', { name: /Feedback content/ }) as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: 'Hello' } });
    expect(screen.getByText('5/1,000')).toBeTruthy();
    fireEvent.change(content, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1,001/1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Content must be 1-1,000 characters');
    expect(content.value).toHaveLength(1001);
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('app/app/feedback/submit')).toHaveLength(0);
  });

  it('uploads a screenshot, sends type, content, contact and the screenshot, then shows the feedback', async () => {
    renderAt(`${FEEDBACK}/submit`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Problem report' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Feedback content/ }), {
      target: { value: 'The search is slow' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Contact (optional)' }), {
      target: { value: 'wx-alice' },
    });
    const shot = new File([new Uint8Array(300)], 'shot.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Add photo/), { target: { files: [shot] } });
    await waitFor(() => expect(ControlledXmlHttpRequest.sent).toHaveLength(1));
    const upload = ControlledXmlHttpRequest.sent[0] as ControlledXmlHttpRequest;
    act(() => upload.progress(150, 300));
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    // Submit waits for the screenshot.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(en['review.uploadsBusy'] as string);
    act(() => upload.answer('http://mall.test/uploads/shot.png'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submission successful');
    expect(api.callsTo('app/app/feedback/submit').map((call) => call.body)).toEqual([
      {
        type: 2,
        content: 'The search is slow',
        contact: 'wx-alice',
        images: ['http://mall.test/uploads/shot.png'],
      },
    ]);
    await screen.findByRole('heading', { name: 'Feedback detail' });
    expect(await screen.findByText('wx-alice')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });

  it("counts the photos and the upload progress in the shopper's digits", async () => {
    const bn = flattenMessages(bnMessages);
    renderAt(`${FEEDBACK}/submit`, createI18n('bn', bn, en, '¥'));
    const add = await screen.findByLabelText(new RegExp(bn['upload.add'] as string));
    expect(document.querySelector('.mall-image-uploader__count')?.textContent).toBe('০/৬');
    const shot = new File([new Uint8Array(300)], 'shot.png', { type: 'image/png' });
    fireEvent.change(add, { target: { files: [shot] } });
    await waitFor(() => expect(ControlledXmlHttpRequest.sent).toHaveLength(1));
    act(() => (ControlledXmlHttpRequest.sent[0] as ControlledXmlHttpRequest).progress(150, 300));
    expect(await screen.findByText('৫০%')).toBeTruthy();
    expect(document.querySelector('.mall-image-uploader__count')?.textContent).toBe('১/৬');
  });

  it('keeps everything typed when sending fails, and says why next to the button', async () => {
    api.answers['app/app/feedback/submit'] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderAt(`${FEEDBACK}/submit`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Suggestion' }));
    const content = screen.getByRole('textbox', { name: /Feedback content/ }) as HTMLTextAreaElement;
    fireEvent.change(content, { target: { value: 'Dark mode please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe(
      en['error.network'],
    );
    expect(content.value).toBe('Dark mode please');
    expect((screen.getByRole('radio', { name: 'Suggestion' }) as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('app/app/feedback/submit').at(-1)?.body).toEqual({
      type: 1,
      content: 'Dark mode please',
    });
    // The shopper taps again: the first try may have reached the server, so it goes with its key.
    api.answers['app/app/feedback/submit'] = () => ({ id: feedback.id });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submission successful');
    const keys = new Set(api.callsTo('app/app/feedback/submit').map((call) => call.key));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
  });
});

describe('complaint pages', () => {
  it('sends the type and content of a complaint, without a contact, then shows its result', async () => {
    renderAt(`${COMPLAIN}/submit`);
    expect(screen.queryByRole('textbox', { name: /Contact/ })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: 'Product quality' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Complaint content/ }), {
      target: { value: 'The box came crushed' },
    });
    expect(screen.getByText('20/1,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Submission successful');
    expect(api.callsTo('app/app/complain/submit').map((call) => call.body)).toEqual([
      { type: 1, content: 'The box came crushed' },
    ]);
    await screen.findByRole('heading', { name: 'Complaint detail' });
    expect(await screen.findByText('Refunded the shipping fee')).toBeTruthy();
    expect(screen.getByText('Processed')).toBeTruthy();
    expect(screen.getByText('Product quality')).toBeTruthy();
  });

  it('lists complaints with type and status, shows markup as text, and leads an empty list to submit', async () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    api.answers['app/app/complain/page'] = () => ({
      list: [{ ...complaint, content: markup, status: 0, result: null }],
      pagination: { page: 1, size: 20, total: 1 },
    });
    renderAt(`${COMPLAIN}/list`);
    const list = await screen.findByRole('list', { name: 'My complaints' });
    expect(list.textContent).toContain(markup);
    expect(list.querySelector('img, b')).toBeNull();
    expect(list.textContent).toContain('Verifying');
    await waitFor(() => expect(list.textContent).toContain('Product quality'));
    cleanup();
    api.answers['app/app/complain/page'] = () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } });
    renderAt(`${COMPLAIN}/list`);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit complaint' }));
    await screen.findByRole('heading', { name: 'Submit complaint' });
  });

  it('loads the next page when the end of the list comes into view, then says there is no more', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({
      ...complaint,
      id: 100 - index,
      content: `Complaint number ${index + 1}`,
    }));
    api.answers['app/app/complain/page'] = (body) => {
      const { page, size } = body as { page: number; size: number };
      return {
        list: rows.slice((page - 1) * size, page * size),
        pagination: { page, size, total: rows.length },
      };
    };
    renderAt(`${COMPLAIN}/list`);
    const list = await screen.findByRole('list', { name: 'My complaints' });
    expect(list.querySelectorAll('li')).toHaveLength(20);
    await waitFor(() => expect(ControlledIntersectionObserver.observers).toHaveLength(1));
    act(() => ControlledIntersectionObserver.observers[0]?.inView());
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(25));
    expect(list.textContent).toContain('Complaint number 25');
    expect(api.callsTo('app/app/complain/page').map((call) => (call.body as { page: number }).page)).toEqual([
      1, 2,
    ]);
    expect(await screen.findByText(en['common.noMore'] as string)).toBeTruthy();
  });

  it('keeps the list when the next page fails, says so at its end, and asks again on a tap', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({
      ...complaint,
      id: 100 - index,
      content: `Complaint number ${index + 1}`,
    }));
    let down = true;
    api.answers['app/app/complain/page'] = (body) => {
      const { page, size } = body as { page: number; size: number };
      if (page > 1 && down) {
        return envelope(null, { code: 1001, message: 'Busy, try later' });
      }
      return {
        list: rows.slice((page - 1) * size, page * size),
        pagination: { page, size, total: rows.length },
      };
    };
    renderAt(`${COMPLAIN}/list`);
    const list = await screen.findByRole('list', { name: 'My complaints' });
    await waitFor(() => expect(ControlledIntersectionObserver.observers).toHaveLength(1));
    act(() => ControlledIntersectionObserver.observers[0]?.inView());
    const retry = await screen.findByRole('button', {
      name: `${en['common.loadFailed']} ${en['common.tapToRetry']}`,
    });
    // The first page stays, and the end no longer asks by itself (it would again and again, offline).
    expect(list.isConnected).toBe(true);
    expect(list.querySelectorAll('li')).toHaveLength(20);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ControlledIntersectionObserver.observers).toHaveLength(0);
    expect(api.callsTo('app/app/complain/page')).toHaveLength(2);
    down = false;
    fireEvent.click(retry);
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(25));
    expect(api.callsTo('app/app/complain/page').map((call) => (call.body as { page: number }).page)).toEqual([
      1, 2, 2,
    ]);
    expect(await screen.findByText(en['common.noMore'] as string)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(en['common.tapToRetry'] as string) })).toBeNull();
  });
});
