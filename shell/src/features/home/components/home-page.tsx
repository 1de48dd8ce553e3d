import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { RemoteLoading, RemoteMount } from '../../../federation/remote-mount';
import type { RemoteModuleId } from '../../../federation/remote-modules';
import { HeaderChips } from './header-chips';
import { Hero } from './hero';
import { MvpList } from './mvp-list';
import { NewsGrid } from './news-grid';
import { PromoCarousel } from './promo-carousel';
import { SignUpCall } from './sign-up-call';
import { WhenNear } from './when-near';

/** A remote's section; below the first screen (`later`), it loads when the fan scrolls near it. */
function RemoteSection({
  id,
  module,
  later = false,
}: {
  id: string;
  module: RemoteModuleId;
  later?: boolean;
}) {
  return (
    <section id={id} data-testid={`home-section-${id}`}>
      {later ? (
        <WhenNear fallback={<RemoteLoading />}>
          <RemoteMount id={module} />
        </WhenNear>
      ) : (
        <RemoteMount id={module} />
      )}
    </section>
  );
}

/** docs/product.md section 1's landing order. */
export function HomePage() {
  return (
    <Container sx={{ py: 3 }}>
      <Stack spacing={4}>
        <section id="home">
          <Hero />
          <HeaderChips />
        </section>
        <PromoCarousel />
        {/* Drawn with the first screen, also by the server: app/remote-pages.ts HOME_FIRST_SCREEN names it. */}
        <RemoteSection id="fanspick" module="mfe_fanspick/HomeSection" />
        <RemoteSection id="fanfunding" module="mfe_fanfunding/HomeSection" later />
        <RemoteSection id="events" module="mfe_events/HomeSection" later />
        <MvpList />
        <NewsGrid />
        <SignUpCall />
      </Stack>
    </Container>
  );
}
