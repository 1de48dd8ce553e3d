import type { BANNER_TYPES } from '@fanhub/contract';

export const NEWS_SEED = [
  {
    title: 'NOVA Umumkan Tur Dunia "Starfall" / NOVA Announces "Starfall" World Tour',
    author: 'Redaksi fanhub',
    daysAgo: 1,
  },
  {
    title: 'LUMINA Puncaki Chart Mingguan / LUMINA Tops the Weekly Chart',
    author: 'Dina Pratiwi',
    daysAgo: 2,
  },
  {
    title: 'HANA-7 Pecahkan Rekor Penjualan Album Debut / HANA-7 Breaks Debut Album Sales Record',
    author: 'Redaksi fanhub',
    daysAgo: 3,
  },
  {
    title: 'Taeyang Bintangi Drama Baru "Blue Hour" / Taeyang Stars in New Drama "Blue Hour"',
    author: 'Rizky Aditya',
    daysAgo: 5,
  },
  {
    title: 'Velvet Moon Siap Gelar Fan Meeting di Indonesia / Velvet Moon Set for Indonesian Fan Meeting',
    author: 'Dina Pratiwi',
    daysAgo: 6,
  },
  {
    title: 'ORBIT Rilis Teaser "Gravity" / ORBIT Drops "Gravity" Teaser',
    author: 'Redaksi fanhub',
    daysAgo: 8,
  },
  {
    title: 'Daftar Nominasi Music Awards 2026 / Music Awards 2026 Nominees',
    author: 'Rizky Aditya',
    daysAgo: 10,
  },
  {
    title: 'Tips Hemat Koin untuk Musim Comeback / Saving Coins for Comeback Season',
    author: 'Tim fanhub',
    daysAgo: 12,
  },
  {
    title: 'Fandom Indonesia Galang Donasi Banjir / Indonesian Fandoms Raise Flood Relief',
    author: 'Redaksi fanhub',
    daysAgo: 14,
  },
];

export const NEWS_SITE = 'https://chart.fanhub.example';

export const BANNER_SEED: { type: (typeof BANNER_TYPES)[number]; title: string; link: string }[] = [
  { type: 'promotional', title: 'Top Up Koin, Bonus Hingga 20% / Top Up Coins, Up to 20% Bonus', link: '/' },
  { type: 'promotional', title: 'NOVA World Tour Jakarta', link: '/events' },
  { type: 'promotional', title: 'Fans Pick: Best Vocalist 2026', link: '/fanspick' },
  {
    type: 'fanspick',
    title: "Vote Proyek Ulang Tahun Idolmu / Vote for Your Idol's Birthday Project",
    link: '/fanspick',
  },
  { type: 'fanspick', title: 'Comeback Support Season', link: '/fanspick' },
  { type: 'voting', title: 'Fan Awards 2026', link: '/fanspick' },
  { type: 'voting', title: 'Setiap Koin adalah Suara / Every Coin Is a Vote', link: '/fanspick' },
  { type: 'fanFunding', title: 'Wujudkan Proyek Fandom / Make Fandom Projects Happen', link: '/fanfunding' },
  { type: 'fanFunding', title: 'NOVA 5th Anniversary Billboard', link: '/fanfunding' },
  { type: 'event', title: 'Event K-Pop Bulan Ini / K-Pop Events This Month', link: '/events' },
  { type: 'event', title: 'K-Wave Festival Jakarta 2026', link: '/events' },
];

export const SEO_SEED = {
  metaTitle: 'fanhub: Koin, Fans Pick, Fan Funding & Event K-Pop',
  metaDescription:
    'Dukung idolmu dengan Koin: vote proyek Fans Pick, danai kampanye fans dan daftar event K-pop. / Support your idols with coins: vote in Fans Pick, fund fan campaigns and join K-pop events.',
  keywords: ['kpop', 'fanhub', 'koin', 'fans pick', 'fan funding', 'event kpop', 'voting idol'],
  ogTitle: 'fanhub: rumah fans K-pop / home of K-pop fans',
  ogDescription:
    'Vote, danai dan rayakan idolmu bersama fans lainnya. / Vote, fund and celebrate your idols with fellow fans.',
  twitterTitle: 'fanhub',
  twitterDescription:
    'Koin, Fans Pick, Fan Funding dan event K-pop. / Coins, Fans Pick, Fan Funding and K-pop events.',
};

/** Seed fans who vote, support and sign up, so rankings and MVPs have people in them. */
export const FAN_SEED = [
  { fullName: 'Kim Minji', email: 'minji@fanhub.id', phone: '081200000001', gender: 'Wanita' },
  { fullName: 'Putri Ayu', email: 'putri@fanhub.id', phone: '081200000002', gender: 'Wanita' },
  { fullName: 'Rizky Pratama', email: 'rizky@fanhub.id', phone: '081200000003', gender: 'Pria' },
  { fullName: 'Siti Nurhaliza', email: 'siti@fanhub.id', phone: '081200000004', gender: 'Wanita' },
  { fullName: 'Dimas Saputra', email: 'dimas@fanhub.id', phone: '081200000005', gender: 'Pria' },
  { fullName: 'Alex Tan', email: 'alex@fanhub.id', phone: '081200000006', gender: 'Lainnya' },
] as const;
export const FAN_PASSWORD = 'fanhub123';
export const FAN_STARTING_COINS = 3000;

export const CHEERS = [
  'Semangat terus! / Keep going!',
  'Untuk idol tersayang 💙 / For our beloved idol 💙',
  'Fighting!',
  '',
  'Bangga jadi fans / Proud to be a fan',
  'Semoga tercapai! / Hope we make it!',
];
