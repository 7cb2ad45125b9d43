import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Lokasi Global',
  description:
    'Kantor pusat kami di Jakarta dan kantor di Kuala Lumpur serta Singapura, dengan layanan jarak jauh bagi klien di Asia Tenggara dan sekitarnya.',
  tableHeading: 'Kantor dan cakupan layanan kami',
  table: {
    caption:
      'Kantor Meridian dan cakupan layanan jarak jauh menurut lokasi, beserta layanan yang dipimpin dari setiap lokasi dan zona waktunya',
    columns: ['Lokasi', 'Negara', 'Peran dan layanan', 'Zona waktu'],
    rows: [
      ['Jakarta (kantor pusat)', 'Indonesia', 'Kantor pusat, pengembangan perangkat lunak, dan service desk 24/7 kami', 'WIB (UTC+7)'],
      ['Kuala Lumpur', 'Malaysia', 'Rekayasa cloud, data dan AI, serta layanan klien untuk Malaysia', 'MYT (UTC+8)'],
      ['Singapura', 'Singapura', 'Keamanan siber, kemitraan regional, dan klien korporasi', 'SGT (UTC+8)'],
      [
        'Layanan jarak jauh di Asia Tenggara',
        'Thailand, Vietnam, Filipina, dan Brunei',
        'Proyek dan layanan terkelola yang dijalankan dari tiga kantor kami, dengan kunjungan langsung apabila proyek memerlukannya',
        'UTC+7 sampai UTC+8',
      ],
      [
        'Layanan jarak jauh di kawasan Asia-Pasifik',
        'Hong Kong, Jepang, dan Australia',
        'Dukungan jarak jauh dan pelaksanaan proyek untuk operasi regional klien kami dari Asia Tenggara',
        'UTC+8 sampai UTC+11',
      ],
    ],
  },
  cardsHeading: 'Bekerja sama dengan kami di seluruh kawasan',
  cards: [
    {
      title: 'Satu tim, tiga kantor',
      text: 'Tim kami di Jakarta, Kuala Lumpur, dan Singapura menerapkan proses yang sama sehingga klien di beberapa negara memperoleh layanan yang konsisten dan satu narahubung.',
    },
    {
      title: 'Dukungan sepanjang waktu',
      text: 'Service desk kami di Jakarta memberikan dukungan 24 jam sehari, 7 hari seminggu, dengan para insinyur di ketiga kantor yang siap menangani eskalasi.',
    },
    {
      title: 'Bahasa dan hukum setempat',
      text: 'Kami bekerja dalam bahasa Inggris, Indonesia, dan Melayu serta memahami ketentuan setempat seperti UU PDP Indonesia (UU 27/2022), PDPA 2010 Malaysia, dan PDPA 2012 Singapura.',
    },
    {
      title: 'Layanan jarak jauh',
      text: 'Klien di negara lain di kawasan ini dilayani dari jarak jauh oleh kantor kami, dengan lokakarya di lokasi dan pendampingan go-live apabila proyek memerlukannya.',
    },
  ],
};

export default page;
