import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { BannerCarousel, CAROUSEL_INTERVAL_MS } from './banner-carousel';

const banners = ['one', 'two', 'three'].map((id) => ({
  _id: id,
  image: `/${id}.png`,
  title: `Banner ${id}`,
  link: `/${id}`,
}));
const current = () =>
  screen
    .getAllByRole('button', { name: /^Banner \d/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('advances every 5 seconds and wraps around', () => {
  renderWithProviders(<BannerCarousel banners={banners} />);
  expect(current()).toBe(0);
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
  expect(current()).toBe(1);
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
  expect(current()).toBe(0);
});

it('moves with previous / next and jumps with the dots', () => {
  renderWithProviders(<BannerCarousel banners={banners} />);
  fireEvent.click(screen.getByRole('button', { name: 'Sebelumnya / Previous' }));
  expect(current()).toBe(2);
  fireEvent.click(screen.getByRole('button', { name: 'Berikutnya / Next' }));
  expect(current()).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Banner 2 / Banner 2' }));
  expect(current()).toBe(1);
});

it('changes slide on a swipe longer than 60 px, and not on a shorter one', () => {
  renderWithProviders(<BannerCarousel banners={banners} />);
  const region = screen.getByRole('region');
  const swipe = (from: number, to: number) => {
    fireEvent.touchStart(region, { touches: [{ clientX: from }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: to }] });
  };
  swipe(200, 150);
  expect(current()).toBe(0);
  swipe(200, 130);
  expect(current()).toBe(1);
  swipe(100, 170);
  expect(current()).toBe(0);
});

it('opens a banner and shows nothing without banners', () => {
  const onOpen = jest.fn();
  const { container, rerender } = renderWithProviders(<BannerCarousel banners={banners} onOpen={onOpen} />);
  fireEvent.click(screen.getByAltText('Banner one'));
  expect(onOpen).toHaveBeenCalledWith(banners[0]);
  rerender(<BannerCarousel banners={[]} />);
  expect(container.querySelector('[role="region"]')).toBeNull();
});
