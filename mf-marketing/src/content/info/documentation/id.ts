import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Dokumentasi',
  description:
    'Panduan, referensi API, dan SDK untuk platform Meridian dan solusi yang kami bangun, lengkap dengan tingkat akses setiap sumber.',
  tableHeading: 'Sumber dokumentasi dan aksesnya',
  table: {
    caption: 'Sumber dokumentasi Meridian, cakupannya, pihak yang dapat mengaksesnya, dan formatnya',
    columns: ['Sumber', 'Cakupan', 'Tingkat akses', 'Format'],
    rows: [
      [
        'Referensi API',
        'Endpoint, autentikasi, skema permintaan dan respons, kode galat, serta batas laju (rate limit)',
        'Pengembang terdaftar',
        'Spesifikasi OpenAPI 3.0 dan referensi daring',
      ],
      [
        'Panduan pengguna',
        'Petunjuk langkah demi langkah untuk tugas sehari-hari di portal klien dan aplikasi yang kami serahkan',
        'Semua pengguna',
        'Panduan daring dan PDF',
      ],
      [
        'SDK',
        'Pustaka klien untuk JavaScript/TypeScript, Python, dan Java, dilengkapi contoh kode',
        'Pengembang',
        'Repositori paket dan contoh proyek',
      ],
      [
        'Panduan integrasi',
        'Cara menghubungkan layanan kami dengan penyedia identitas, sistem ERP, dan alat pemantauan melalui REST API dan webhook',
        'Pengembang',
        'Panduan daring dengan contoh penerapan',
      ],
      [
        'Catatan rilis',
        'Fitur baru, perubahan, dan fitur yang dihentikan, dengan pemberitahuan sekurang-kurangnya 90 hari sebelum perubahan API yang tidak kompatibel',
        'Semua pengguna',
        'Log perubahan daring',
      ],
    ],
  },
  cardsHeading: 'Cara kami memelihara dokumentasi',
  cards: [
    {
      title: 'Diperbarui setiap rilis',
      text: 'Dokumentasi diperbarui bersamaan dengan setiap rilis perangkat lunak, dan referensi API memiliki versi sehingga Anda dapat membaca versi yang Anda integrasikan.',
    },
    {
      title: 'Tersedia dalam tiga bahasa',
      text: 'Panduan pengguna diterbitkan dalam bahasa Inggris, Indonesia, dan Melayu, sedangkan referensi API tersedia dalam bahasa Inggris.',
    },
    {
      title: 'Format yang aksesibel',
      text: 'Dokumentasi kami mengikuti WCAG 2.1 AA sehingga dapat digunakan dengan pembaca layar, navigasi papan ketik, dan pembesaran teks.',
    },
    {
      title: 'Didukung para insinyur kami',
      text: 'Apabila suatu panduan belum menjawab pertanyaan Anda, tim dukungan kami dan para insinyur yang membangun solusi tersebut siap membantu melalui portal klien.',
    },
  ],
};

export default page;
