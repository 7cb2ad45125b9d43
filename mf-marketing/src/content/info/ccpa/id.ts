import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'CCPA dan Kepatuhan Global',
  description:
    'Cara kami menghormati hak konsumen California berdasarkan CCPA, sebagaimana diubah oleh CPRA, bersama undang-undang privasi di pasar kami lainnya.',
  tableHeading: 'Hak privasi di berbagai yurisdiksi',
  table: {
    caption: 'Hak privasi berdasarkan CCPA/CPRA dan undang-undang pelindungan data di pasar utama kami',
    columns: ['Yurisdiksi', 'Undang-undang', 'Hak utama', 'Pendekatan kami'],
    rows: [
      [
        'California, Amerika Serikat',
        'CCPA sebagaimana diubah oleh CPRA',
        'Mengetahui, menghapus, memperbaiki, menolak penjualan atau pembagian, dan membatasi penggunaan informasi pribadi sensitif',
        'Kami tidak menjual informasi pribadi dan kami menghormati sinyal Global Privacy Control',
      ],
      [
        'Indonesia',
        'UU PDP (UU 27/2022)',
        'Akses, perbaikan, penghapusan, penarikan persetujuan, dan portabilitas',
        'Permintaan diverifikasi dan dijawab dalam tenggat waktu yang ditetapkan undang-undang',
      ],
      [
        'Malaysia',
        'PDPA 2010',
        'Akses, perbaikan, penarikan persetujuan, dan pencegahan pemasaran langsung',
        'Pemberitahuan privasi dalam bahasa Inggris dan Melayu, serta pemasaran hanya dengan persetujuan',
      ],
      [
        'Singapura',
        'PDPA 2012',
        'Akses, perbaikan, penarikan persetujuan, dan pelindungan dari pemasaran yang tidak diminta berdasarkan ketentuan Do Not Call',
        'Catatan persetujuan dan pemeriksaan Do Not Call Registry sebelum melakukan pemasaran ke nomor telepon Singapura',
      ],
      [
        'Uni Eropa',
        'GDPR',
        'Akses, perbaikan, penghapusan, pembatasan, portabilitas, dan keberatan',
        'Ditangani sebagaimana dijelaskan pada halaman Kepatuhan GDPR dan UU PDP kami',
      ],
    ],
  },
  cardsHeading: 'Komitmen kami kepada konsumen California',
  cards: [
    {
      title: 'Tidak menjual informasi pribadi',
      text: 'Kami tidak menjual informasi pribadi atau membagikannya untuk iklan perilaku lintas konteks, sebagaimana didefinisikan oleh CPRA.',
    },
    {
      title: 'Permintaan terverifikasi',
      text: 'Kami memverifikasi identitas setiap pengaju permintaan dan merespons dalam 45 hari, sesuai ketentuan CCPA.',
    },
    {
      title: 'Tanpa diskriminasi',
      text: 'Kami tidak akan menolak layanan, mengenakan harga berbeda, atau memberikan kualitas layanan yang lebih rendah karena seseorang menggunakan hak privasinya.',
    },
    {
      title: 'Kuasa resmi',
      text: 'Konsumen dapat menunjuk kuasa resmi untuk mengajukan permintaan atas nama mereka, dengan izin tertulis yang ditandatangani dan verifikasi identitas.',
    },
  ],
};

export default page;
