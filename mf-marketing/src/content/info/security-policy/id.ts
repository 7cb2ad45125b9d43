import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Kebijakan Keamanan',
  description:
    'Prinsip dan kontrol yang melindungi data dan sistem klien di Meridian IT Services, serta cara melaporkan kerentanan keamanan kepada kami.',
  tableHeading: 'Area kebijakan dan kontrol',
  table: {
    caption: 'Area utama kebijakan keamanan informasi Meridian, kontrol yang kami terapkan, dan frekuensi peninjauannya',
    columns: ['Area kebijakan', 'Kontrol utama', 'Standar atau kerangka kerja', 'Siklus peninjauan'],
    rows: [
      [
        'Kontrol akses',
        'Hak akses minimum, akses berbasis peran, autentikasi multifaktor, dan peninjauan akses secara berkala',
        'ISO 27001 (Annex A 5.15)',
        'Setiap tiga bulan',
      ],
      [
        'Enkripsi',
        'AES-256 untuk data tersimpan dan TLS 1.2+ untuk data yang dikirimkan, dengan kunci yang disimpan dalam layanan pengelolaan kunci',
        'ISO 27001 (Annex A 8.24)',
        'Setiap tahun',
      ],
      [
        'Manajemen kerentanan',
        'Pemindaian berkelanjutan, penambalan kerentanan kritis dalam 14 hari, dan uji penetrasi independen setiap tahun',
        'ISO 27001 (Annex A 8.8)',
        'Setiap bulan',
      ],
      [
        'Tanggap insiden',
        'Rencana tanggap yang terdokumentasi, pemantauan 24/7, dan pemberitahuan dalam tenggat yang ditetapkan undang-undang, misalnya 3 x 24 jam menurut UU PDP (UU 27/2022)',
        'ISO 27001 (Annex A 5.24 sampai 5.28)',
        'Setiap tahun, dengan latihan dua kali setahun',
      ],
      [
        'Kelangsungan usaha',
        'Cadangan terenkripsi di lokasi terpisah dan pemulihan layanan kritis dalam waktu kurang dari 1 jam',
        'ISO 27001 (Annex A 5.30) dan SOC 2 Type II',
        'Diuji dua kali setahun',
      ],
      [
        'Keamanan pemasok',
        'Penilaian keamanan sebelum kerja sama dimulai serta ketentuan kontraktual tentang keamanan dan pelindungan data',
        'ISO 27001 (Annex A 5.19)',
        'Setiap tahun',
      ],
    ],
  },
  cardsHeading: 'Melaporkan kerentanan keamanan',
  cards: [
    {
      title: 'Cara melapor',
      text: 'Apabila Anda menemukan kerentanan pada situs web atau layanan kami, silakan laporkan melalui halaman kontak kami dengan rincian yang cukup agar kami dapat mereproduksinya.',
    },
    {
      title: 'Tanggapan kami',
      text: 'Kami mengonfirmasi penerimaan laporan dalam 2 hari kerja, memberi tahu Anda perkembangan penyelidikan, dan berupaya memperbaiki masalah kritis dalam 14 hari.',
    },
    {
      title: 'Perlindungan bagi peneliti',
      text: 'Kami tidak akan menempuh jalur hukum terhadap peneliti yang beriktikad baik, tidak merugikan data klien kami, dan memberi kami waktu yang wajar untuk memperbaiki masalah sebelum mengungkapkannya.',
    },
    {
      title: 'Di luar cakupan',
      text: 'Serangan penolakan layanan (denial of service), rekayasa sosial terhadap staf kami, dan serangan fisik terhadap kantor kami tidak diizinkan dalam kebijakan ini.',
    },
  ],
};

export default page;
