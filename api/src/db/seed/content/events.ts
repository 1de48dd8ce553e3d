import type { EventCategory } from '@fanhub/contract';

/**
 * Events seed: every category, free / paid / partner prices; capacity 3 events end up sold out; `endedDaysAgo`
 * events are moved into the past after fans signed up (they show as ended).
 */
export const EVENT_SEED: {
  title: string;
  category: EventCategory;
  inDays: number;
  time: string;
  location: string;
  price: number;
  partnerLink?: string;
  capacity?: number;
  highlight?: 'popular';
  endedDaysAgo?: number;
  description: string;
}[] = [
  {
    title: 'LUMINA "Prism" Online Concert Watch Party',
    category: 'Watch Party',
    inDays: 10,
    endedDaysAgo: 6,
    time: '18:00 WIB',
    location: 'Kopi Kenangan Senopati, Jakarta',
    price: 0,
    description:
      "Nonton bareng konser online LUMINA minggu lalu. / Last week's watch party of LUMINA's online concert.",
  },
  {
    title: 'NOVA World Tour "Starfall" Jakarta',
    category: 'Concert',
    inDays: 40,
    time: '19:00 WIB',
    location: 'Indonesia Arena, Jakarta',
    price: 0,
    partnerLink: 'https://tickets.fanhub.example/nova-starfall-jakarta',
    highlight: 'popular',
    description:
      "Konser pertama NOVA di Indonesia. Tiket dijual oleh partner resmi. / NOVA's first concert in Indonesia. Tickets are sold by the official partner.",
  },
  {
    title: 'LUMINA "Prism" Live in Surabaya',
    category: 'Concert',
    inDays: 55,
    time: '18:30 WIB',
    location: 'Grand City Convex, Surabaya',
    price: 0,
    partnerLink: 'https://tickets.fanhub.example/lumina-prism-surabaya',
    description: "Tur Asia LUMINA singgah di Surabaya. / LUMINA's Asia tour stops in Surabaya.",
  },
  {
    title: 'ORBIT Mini Concert for Fans',
    category: 'Concert',
    inDays: 25,
    time: '16:00 WIB',
    location: 'Tennis Indoor Senayan, Jakarta',
    price: 300,
    capacity: 3,
    highlight: 'popular',
    description:
      'Konser mini khusus member fanhub, kursi sangat terbatas. / A mini concert for fanhub members only, very limited seats.',
  },
  {
    title: 'Fan Meeting Haneul "Sky Letter"',
    category: 'Fan Meeting',
    inDays: 30,
    time: '14:00 WIB',
    location: 'The Kasablanka Hall, Jakarta',
    price: 250,
    capacity: 200,
    highlight: 'popular',
    description:
      'Sesi tanya jawab, games dan hi-touch bersama Haneul. / Q&A, games and hi-touch with Haneul.',
  },
  {
    title: 'HANA-7 Fan Sign Bandung',
    category: 'Fan Meeting',
    inDays: 20,
    time: '13:00 WIB',
    location: 'Trans Studio Mall, Bandung',
    price: 150,
    capacity: 3,
    description: 'Fan sign untuk 3 fans beruntung. / A fan sign for 3 lucky fans.',
  },
  {
    title: 'Velvet Moon Fan Party',
    category: 'Fan Meeting',
    inDays: 45,
    time: '15:00 WIB',
    location: 'Hartono Mall, Yogyakarta',
    price: 0,
    description:
      'Pesta fans gratis dengan random dance dan quiz. / A free fan party with random dance and quizzes.',
  },
  {
    title: 'Nobar MV Premiere NOVA "Starfall"',
    category: 'Watch Party',
    inDays: 8,
    time: '17:00 WIB',
    location: 'CGV Grand Indonesia, Jakarta',
    price: 0,
    capacity: 150,
    description:
      'Nonton bareng premiere MV di layar bioskop. / Watch the MV premiere together on a cinema screen.',
  },
  {
    title: 'Watch Party Music Awards 2026',
    category: 'Watch Party',
    inDays: 15,
    time: '18:00 WIB',
    location: 'Kopi Kenangan Hall, Bandung',
    price: 50,
    capacity: 80,
    description:
      'Nobar acara penghargaan musik dengan doorprize. / Watch the music awards together, with door prizes.',
  },
  {
    title: 'Drama Night: Taeyang "Blue Hour"',
    category: 'Watch Party',
    inDays: 12,
    time: '19:30 WIB',
    location: 'Online (Zoom)',
    price: 0,
    description:
      "Nonton bareng episode terakhir drama Taeyang. / Watch the final episode of Taeyang's drama together.",
  },
  {
    title: 'K-Wave Festival Jakarta 2026',
    category: 'Festival',
    inDays: 60,
    time: '10:00 WIB',
    location: 'JIExpo Kemayoran, Jakarta',
    price: 0,
    partnerLink: 'https://tickets.fanhub.example/k-wave-festival-2026',
    highlight: 'popular',
    description:
      'Festival dua hari: konser, kuliner Korea dan booth merchandise. / A two-day festival: concerts, Korean food and merchandise booths.',
  },
  {
    title: 'Hallyu Culture Day Medan',
    category: 'Festival',
    inDays: 35,
    time: '09:00 WIB',
    location: 'Lapangan Merdeka, Medan',
    price: 0,
    description:
      'Festival budaya Korea gratis untuk keluarga. / A free Korean culture festival for families.',
  },
  {
    title: 'Random Play Dance Festival',
    category: 'Festival',
    inDays: 28,
    time: '13:00 WIB',
    location: 'Pakuwon Mall, Surabaya',
    price: 100,
    capacity: 120,
    description:
      'Kompetisi random play dance dengan hadiah total 10.000 Koin. / A random play dance contest with 10,000 coins in prizes.',
  },
];
