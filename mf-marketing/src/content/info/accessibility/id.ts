import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pernyataan Aksesibilitas',
  description:
    'Komitmen kami agar situs web kami dan aplikasi yang kami bangun dapat digunakan oleh semua orang, sesuai dengan WCAG 2.1 AA.',
  tableHeading: 'Cara kami memenuhi WCAG 2.1 AA',
  table: {
    caption: 'Fitur aksesibilitas situs web Meridian menurut area, beserta kriteria keberhasilan WCAG 2.1 yang terkait dan statusnya',
    columns: ['Area', 'Yang kami lakukan', 'Kriteria keberhasilan WCAG 2.1', 'Status'],
    rows: [
      [
        'Alternatif teks dan media',
        'Teks alternatif yang deskriptif untuk gambar dan teks takarir (caption) untuk video yang direkam sebelumnya',
        '1.1.1, 1.2.2',
        'Didukung',
      ],
      [
        'Warna dan kontras',
        'Rasio kontras sekurang-kurangnya 4.5:1 untuk teks isi serta 3:1 untuk teks besar dan komponen antarmuka; warna tidak pernah menjadi satu-satunya penanda',
        '1.4.1, 1.4.3, 1.4.11',
        'Didukung',
      ],
      [
        'Pembesaran teks dan tata letak ulang',
        'Teks dapat diperbesar hingga 200% tanpa kehilangan konten atau fungsi, dan halaman menyesuaikan tata letak pada lebar 320 piksel CSS',
        '1.4.4, 1.4.10',
        'Didukung',
      ],
      [
        'Akses papan ketik',
        'Setiap fungsi dapat dijalankan dengan papan ketik, dengan indikator fokus yang terlihat dan tautan untuk langsung menuju konten utama',
        '2.1.1, 2.4.1, 2.4.7',
        'Didukung',
      ],
      [
        'Pembaca layar',
        'Judul, landmark, dan label formulir yang semantis, diuji dengan NVDA, JAWS, dan VoiceOver',
        '1.3.1, 4.1.2',
        'Didukung',
      ],
      ['Dokumen', 'Dokumen PDF lama sedang diganti dengan halaman web yang aksesibel', '1.1.1, 1.3.1', 'Didukung sebagian'],
    ],
  },
  cardsHeading: 'Pendekatan kami terhadap aksesibilitas',
  cards: [
    {
      title: 'Diuji sebelum rilis',
      text: 'Setiap rilis diperiksa dengan alat otomatis serta diuji secara manual dengan papan ketik dan pembaca layar sebelum ditayangkan.',
    },
    {
      title: 'Bagian dari proyek klien',
      text: 'Situs web dan aplikasi yang kami bangun untuk klien dirancang dan diuji sesuai dengan WCAG 2.1 AA sebagai standar.',
    },
    {
      title: 'Audit tahunan',
      text: 'Audit aksesibilitas independen atas situs web kami dilakukan setiap tahun, dan setiap masalah yang ditemukan diprioritaskan untuk rilis berikutnya.',
    },
    {
      title: 'Masukan Anda',
      text: 'Apabila Anda mengalami kesulitan menggunakan bagian mana pun dari situs web kami, silakan sampaikan melalui halaman kontak kami dan kami akan menyediakan informasinya dalam format yang aksesibel.',
    },
  ],
};

export default page;
