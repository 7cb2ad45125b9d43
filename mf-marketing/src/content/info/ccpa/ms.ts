import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'CCPA dan Pematuhan Global',
  description:
    'Cara kami menghormati hak pengguna di California di bawah CCPA, seperti yang dipinda oleh CPRA, bersama undang-undang privasi pasaran kami yang lain.',
  tableHeading: 'Hak privasi merentas bidang kuasa',
  table: {
    caption: 'Hak privasi di bawah CCPA/CPRA dan undang-undang perlindungan data di pasaran utama kami',
    columns: ['Bidang kuasa', 'Undang-undang', 'Hak utama', 'Pendekatan kami'],
    rows: [
      [
        'California, Amerika Syarikat',
        'CCPA seperti yang dipinda oleh CPRA',
        'Mengetahui, memadam, membetulkan, menolak penjualan atau perkongsian, dan mengehadkan penggunaan maklumat peribadi sensitif',
        'Kami tidak menjual maklumat peribadi dan kami menghormati isyarat Global Privacy Control',
      ],
      [
        'Indonesia',
        'Undang-Undang PDP Indonesia (UU 27/2022)',
        'Akses, pembetulan, pemadaman, penarikan balik persetujuan dan kemudahalihan',
        'Permintaan disahkan dan dijawab dalam tempoh yang ditetapkan oleh undang-undang',
      ],
      [
        'Malaysia',
        'PDPA 2010',
        'Akses, pembetulan, penarikan balik persetujuan dan pencegahan pemasaran langsung',
        'Notis privasi dalam bahasa Inggeris dan bahasa Melayu, dan pemasaran hanya dengan persetujuan',
      ],
      [
        'Singapura',
        'PDPA 2012',
        'Akses, pembetulan, penarikan balik persetujuan dan perlindungan daripada pemasaran yang tidak diminta di bawah peruntukan Do Not Call',
        'Rekod persetujuan dan semakan Do Not Call Registry sebelum pemasaran kepada nombor telefon Singapura',
      ],
      [
        'Kesatuan Eropah',
        'GDPR',
        'Akses, pembetulan, pemadaman, sekatan, kemudahalihan dan bantahan',
        'Dikendalikan seperti yang diterangkan di halaman Pematuhan GDPR dan Undang-Undang PDP kami',
      ],
    ],
  },
  cardsHeading: 'Komitmen kami kepada pengguna di California',
  cards: [
    {
      title: 'Tiada penjualan maklumat peribadi',
      text: 'Kami tidak menjual maklumat peribadi atau berkongsinya untuk pengiklanan tingkah laku rentas konteks, seperti yang ditakrifkan oleh CPRA.',
    },
    {
      title: 'Permintaan yang disahkan',
      text: 'Kami mengesahkan identiti setiap orang yang membuat permintaan dan memberi maklum balas dalam tempoh 45 hari, seperti yang dikehendaki oleh CCPA.',
    },
    {
      title: 'Tanpa diskriminasi',
      text: 'Kami tidak akan menafikan perkhidmatan, mengenakan harga berbeza atau memberikan perkhidmatan yang lebih rendah kualitinya kerana seseorang telah menggunakan hak privasinya.',
    },
    {
      title: 'Ejen yang diberi kuasa',
      text: 'Pengguna boleh melantik ejen yang diberi kuasa untuk menghantar permintaan bagi pihak mereka, tertakluk kepada kebenaran bertandatangan dan pengesahan identiti.',
    },
  ],
};

export default page;
