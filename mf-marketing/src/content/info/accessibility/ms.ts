import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pernyataan Kebolehcapaian',
  description:
    'Komitmen kami untuk memastikan laman web kami dan aplikasi yang kami bina boleh digunakan oleh semua orang, selaras dengan WCAG 2.1 AA.',
  tableHeading: 'Cara kami memenuhi WCAG 2.1 AA',
  table: {
    caption: 'Ciri kebolehcapaian laman web Meridian mengikut bidang, berserta kriteria kejayaan WCAG 2.1 yang berkaitan dan statusnya',
    columns: ['Bidang', 'Apa yang kami lakukan', 'Kriteria kejayaan WCAG 2.1', 'Status'],
    rows: [
      [
        'Alternatif teks dan media',
        'Teks alternatif yang deskriptif untuk imej dan sari kata untuk video yang dirakam terlebih dahulu',
        '1.1.1, 1.2.2',
        'Disokong',
      ],
      [
        'Warna dan kontras',
        'Nisbah kontras sekurang-kurangnya 4.5:1 untuk teks kandungan dan 3:1 untuk teks besar dan komponen antara muka; warna tidak pernah menjadi satu-satunya petunjuk',
        '1.4.1, 1.4.3, 1.4.11',
        'Disokong',
      ],
      [
        'Saiz semula teks dan aliran semula',
        'Teks boleh dibesarkan sehingga 200% tanpa kehilangan kandungan atau fungsi, dan halaman menyusun semula kandungan pada lebar 320 piksel CSS',
        '1.4.4, 1.4.10',
        'Disokong',
      ],
      [
        'Akses papan kekunci',
        'Setiap fungsi boleh digunakan dengan papan kekunci, dengan penunjuk fokus yang jelas dan pautan untuk terus ke kandungan utama',
        '2.1.1, 2.4.1, 2.4.7',
        'Disokong',
      ],
      [
        'Pembaca skrin',
        'Tajuk, mercu tanda (landmark) dan label borang yang semantik, diuji dengan NVDA, JAWS dan VoiceOver',
        '1.3.1, 4.1.2',
        'Disokong',
      ],
      ['Dokumen', 'Dokumen PDF lama sedang digantikan dengan halaman web yang mudah diakses', '1.1.1, 1.3.1', 'Disokong sebahagiannya'],
    ],
  },
  cardsHeading: 'Pendekatan kami terhadap kebolehcapaian',
  cards: [
    {
      title: 'Diuji sebelum keluaran',
      text: 'Setiap keluaran disemak dengan alat automatik dan diuji secara manual dengan papan kekunci dan pembaca skrin sebelum dilancarkan.',
    },
    {
      title: 'Sebahagian daripada projek pelanggan',
      text: 'Laman web dan aplikasi yang kami bina untuk pelanggan direka bentuk dan diuji mengikut WCAG 2.1 AA sebagai standard.',
    },
    {
      title: 'Audit tahunan',
      text: 'Audit kebolehcapaian bebas ke atas laman web kami dijalankan setiap tahun, dan sebarang isu yang ditemui diberi keutamaan dalam keluaran seterusnya.',
    },
    {
      title: 'Maklum balas anda',
      text: 'Jika anda menghadapi kesukaran menggunakan mana-mana bahagian laman web kami, sila maklumkan kepada kami melalui halaman hubungi kami dan kami akan menyediakan maklumat tersebut dalam format yang mudah diakses.',
    },
  ],
};

export default page;
