import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Perjanjian Perkhidmatan',
  description:
    'Komitmen tahap perkhidmatan kami bagi masa operasi, maklum balas sokongan, prestasi dan pemulihan untuk peringkat Enterprise, Business dan Developer.',
  tableHeading: 'Ringkasan peringkat perkhidmatan',
  table: {
    caption: 'Komitmen tahap perkhidmatan bagi peringkat Enterprise, Business dan Developer',
    columns: ['Komitmen', 'Enterprise', 'Business', 'Developer'],
    rows: [
      ['Masa operasi bulanan', '99.99%', '99.9%', '99.5%'],
      ['Masa maklum balas awal', '15 minit', '1 jam', '4 jam'],
      ['Waktu sokongan', '24/7', '24/7 untuk insiden kritikal', 'Waktu pejabat, Isnin hingga Jumaat'],
      [
        'Laporan perkhidmatan',
        'Semakan perkhidmatan bulanan bersama pengurus perkhidmatan khusus',
        'Laporan perkhidmatan bulanan',
        'Papan pemuka status dalam talian',
      ],
      ['Kredit perkhidmatan maksimum', '25% daripada yuran bulanan', '15% daripada yuran bulanan', '10% daripada yuran bulanan'],
    ],
  },
  cardsHeading: 'Perkara yang diliputi oleh perjanjian',
  cards: [
    {
      title: 'Prestasi',
      text: 'Kami menyasarkan masa tindak balas di bawah 100 ms bagi permintaan aplikasi standard, diukur pada titik akhir yang kami pantau.',
    },
    {
      title: 'Pemulihan',
      text: 'Infrastruktur yang direplikasi dan prosedur pemulihan yang telah diuji membolehkan kami memulihkan perkhidmatan dalam masa kurang daripada 1 jam selepas insiden besar.',
    },
    {
      title: 'Pengukuran dan penyelenggaraan',
      text: 'Masa operasi diukur setiap bulan kalendar oleh pemantauan bebas dan tidak termasuk penyelenggaraan berjadual yang diumumkan sekurang-kurangnya 72 jam lebih awal.',
    },
    {
      title: 'Kredit perkhidmatan',
      text: 'Jika kami tidak memenuhi komitmen masa operasi, anda boleh menuntut kredit perkhidmatan bagi invois seterusnya dalam tempoh 30 hari selepas akhir bulan.',
    },
  ],
};

export default page;
