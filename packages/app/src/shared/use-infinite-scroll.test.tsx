// The end of a list asks for the next page only while nothing of the list is being fetched, and
// not again by itself after a failed try.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledIntersectionObserver } from '../test-support/fake-api';
import { type InfiniteLoader, useInfiniteScroll } from './use-infinite-scroll';

vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);

function End({ loader }: { loader: InfiniteLoader }) {
  const sentinel = useInfiniteScroll(loader);
  return <div ref={sentinel} />;
}

const idle = { hasNextPage: true, isFetching: false, isFetchingNextPage: false, isFetchNextPageError: false };

afterEach(cleanup);

describe('the end of an infinite list', () => {
  it('asks for the next page when it comes into view', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    render(<End loader={{ ...idle, fetchNextPage }} />);
    act(() => ControlledIntersectionObserver.observers[0]?.inView());
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('waits while the list is being refreshed (a next page would cancel the refresh), then asks', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    const view = render(<End loader={{ ...idle, isFetching: true, fetchNextPage }} />);
    expect(ControlledIntersectionObserver.observers).toHaveLength(0);
    view.rerender(<End loader={{ ...idle, fetchNextPage }} />);
    expect(ControlledIntersectionObserver.observers).toHaveLength(1);
    act(() => ControlledIntersectionObserver.observers[0]?.inView());
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask again by itself after a failed next page, nor when there is none', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    const view = render(<End loader={{ ...idle, isFetchNextPageError: true, fetchNextPage }} />);
    expect(ControlledIntersectionObserver.observers).toHaveLength(0);
    view.rerender(<End loader={{ ...idle, hasNextPage: false, fetchNextPage }} />);
    expect(ControlledIntersectionObserver.observers).toHaveLength(0);
    expect(fetchNextPage).not.toHaveBeenCalled();
  });
});
