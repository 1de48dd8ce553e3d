import { AppProviders } from '@fanhub/shared-ui';
import { render, screen } from '@testing-library/react';
import { campaign } from '../../../testing/campaigns';
import { CampaignPromise } from './campaign-promise';

const shown = (overrides: Parameters<typeof campaign>[0]) =>
  render(
    <AppProviders>
      <CampaignPromise campaign={campaign(overrides)} />
    </AppProviders>,
  );

it('says nothing of an ordinary campaign', () => {
  const { container } = shown({});
  expect(container).toBeEmptyDOMElement();
});

it('tells fans before they support that an all-or-nothing campaign returns their coins if it falls short', () => {
  shown({ refundIfShort: true });
  expect(screen.getByTestId('campaign-all-or-nothing')).toHaveTextContent(
    'Semua atau tidak sama sekali: jika target tidak tercapai, koinmu dikembalikan / All or nothing: if the target is not reached, your coins come back to you',
  );
});

it('says when the coins went back, and when and how many were paid out', () => {
  shown({ refundIfShort: true, refundedAt: '2026-12-25T10:00:00.000Z' });
  expect(screen.getByTestId('campaign-refunded')).toHaveTextContent(/dikembalikan pada .*went back on/);
  shown({ settlement: { settledAt: '2026-12-30T10:00:00.000Z', coins: 4200 } });
  expect(screen.getByTestId('campaign-settled')).toHaveTextContent(/4200 Koin.*4200 coins/);
});
