import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '@fanhub/shared-ui';
import type { ReactNode } from 'react';
import { SITE } from '../../../config/site';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const Text = ({ children }: { children: ReactNode }) => <Typography variant="body1">{children}</Typography>;

/**
 * `/fair-play`: the rules every fan plays by, how anyone can check the totals, and how to report cheating
 * (docs/fair-play.md is the operators' side of the same rules).
 */
export function FairPlayPage() {
  const report = `mailto:${SITE.contact.email}?subject=${encodeURIComponent('Laporan fair play / Fair play report')}`;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={4}>
        <Typography variant="h4" component="h1">
          Fair play
        </Typography>
        <Text>
          {t(
            'Vote fans menentukan penghargaan dan billboard. Karena itu setiap Koin harus datang dari fans asli, mengikuti aturan yang sama, dan bisa dicek siapa saja.',
            'Fans’ votes decide awards and billboards, so every coin must come from a real fan, follow the same rules, and be checkable by anyone.',
          )}
        </Text>
        <Part title={t('Fans asli, bukan bot', 'Real fans, no bots')}>
          <Text>
            {t(
              'Setiap akun mengonfirmasi emailnya dengan kode 6 angka sebelum bisa vote, mendukung campaign atau ikut event. Sebelum itu kamu tetap bisa melihat-lihat dan top up.',
              'Every account confirms its email with a 6-digit code before it can vote, support a campaign or join an event. Until then you can still browse and top up.',
            )}
          </Text>
          <Text>
            {t(
              'Pendaftaran, reset password, dan masuk setelah beberapa kali gagal memakai pemeriksaan anti-bot ALTCHA: browsermu mengerjakan hitungan kecil secara otomatis. Tanpa teka-teki gambar, tanpa layanan pihak ketiga, tanpa pelacakan.',
              'Registration, password reset, and signing in after several failures use the ALTCHA anti-bot check: your browser solves a small computation by itself. No image puzzle, no third-party service, no tracking.',
            )}
          </Text>
        </Part>
        <Part title={t('Aturan setiap voting', 'Every voting’s rules')}>
          <Text>
            {t(
              'Setiap voting menampilkan aturannya di halamannya: kapan dibuka dan ditutup (waktu Jakarta, WIB), berapa Koin per fan per hari dan per voting, dan apakah satu fan boleh vote untuk beberapa project. Server yang menegakkannya, di dalam transaksi vote itu sendiri: vote yang melebihi batas ditolak dengan pesan yang menyebut batasnya dan kapan direset (tengah malam WIB).',
              'Every voting shows its rules on its page: when it opens and closes (Jakarta time, WIB), how many coins a fan may give per day and per voting, and whether a fan may vote for several projects. The server enforces them inside the vote itself: a vote beyond a limit is refused with a message that says the limit and when it resets (midnight WIB).',
            )}
          </Text>
        </Part>
        <Part title={t('Cek sendiri', 'Check it yourself')}>
          <Text>
            {t(
              'Setiap total project punya halaman “Cek transparansi”: browsermu memeriksa setiap Koin yang masuk terhadap rantai segel buku besar. Vote yang dibatalkan tidak dihapus: pembatalannya tercatat sebagai transfer balik dan tetap terlihat di sana.',
              'Every project’s total has a “Verify this tally” page: your browser checks every coin it counts against the ledger’s chain of seals. Voided votes are never deleted: their voiding is recorded as a reversing transfer and stays visible there.',
            )}
          </Text>
        </Part>
        <Part title={t('Pembatalan vote', 'Voided votes')}>
          <Text>
            {t(
              'Sistem kami menandai pola mencurigakan (banyak akun baru dari satu alamat atau perangkat, satu kartu untuk banyak akun, vote dengan interval seperti mesin) untuk diperiksa moderator; tanda saja tidak memblokir siapa pun. Jika moderator memastikan kecurangan, vote akun-akun itu dibatalkan dan halaman voting menampilkan pemberitahuan: kapan, berapa vote dan Koin, dan alasannya. Koinnya dikembalikan ke akun atau disita, sesuai aturan voting itu.',
              'Our system flags suspicious patterns (many new accounts from one address or device, one card topping up many accounts, votes at machine-like intervals) for moderators to look at; a flag alone blocks nobody. When moderators confirm cheating, those accounts’ votes are voided and the voting’s page shows a notice: when, how many votes and coins, and why. The coins go back to the accounts or are forfeited, as that voting’s rules say.',
            )}
          </Text>
        </Part>
        <Part title={t('Laporkan kecurangan', 'Report cheating')}>
          <Text>
            {t(
              'Lihat jual-beli vote, akun palsu atau skrip? Kirim email ke ',
              'Seen vote-buying, fake accounts or scripts? Email ',
            )}
            <Link href={report}>{SITE.contact.email}</Link>
            {t(
              ' dengan link voting, nama akun, dan buktinya (tangkapan layar, link). Moderator membaca setiap laporan.',
              ' with the voting’s link, the account names and your evidence (screenshots, links). Moderators read every report.',
            )}
          </Text>
        </Part>
      </Stack>
    </Container>
  );
}
