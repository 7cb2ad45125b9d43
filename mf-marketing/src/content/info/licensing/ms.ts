import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pelesenan',
  description:
    'Pilihan lesen perisian Meridian IT Services untuk pasukan kecil hingga perusahaan, dengan terma jelas tentang pengguna, pelaksanaan, sokongan dan pembaharuan.',
  tableHeading: 'Perbandingan edisi lesen',
  table: {
    caption: 'Edisi lesen perisian Meridian mengikut bilangan pengguna, pilihan pelaksanaan dan sokongan',
    columns: ['Edisi', 'Pengguna', 'Pelaksanaan', 'Sokongan'],
    rows: [
      ['Penilaian', 'Sehingga 5 pengguna selama 30 hari', 'Dihoskan di awan', 'Dokumentasi dan panduan orientasi'],
      ['Starter', 'Sehingga 10 pengguna', 'Dihoskan di awan', 'Sokongan melalui e-mel pada waktu pejabat'],
      ['Professional', 'Sehingga 100 pengguna', 'Dihoskan di awan atau di premis', 'Sokongan keutamaan pada waktu pejabat'],
      ['Enterprise', 'Pengguna tanpa had', 'Awan, di premis atau hibrid', 'Sokongan 24/7 dengan pengurus akaun khusus'],
    ],
  },
  cardsHeading: 'Penjelasan terma lesen',
  cards: [
    {
      title: 'Tempoh langganan',
      text: 'Lesen berkuat kuasa selama 12 bulan dan diperbaharui secara automatik melainkan mana-mana pihak memberikan notis sekurang-kurangnya 30 hari sebelum tarikh pembaharuan.',
    },
    {
      title: 'Menambah pengguna',
      text: 'Anda boleh menambah pengguna pada bila-bila masa, dan lesen tambahan dicaj secara pro rata sehingga akhir tempoh semasa anda.',
    },
    {
      title: 'Komponen sumber terbuka',
      text: 'Perisian kami mengandungi komponen sumber terbuka di bawah lesen seperti MIT dan Apache 2.0, dan kami menyediakan senarai lengkap komponen tersebut beserta lesennya.',
    },
    {
      title: 'Pematuhan lesen',
      text: 'Kami boleh mengesahkan penggunaan lesen sekali setahun dengan notis yang munasabah, dan kami merahsiakan sebarang maklumat yang kami lihat semasa semakan.',
    },
  ],
};

export default page;
