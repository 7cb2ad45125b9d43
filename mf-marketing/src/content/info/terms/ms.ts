import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Terma Perkhidmatan',
  description:
    'Terma yang mengawal penggunaan laman web dan perkhidmatan Meridian IT Services, termasuk ketersediaan perkhidmatan, yuran, harta intelek dan liabiliti.',
  tableHeading: 'Ringkasan terma utama',
  table: {
    caption: 'Ringkasan peruntukan utama dalam terma perkhidmatan kami',
    columns: ['Topik', 'Perkara yang diliputi', 'Peruntukan utama'],
    rows: [
      [
        'Ketersediaan perkhidmatan',
        'Ketersediaan perkhidmatan terurus dan perkhidmatan pengehosan kami',
        'Komitmen masa operasi (uptime) sebanyak 99.9% bagi setiap bulan kalendar, dengan kredit perkhidmatan seperti yang ditetapkan dalam perjanjian perkhidmatan',
      ],
      [
        'Yuran dan pembayaran',
        'Pengebilan, mata wang dan syarat pembayaran',
        'Invois perlu dibayar dalam tempoh 30 hari dalam mata wang yang dinyatakan dalam borang pesanan',
      ],
      [
        'Harta intelek',
        'Pemilikan hasil kerja dan bahan sedia ada',
        'Pelanggan memiliki hasil kerja khusus selepas dibayar sepenuhnya; kami mengekalkan alat dan kepakaran sedia ada kami',
      ],
      [
        'Kerahsiaan',
        'Maklumat yang dikongsi sepanjang tempoh penglibatan',
        'Kedua-dua pihak melindungi maklumat sulit sepanjang penglibatan dan selama 5 tahun selepas penglibatan tamat',
      ],
      [
        'Liabiliti',
        'Had liabiliti setiap pihak',
        'Liabiliti dihadkan kepada yuran yang dibayar dalam tempoh 12 bulan sebelum tuntutan, kecuali jika undang-undang tidak membenarkan had tersebut',
      ],
      [
        'Undang-undang yang mentadbir',
        'Undang-undang yang terpakai dan penyelesaian pertikaian',
        'Undang-undang negara entiti Meridian yang berkontrak (Indonesia, Malaysia atau Singapura) terpakai',
      ],
    ],
  },
  cardsHeading: 'Tanggungjawab anda dan tanggungjawab kami',
  cards: [
    {
      title: 'Penggunaan yang dibenarkan',
      text: 'Anda bersetuju untuk tidak menggunakan perkhidmatan kami bagi aktiviti yang menyalahi undang-undang, menyebarkan kod hasad atau cuba mengakses mana-mana sistem tanpa kebenaran.',
    },
    {
      title: 'Keselamatan akaun',
      text: 'Anda bertanggungjawab merahsiakan kelayakan log masuk anda dan atas aktiviti dalam akaun anda, serta perlu segera memaklumkan kami tentang sebarang penyalahgunaan yang disyaki.',
    },
    {
      title: 'Perubahan kepada terma ini',
      text: 'Kami memberikan notis sekurang-kurangnya 30 hari sebelum perubahan material berkuat kuasa, dan penggunaan berterusan perkhidmatan selepas tarikh itu bermakna anda menerimanya.',
    },
    {
      title: 'Penggantungan dan penamatan',
      text: 'Mana-mana pihak boleh menamatkan perjanjian atas pelanggaran material yang tidak diperbetulkan dalam tempoh 30 hari selepas notis bertulis.',
    },
  ],
};

export default page;
