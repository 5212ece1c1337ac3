import type { QueryClient } from '@tanstack/react-query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import { nextPageOf } from '../../shared/use-infinite-scroll';

/** Page size of the feedback and complaint lists. */
const PAGE_SIZE = 20;

/** The feedback and complaint reads; the submissions themselves run on the SDK's machines. */
export const supportQueries = {
  /** Every feedback read, the lists and each feedback. */
  feedbackAll: () => ['support', 'feedback'] as const,
  /** Every complaint read, the lists and each complaint. */
  complaintAll: () => ['support', 'complaint'] as const,
  /** The `feedbackType` dictionary: the types a shopper chooses from. */
  feedbackTypes: () =>
    queryOptions({
      queryKey: ['dict', 'feedbackType'],
      queryFn: async () => (await mallClient().dict.data({ types: ['feedbackType'] })).feedbackType ?? [],
      staleTime: 300_000,
    }),
  /** The `complainType` dictionary: the types a shopper chooses from. */
  complaintTypes: () =>
    queryOptions({
      queryKey: ['dict', 'complainType'],
      queryFn: async () => (await mallClient().dict.data({ types: ['complainType'] })).complainType ?? [],
      staleTime: 300_000,
    }),
  /** The shopper's feedback, newest first, page by page. */
  feedbackList: () =>
    infiniteQueryOptions({
      queryKey: [...supportQueries.feedbackAll(), 'list'],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        mallClient().feedback.page({ page: pageParam, size: PAGE_SIZE }, { signal }),
      getNextPageParam: nextPageOf,
      staleTime: 0,
    }),
  /** The shopper's complaints, newest first, page by page. */
  complaintList: () =>
    infiniteQueryOptions({
      queryKey: [...supportQueries.complaintAll(), 'list'],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        mallClient().complaint.page({ page: pageParam, size: PAGE_SIZE }, { signal }),
      getNextPageParam: nextPageOf,
      staleTime: 0,
    }),
  /** One feedback with its status and the merchant's remark; read again on every open. */
  feedback: (id: number) =>
    queryOptions({
      queryKey: [...supportQueries.feedbackAll(), 'info', id],
      queryFn: ({ signal }) => mallClient().feedback.info({ id }, { signal }),
      staleTime: 0,
    }),
  /** One complaint with its status and processing result; read again on every open. */
  complaint: (id: number) =>
    queryOptions({
      queryKey: [...supportQueries.complaintAll(), 'info', id],
      queryFn: ({ signal }) => mallClient().complaint.info({ id }, { signal }),
      staleTime: 0,
    }),
};

/** After a feedback was sent: the lists and details read it again. */
export function refreshFeedback(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: supportQueries.feedbackAll() });
}

/** After a complaint was sent: the lists and details read it again. */
export function refreshComplaints(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: supportQueries.complaintAll() });
}
