import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Lisensi',
  description:
    'Lisensi perangkat lunak Meridian IT Services untuk tim kecil hingga perusahaan, dengan ketentuan jelas tentang pengguna, penerapan, dukungan, dan perpanjangan.',
  tableHeading: 'Perbandingan edisi lisensi',
  table: {
    caption: 'Edisi lisensi perangkat lunak Meridian menurut jumlah pengguna, opsi penerapan, dan dukungan',
    columns: ['Edisi', 'Pengguna', 'Penerapan', 'Dukungan'],
    rows: [
      ['Evaluasi', 'Hingga 5 pengguna selama 30 hari', 'Di-host di cloud', 'Dokumentasi dan panduan orientasi'],
      ['Starter', 'Hingga 10 pengguna', 'Di-host di cloud', 'Dukungan melalui e-mail pada jam kerja'],
      ['Professional', 'Hingga 100 pengguna', 'Di-host di cloud atau on-premises', 'Dukungan prioritas pada jam kerja'],
      ['Enterprise', 'Pengguna tanpa batas', 'Cloud, on-premises, atau hybrid', 'Dukungan 24/7 dengan manajer akun khusus'],
    ],
  },
  cardsHeading: 'Penjelasan ketentuan lisensi',
  cards: [
    {
      title: 'Masa berlangganan',
      text: 'Lisensi berlaku selama 12 bulan dan diperpanjang secara otomatis kecuali salah satu pihak memberikan pemberitahuan paling lambat 30 hari sebelum tanggal perpanjangan.',
    },
    {
      title: 'Penambahan pengguna',
      text: 'Anda dapat menambahkan pengguna kapan saja, dan lisensi tambahan dikenakan biaya secara proporsional hingga akhir masa berlaku Anda saat ini.',
    },
    {
      title: 'Komponen sumber terbuka',
      text: 'Perangkat lunak kami mencakup komponen sumber terbuka dengan lisensi seperti MIT dan Apache 2.0, dan kami menyediakan daftar lengkap komponen tersebut beserta lisensinya.',
    },
    {
      title: 'Kepatuhan lisensi',
      text: 'Kami dapat memverifikasi penggunaan lisensi satu kali setahun dengan pemberitahuan yang wajar, dan kami menjaga kerahasiaan setiap informasi yang kami lihat selama peninjauan.',
    },
  ],
};

export default page;
