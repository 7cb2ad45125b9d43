import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pusat Keamanan',
  description:
    'Cara Meridian IT Services melindungi sistem dan data klien, dengan sertifikasi ISO 27001, audit SOC 2 Type II, serta enkripsi AES-256 dan TLS 1.2+.',
  tableHeading: 'Kontrol keamanan kami',
  table: {
    caption: 'Bidang kontrol keamanan utama, langkah yang kami terapkan, dan cara verifikasinya',
    columns: ['Bidang kontrol', 'Langkah', 'Standar atau bukti'],
    rows: [
      [
        'Manajemen keamanan informasi',
        'Sistem manajemen keamanan berbasis risiko yang mencakup pusat layanan, hosting, dan sistem internal kami',
        'Sertifikasi ISO 27001',
      ],
      [
        'Jaminan independen',
        'Audit tahunan atas kontrol keamanan, ketersediaan, dan kerahasiaan kami oleh firma independen',
        'Laporan SOC 2 Type II',
      ],
      [
        'Enkripsi',
        'Enkripsi AES-256 untuk data yang disimpan dan TLS 1.2+ untuk data yang dikirim',
        'Kunci disimpan dalam hardware security module dan dirotasi sesuai jadwal tetap',
      ],
      [
        'Kontrol akses',
        'Single sign-on, autentikasi multifaktor, dan akses dengan hak minimum yang ditinjau setiap kuartal',
        'Catatan tinjauan akses triwulanan',
      ],
      [
        'Kelangsungan bisnis',
        'Cadangan di lokasi yang terpisah secara geografis dan failover yang teruji, dengan pemulihan dalam waktu kurang dari 1 jam',
        'Uji pemulihan bencana dua kali setahun',
      ],
      [
        'Manajemen kerentanan',
        'Pemindaian berkelanjutan, penambalan yang cepat, dan uji penetrasi tahunan oleh spesialis independen',
        'Laporan uji penetrasi',
      ],
    ],
  },
  cardsHeading: 'Keamanan dalam praktik sehari-hari',
  cards: [
    {
      title: 'Pengembangan yang aman',
      text: 'Tinjauan kode, analisis statis, dan pemindaian dependensi menjadi bagian dari setiap build, sesuai praktik pengodean aman OWASP.',
    },
    {
      title: 'Pemantauan 24/7',
      text: 'Tim operasi keamanan kami memantau log dan peringatan sepanjang waktu untuk mendeteksi dan menangani ancaman sejak dini.',
    },
    {
      title: 'Respons insiden',
      text: 'Rencana respons insiden yang terdokumentasi menetapkan peran dan jalur eskalasi, dan kami memberi tahu klien serta regulator yang terdampak dalam tenggat waktu yang ditetapkan undang-undang.',
    },
    {
      title: 'Kesadaran keamanan',
      text: 'Seluruh staf mengikuti pelatihan keamanan saat mulai bergabung dan setiap tahun sesudahnya, termasuk simulasi phishing secara berkala.',
    },
  ],
};

export default page;
