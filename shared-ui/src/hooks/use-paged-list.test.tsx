import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList, type Page } from './use-paged-list';

type Item = { _id: string; filter: string };
const pages: Record<string, Item[][]> = {
  all: [
    [
      { _id: 'a', filter: 'all' },
      { _id: 'b', filter: 'all' },
    ],
    [
      { _id: 'b', filter: 'all' },
      { _id: 'c', filter: 'all' },
    ],
  ],
  trending: [[{ _id: 't', filter: 'trending' }]],
};
const loadPage = jest.fn(async (page: number, filter: string): Promise<Page<Item>> => ({
  items: pages[filter]![page - 1] ?? [],
  totalPages: pages[filter]!.length,
}));

it('appends the next page without repeating items, and stops at the last page', async () => {
  const { result } = renderHook(() => usePagedList(loadPage, 'all'));
  await waitFor(() => expect(result.current.items.map((i) => i._id)).toEqual(['a', 'b']));
  expect(result.current.hasMore).toBe(true);
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items.map((i) => i._id)).toEqual(['a', 'b', 'c']));
  expect(result.current.hasMore).toBe(false);
  expect(result.current.page).toBe(2);
});

it('starts over at page 1 with an empty list when the filter changes', async () => {
  const { result, rerender } = renderHook(({ filter }) => usePagedList(loadPage, filter), {
    initialProps: { filter: 'all' },
  });
  await waitFor(() => expect(result.current.items).toHaveLength(2));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.page).toBe(2));
  rerender({ filter: 'trending' });
  expect(result.current.items).toEqual([]);
  expect(result.current.page).toBe(1);
  await waitFor(() => expect(result.current.items.map((i) => i._id)).toEqual(['t']));
});

it('reports a failed page and loads it again on retry', async () => {
  const failing = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ items: [{ _id: 'x' }], totalPages: 1 });
  const { result } = renderHook(() => usePagedList(failing, 'all'));
  await waitFor(() => expect(result.current.error?.message).toBe('offline'));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.items).toEqual([{ _id: 'x' }]));
});
