import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pertanyaan yang Sering Diajukan',
  description:
    'Jawaban atas pertanyaan umum tentang dukungan teknis, waktu respons, pelindungan data, dan cara bekerja sama dengan Meridian IT Services.',
  tableHeading: 'Waktu respons dukungan',
  table: {
    caption: 'Target respons awal menurut prioritas insiden',
    columns: ['Prioritas', 'Contoh', 'Respons awal', 'Ketersediaan'],
    rows: [
      ['Kritis', 'Sistem produksi tidak berfungsi atau dugaan insiden keamanan', '15 menit', '24/7'],
      ['Tinggi', 'Fungsi utama tidak tersedia tanpa solusi sementara', '1 jam', '24/7'],
      ['Standar', 'Sebagian fungsi terganggu dengan solusi sementara yang tersedia', '4 jam', '24/7'],
      ['Rendah', 'Pertanyaan umum, permintaan dokumentasi, atau usulan fitur', '24 jam', '24/7'],
    ],
  },
  cardsHeading: 'Pertanyaan umum',
  cards: [
    {
      title: 'Kapan dukungan teknis tersedia?',
      text: 'Sepanjang waktu, setiap hari: target respons kami berlaku 24/7 untuk setiap prioritas, dengan para engineer di Jakarta, Kuala Lumpur, dan Singapura.',
    },
    {
      title: 'Bagaimana prioritas di formulir tiket sesuai dengan target ini?',
      text: 'Kritis, Tinggi, dan Rendah di formulir tiket adalah prioritas dengan nama yang sama di atas; Sedang adalah Standar. Waktunya terus berjalan, tanpa jeda pada malam hari atau akhir pekan, dan halaman tiket Anda menunjukkan kapan jawaban pertama kami jatuh tempo, lalu seberapa cepat jawaban itu datang.',
    },
    {
      title: 'Seberapa cepat e-mail saya dibalas?',
      text: 'Kami membalas setiap pertanyaan melalui e-mail dalam 24 jam, termasuk dari calon klien.',
    },
    {
      title: 'Di mana data saya disimpan?',
      text: 'Kami menyimpan data klien di pusat data di kawasan ini dan dapat menyimpannya di dalam negeri apabila diwajibkan oleh peraturan atau kebijakan Anda sendiri.',
    },
    {
      title: 'Bahasa apa saja yang digunakan tim Meridian?',
      text: 'Tim kami bekerja dalam bahasa Inggris, Indonesia, dan Melayu, dan kami dapat menyediakan dokumentasi proyek dalam ketiga bahasa tersebut.',
    },
  ],
};

export default page;
