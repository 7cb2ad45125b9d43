import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Perjanjian Layanan',
  description:
    'Komitmen tingkat layanan kami untuk uptime, respons dukungan, kinerja, dan pemulihan pada tingkat Enterprise, Business, dan Developer.',
  tableHeading: 'Ringkasan tingkat layanan',
  table: {
    caption: 'Komitmen tingkat layanan untuk tingkat Enterprise, Business, dan Developer',
    columns: ['Komitmen', 'Enterprise', 'Business', 'Developer'],
    rows: [
      ['Uptime bulanan', '99.99%', '99.9%', '99.5%'],
      ['Waktu respons awal', '15 menit', '1 jam', '4 jam'],
      ['Jam dukungan', '24/7', '24/7 untuk insiden kritis', 'Jam kerja, Senin hingga Jumat'],
      ['Pelaporan layanan', 'Tinjauan layanan bulanan bersama manajer layanan khusus', 'Laporan layanan bulanan', 'Dasbor status daring'],
      ['Kredit layanan maksimum', '25% dari biaya bulanan', '15% dari biaya bulanan', '10% dari biaya bulanan'],
    ],
  },
  cardsHeading: 'Cakupan perjanjian',
  cards: [
    {
      title: 'Kinerja',
      text: 'Kami menargetkan waktu respons di bawah 100 ms untuk permintaan aplikasi standar, yang diukur pada titik akhir yang kami pantau.',
    },
    {
      title: 'Pemulihan',
      text: 'Infrastruktur yang direplikasi dan prosedur pemulihan yang telah diuji memungkinkan kami memulihkan layanan dalam waktu kurang dari 1 jam setelah insiden besar.',
    },
    {
      title: 'Pengukuran dan pemeliharaan',
      text: 'Uptime diukur setiap bulan kalender oleh pemantauan independen dan tidak mencakup pemeliharaan terjadwal yang diumumkan sekurang-kurangnya 72 jam sebelumnya.',
    },
    {
      title: 'Kredit layanan',
      text: 'Jika kami tidak memenuhi komitmen uptime, Anda dapat mengajukan kredit layanan untuk tagihan berikutnya dalam 30 hari setelah akhir bulan.',
    },
  ],
};

export default page;
