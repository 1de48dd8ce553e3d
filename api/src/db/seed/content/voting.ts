/** Fans Pick seed: 3 categories x 4 votings x 3 projects; the last voting of each category ends up completed. */
interface VotingTemplate {
  category: string;
  votings: { idol: string; title: string; trending?: boolean }[];
  projects: (idol: string) => { title: string; description: string; targetVotes: number }[];
  description: (idol: string) => string;
}

export const VOTING_SEED: VotingTemplate[] = [
  {
    category: 'Ulang Tahun Idol / Idol Birthday',
    votings: [
      { idol: 'Jiwon (NOVA)', title: 'Proyek Ulang Tahun Jiwon / Jiwon Birthday Project', trending: true },
      { idol: 'Haneul (LUMINA)', title: 'Proyek Ulang Tahun Haneul / Haneul Birthday Project' },
      { idol: 'Taeyang (ORBIT)', title: 'Proyek Ulang Tahun Taeyang / Taeyang Birthday Project' },
      { idol: 'Minseo (Velvet Moon)', title: 'Proyek Ulang Tahun Minseo / Minseo Birthday Project' },
    ],
    description: (idol) =>
      `Pilih cara fandom merayakan ulang tahun ${idol}. Proyek dengan vote terbanyak kita wujudkan bersama. / Choose how the fandom celebrates ${idol}'s birthday. The project with the most votes is the one we make happen together.`,
    projects: (idol) => [
      {
        title: `Iklan LED di Stasiun Gangnam untuk ${idol} / Gangnam Station LED ad for ${idol}`,
        description: 'Layar LED 30 hari di pintu keluar utama. / A 30-day LED screen at the main exit.',
        targetVotes: 5000,
      },
      {
        title: `Kafe Ulang Tahun ${idol} di Jakarta / ${idol} birthday cafe in Jakarta`,
        description:
          'Tiga hari kafe bertema dengan cup sleeve dan photocard. / Three days of a themed cafe with cup sleeves and photocards.',
        targetVotes: 3000,
      },
      {
        title: `Donasi Pohon atas Nama ${idol} / Tree donation in ${idol}'s name`,
        description:
          '1.000 bibit mangrove ditanam di pesisir Jakarta. / 1,000 mangrove seedlings planted on the Jakarta coast.',
        targetVotes: 2500,
      },
    ],
  },
  {
    category: 'Comeback',
    votings: [
      {
        idol: 'NOVA',
        title: 'Dukungan Comeback NOVA "Starfall" / NOVA "Starfall" Comeback Support',
        trending: true,
      },
      { idol: 'LUMINA', title: 'Dukungan Comeback LUMINA "Prism" / LUMINA "Prism" Comeback Support' },
      { idol: 'HANA-7', title: 'Dukungan Comeback HANA-7 "Bloom" / HANA-7 "Bloom" Comeback Support' },
      { idol: 'ORBIT', title: 'Dukungan Comeback ORBIT "Gravity" / ORBIT "Gravity" Comeback Support' },
    ],
    description: (idol) =>
      `Comeback ${idol} sebentar lagi! Vote proyek dukungan favoritmu. / ${idol}'s comeback is near! Vote for your favourite support project.`,
    projects: (idol) => [
      {
        title: `Billboard Comeback ${idol} di Bundaran HI / ${idol} comeback billboard at Bundaran HI`,
        description: 'Billboard digital selama minggu comeback. / A digital billboard for comeback week.',
        targetVotes: 6000,
      },
      {
        title: `Streaming Party ${idol} / ${idol} streaming party`,
        description: 'Sesi streaming bersama untuk MV baru. / A group streaming session for the new MV.',
        targetVotes: 2000,
      },
      {
        title: `Food Truck untuk Syuting Musik ${idol} / Food truck for ${idol}'s music show`,
        description: 'Kopi dan camilan untuk idol dan kru. / Coffee and snacks for the idols and crew.',
        targetVotes: 4000,
      },
    ],
  },
  {
    category: 'Penghargaan Fans / Fan Awards',
    votings: [
      { idol: 'Vokalis Terbaik', title: 'Vokalis Terbaik 2026 / Best Vocalist 2026' },
      {
        idol: 'Koreografi Terbaik',
        title: 'Koreografi Terbaik 2026 / Best Choreography 2026',
        trending: true,
      },
      { idol: 'Rookie Terbaik', title: 'Rookie Terbaik 2026 / Best Rookie 2026' },
      { idol: 'Lagu Terbaik', title: 'Lagu Terbaik 2026 / Song of the Year 2026' },
    ],
    description: (award) =>
      `Penghargaan pilihan fans: ${award}. Pemenang diumumkan di akhir periode voting. / Fans' choice award: ${award}. The winner is announced when voting closes.`,
    projects: () => [
      {
        title: 'NOVA',
        description: 'Nominasi dari fandom Stardust. / Nominated by the Stardust fandom.',
        targetVotes: 8000,
      },
      {
        title: 'LUMINA',
        description: 'Nominasi dari fandom Lumiere. / Nominated by the Lumiere fandom.',
        targetVotes: 8000,
      },
      {
        title: 'HANA-7',
        description: 'Nominasi dari fandom Petal. / Nominated by the Petal fandom.',
        targetVotes: 8000,
      },
    ],
  },
];
