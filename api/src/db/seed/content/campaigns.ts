/** Fan Funding seed: `status` says what the seed makes of it (completed: target date moved into the past). */
export const CAMPAIGN_SEED: {
  title: string;
  description: string;
  targetCoins: number;
  days: number;
  status: 'active' | 'trending' | 'completed';
}[] = [
  {
    title: 'Billboard Anniversary 5 Tahun NOVA / NOVA 5th Anniversary Billboard',
    description:
      'Billboard raksasa di Jakarta untuk merayakan lima tahun NOVA. / A giant Jakarta billboard celebrating five years of NOVA.',
    targetCoins: 20000,
    days: 30,
    status: 'trending',
  },
  {
    title: 'Subway Ad Ulang Tahun Haneul / Haneul Birthday Subway Ad',
    description: 'Iklan di MRT Jakarta selama dua minggu. / Ads on the Jakarta MRT for two weeks.',
    targetCoins: 8000,
    days: 21,
    status: 'trending',
  },
  {
    title: "Donasi Banjir atas Nama LUMINA / Flood Relief in LUMINA's Name",
    description:
      "Bantuan logistik untuk korban banjir, atas nama fandom Lumiere. / Relief supplies for flood victims, in the Lumiere fandom's name.",
    targetCoins: 15000,
    days: 14,
    status: 'trending',
  },
  {
    title: "Coffee Truck Syuting Drama Taeyang / Coffee Truck for Taeyang's Drama Shoot",
    description:
      'Kopi hangat untuk Taeyang dan kru di lokasi syuting. / Hot coffee for Taeyang and the crew on set.',
    targetCoins: 5000,
    days: 10,
    status: 'trending',
  },
  {
    title: 'Album Donation HANA-7 untuk Sekolah / HANA-7 Album Donation to Schools',
    description:
      'Album dan buku musik untuk 20 sekolah di Jawa Barat. / Albums and music books for 20 schools in West Java.',
    targetCoins: 6000,
    days: 45,
    status: 'active',
  },
  {
    title: 'Fan Meeting Banner Velvet Moon / Velvet Moon Fan Meeting Banners',
    description:
      'Slogan dan banner untuk fan meeting di Surabaya. / Slogans and banners for the Surabaya fan meeting.',
    targetCoins: 3000,
    days: 25,
    status: 'active',
  },
  {
    title: 'Hadiah Ulang Tahun Jiwon / Jiwon Birthday Gift',
    description:
      'Hadiah bersama dari fans Indonesia, dikirim lewat agensi. / A joint gift from Indonesian fans, sent through the agency.',
    targetCoins: 4000,
    days: 18,
    status: 'active',
  },
  {
    title: 'Proyek Streaming Comeback ORBIT / ORBIT Comeback Streaming Project',
    description:
      'Akun streaming premium untuk fans yang membutuhkan. / Premium streaming accounts for fans who need them.',
    targetCoins: 7000,
    days: 40,
    status: 'active',
  },
  {
    title: 'Rice Wreath Konser LUMINA / LUMINA Concert Rice Wreath',
    description:
      'Karangan beras yang kemudian didonasikan ke panti asuhan. / A rice wreath later donated to an orphanage.',
    targetCoins: 2500,
    days: 12,
    status: 'active',
  },
  {
    title: 'Cup Sleeve Event NOVA di Bandung / NOVA Cup Sleeve Event in Bandung',
    description: 'Event cup sleeve gratis untuk 500 fans. / A free cup sleeve event for 500 fans.',
    targetCoins: 3500,
    days: 35,
    status: 'active',
  },
  {
    title: 'Iklan Koran Debut HANA-7 / HANA-7 Debut Newspaper Ad',
    description: 'Satu halaman penuh di koran nasional. / A full page in a national newspaper.',
    targetCoins: 4000,
    days: 20,
    status: 'completed',
  },
  {
    title: "Donasi Panti Asuhan atas Nama Minseo / Orphanage Donation in Minseo's Name",
    description: 'Kebutuhan harian untuk 60 anak. / Daily necessities for 60 children.',
    targetCoins: 5000,
    days: 15,
    status: 'completed',
  },
  {
    title: 'LED Truck Comeback NOVA / NOVA Comeback LED Truck',
    description:
      'Truk LED keliling Jakarta di hari comeback. / An LED truck touring Jakarta on comeback day.',
    targetCoins: 6000,
    days: 10,
    status: 'completed',
  },
  {
    title: 'Photobook Fans LUMINA / LUMINA Fan Photobook',
    description: 'Photobook karya fans, dicetak 300 eksemplar. / A fan-made photobook, 300 copies printed.',
    targetCoins: 3000,
    days: 25,
    status: 'completed',
  },
];
