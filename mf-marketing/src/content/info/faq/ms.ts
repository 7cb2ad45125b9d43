import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Soalan Lazim',
  description:
    'Jawapan kepada soalan lazim tentang sokongan teknikal, masa maklum balas, perlindungan data dan cara bekerjasama dengan Meridian IT Services.',
  tableHeading: 'Masa maklum balas sokongan',
  table: {
    caption: 'Sasaran maklum balas awal mengikut keutamaan insiden',
    columns: ['Keutamaan', 'Contoh', 'Maklum balas awal', 'Ketersediaan'],
    rows: [
      ['Kritikal', 'Sistem pengeluaran tidak berfungsi atau insiden keselamatan yang disyaki', '15 minit', '24/7'],
      ['Tinggi', 'Fungsi utama tidak tersedia tanpa penyelesaian sementara', '1 jam', '24/7'],
      ['Standard', 'Sebahagian fungsi terjejas dengan penyelesaian sementara yang tersedia', '4 jam', '24/7'],
      ['Rendah', 'Soalan umum, permintaan dokumentasi atau cadangan ciri', '24 jam', '24/7'],
    ],
  },
  cardsHeading: 'Soalan biasa',
  cards: [
    {
      title: 'Bilakah sokongan teknikal tersedia?',
      text: 'Sepanjang masa, setiap hari: sasaran maklum balas kami berjalan 24/7 bagi setiap keutamaan, dengan jurutera di Jakarta, Kuala Lumpur dan Singapura.',
    },
    {
      title: 'Bagaimanakah keutamaan dalam borang tiket sepadan dengan sasaran ini?',
      text: 'Kritikal, Tinggi dan Rendah dalam borang tiket ialah keutamaan dengan nama yang sama di atas; Sederhana ialah Standard. Kiraan masa berjalan tanpa henti, termasuk pada waktu malam dan hujung minggu, dan halaman tiket anda menunjukkan bila jawapan pertama kami perlu diberikan, kemudian berapa cepat ia diberikan.',
    },
    {
      title: 'Berapa cepat e-mel saya dibalas?',
      text: 'Kami membalas setiap pertanyaan melalui e-mel dalam tempoh 24 jam, termasuk daripada bakal pelanggan.',
    },
    {
      title: 'Di manakah data saya disimpan?',
      text: 'Kami menyimpan data pelanggan di pusat data di rantau ini dan boleh menyimpannya di dalam negara apabila dikehendaki oleh undang-undang atau dasar anda sendiri.',
    },
    {
      title: 'Bahasa apakah yang digunakan oleh pasukan Meridian?',
      text: 'Pasukan kami bekerja dalam bahasa Inggeris, bahasa Indonesia dan bahasa Melayu, dan kami boleh menyediakan dokumentasi projek dalam mana-mana satu daripada ketiga-tiga bahasa tersebut.',
    },
  ],
};

export default page;
