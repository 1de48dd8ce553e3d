import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render';
import { AmountStepper, parseAmount } from './amount-stepper';
import { FilterChips } from './filter-chips';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './image-with-fallback';
import { ProgressBar } from './progress-bar';
import { badgeFor } from './ranking-badge';
import { StatusBadge } from './status-badge';

describe('AmountStepper', () => {
  it('keeps digits only and turns an empty field into 1', () => {
    expect(parseAmount('1a5')).toBe(15);
    expect(parseAmount('')).toBe(1);
    expect(parseAmount('abc')).toBe(1);
    expect(parseAmount('0')).toBe(1);
    expect(parseAmount('007')).toBe(7);
  });

  it('steps by one and disables minus at 1', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<AmountStepper value={10} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah / Increase' }));
    expect(onChange).toHaveBeenLastCalledWith(11);
    fireEvent.click(screen.getByRole('button', { name: 'Kurangi / Decrease' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
    fireEvent.change(screen.getByRole('textbox', { name: 'Koin' }), { target: { value: '2x5' } });
    expect(onChange).toHaveBeenLastCalledWith(25);
    rerender(<AmountStepper value={1} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Kurangi / Decrease' })).toBeDisabled();
  });

  function Spending() {
    const [amount, setAmount] = useState(10);
    return (
      <>
        <AmountStepper value={amount} onChange={setAmount} />
        <output>{amount}</output>
      </>
    );
  }

  it('lets the fan clear the field and type 7, and shows the minimum only when the field is left', () => {
    renderWithProviders(<Spending />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Koin' });
    field.focus();
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    fireEvent.change(field, { target: { value: '7' } });
    expect(field.value).toBe('7');
    expect(screen.getByRole('status')).toHaveTextContent('7');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah / Increase' }));
    expect(field.value).toBe('2');
  });
});

describe('StatusBadge', () => {
  it('labels each kind as the product says and falls back for unknown statuses', () => {
    renderWithProviders(
      <>
        <StatusBadge kind="voting" status="trending" />
        <StatusBadge kind="voting" status="mystery" />
        <StatusBadge kind="campaign" status="completed" />
        <StatusBadge kind="event" status="sold-out" />
      </>,
    );
    expect(screen.getByText('Trending')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    // Both forms of a campaign's badge are drawn; the screen's width shows one (a phone's is Indonesian).
    expect(screen.getByText('Selesai / Completed')).toHaveClass('full-label');
    expect(screen.getByText('Selesai')).toHaveClass('phone-label');
    expect(screen.getByText('Habis / Sold Out')).toBeInTheDocument();
  });
});

describe('ProgressBar', () => {
  it('shows the percent with 2 decimals and caps the bar at 100', () => {
    renderWithProviders(<ProgressBar collected={150} target={100} />);
    expect(screen.getByText('150.00%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('FilterChips', () => {
  it('marks the chosen filter and reports clicks', () => {
    const onChange = jest.fn();
    const items = [
      { key: 'all', labelEn: 'All', labelId: 'Semua' },
      { key: 'trending', labelEn: 'Trending', labelId: 'Trending' },
    ];
    renderWithProviders(<FilterChips items={items} value="all" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Semua / All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Trending' }));
    expect(onChange).toHaveBeenCalledWith('trending');
  });
});

describe('ImageWithFallback', () => {
  it('shows the placeholder when the image fails or is missing', () => {
    renderWithProviders(
      <>
        <ImageWithFallback src="/broken.png" alt="broken" sizes="100vw" width={2} height={1} />
        <ImageWithFallback src={null} alt="missing" sizes="100vw" width={2} height={1} />
      </>,
    );
    const broken = screen.getByAltText('broken');
    expect(broken).toHaveAttribute('src', '/broken.png');
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(screen.getByAltText('missing')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});

describe('ranking badges', () => {
  it('orders Top FansPicker crown, star, award and MVPs crown, award, star; trophies after', () => {
    expect([1, 2, 3, 4, 9].map((rank) => badgeFor(rank, 'fanspicker'))).toEqual([
      'crown',
      'star',
      'award',
      'trophy',
      'trophy',
    ]);
    expect([1, 2, 3, 4].map((rank) => badgeFor(rank, 'mvp'))).toEqual(['crown', 'award', 'star', 'trophy']);
  });
});
