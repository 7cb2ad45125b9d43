import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pusat Kepercayaan',
  description:
    'Sertifikasi, laporan audit, dan praktik keamanan yang menunjukkan cara Meridian IT Services melindungi sistem dan data Anda di seluruh Asia Tenggara.',
  tableHeading: 'Sertifikasi dan jaminan',
  table: {
    caption: 'Sertifikasi dan komitmen kami, beserta cakupannya dan bukti yang tersedia bagi klien',
    columns: ['Bidang', 'Sertifikasi atau komitmen', 'Cakupan', 'Bukti yang tersedia'],
    rows: [
      [
        'Keamanan informasi',
        'ISO 27001',
        'Pusat layanan di Jakarta, Kuala Lumpur, dan Singapura, hosting, serta sistem internal',
        'Sertifikat tersedia atas permintaan',
      ],
      [
        'Kontrol layanan',
        'SOC 2 Type II',
        'Keamanan, ketersediaan, dan kerahasiaan layanan terkelola kami',
        'Laporan audit berdasarkan perjanjian kerahasiaan',
      ],
      [
        'Enkripsi',
        'AES-256 untuk data yang disimpan dan TLS 1.2+ untuk data yang dikirim',
        'Seluruh data klien yang kami simpan atau kirimkan',
        'Whitepaper keamanan',
      ],
      [
        'Ketahanan',
        'Pemulihan dalam waktu kurang dari 1 jam',
        'Layanan terkelola dan layanan hosting kami',
        'Ringkasan hasil uji pemulihan bencana',
      ],
      [
        'Privasi',
        'UU PDP (UU 27/2022), PDPA 2010, PDPA 2012, dan GDPR',
        'Data pribadi yang kami proses sebagai pengendali atau prosesor',
        'Perjanjian pemrosesan data dan daftar subprosesor',
      ],
    ],
  },
  cardsHeading: 'Cara kami membangun kepercayaan Anda',
  cards: [
    {
      title: 'Transparansi',
      text: 'Kami memublikasikan daftar subprosesor dan memberi tahu klien sebelumnya tentang setiap perubahan agar mereka dapat mengajukan keberatan.',
    },
    {
      title: 'Audit independen',
      text: 'Auditor terakreditasi meninjau kontrol kami setiap tahun, dan tim keamanan kami menindaklanjuti setiap temuan hingga tuntas.',
    },
    {
      title: 'Tinjauan keamanan',
      text: 'Tim kami mengisi kuesioner keamanan klien dan mendukung uji tuntas sebagai bagian dari proses orientasi.',
    },
    {
      title: 'Komunikasi insiden',
      text: 'Jika suatu insiden memengaruhi data Anda, kami memberi tahu Anda tanpa penundaan yang tidak semestinya serta menjelaskan apa yang terjadi dan langkah yang kami ambil.',
    },
  ],
};

export default page;
