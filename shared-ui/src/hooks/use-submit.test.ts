import { act, renderHook } from '@testing-library/react';
import { useSubmit } from './use-submit';

it('is busy while the action runs and answers what it answered', async () => {
  const { result } = renderHook(() => useSubmit());
  let finish!: (value: string) => void;
  const onFailure = jest.fn();
  let answer: Promise<string | undefined>;
  act(() => {
    answer = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)), onFailure);
  });
  expect(result.current.busy).toBe(true);
  await act(async () => finish('saved'));
  expect(await answer!).toBe('saved');
  expect(result.current.busy).toBe(false);
  expect(onFailure).not.toHaveBeenCalled();
});

it('hands a failure to onFailure instead of throwing, and is no longer busy', async () => {
  const { result } = renderHook(() => useSubmit());
  const refusal = new Error('Email sudah terdaftar / Email already registered');
  const onFailure = jest.fn();
  let answer: string | undefined = 'untouched';
  await act(async () => {
    answer = await result.current.run(() => Promise.reject(refusal), onFailure);
  });
  expect(answer).toBeUndefined();
  expect(onFailure).toHaveBeenCalledWith(refusal);
  expect(result.current.busy).toBe(false);
});
