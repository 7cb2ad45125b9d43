import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Dokumentasi',
  description:
    'Panduan, rujukan API dan SDK untuk platform Meridian dan penyelesaian yang kami bina, berserta tahap akses bagi setiap sumber.',
  tableHeading: 'Sumber dokumentasi dan akses',
  table: {
    caption: 'Sumber dokumentasi Meridian, kandungannya, pihak yang boleh mengaksesnya dan format yang disediakan',
    columns: ['Sumber', 'Kandungan', 'Tahap akses', 'Format'],
    rows: [
      [
        'Rujukan API',
        'Titik akhir (endpoint), pengesahan, skema permintaan dan respons, kod ralat serta had kadar',
        'Pembangun berdaftar',
        'Spesifikasi OpenAPI 3.0 dan rujukan dalam talian',
      ],
      [
        'Panduan pengguna',
        'Arahan langkah demi langkah untuk tugasan harian dalam portal pelanggan dan aplikasi yang kami serahkan',
        'Semua pengguna',
        'Panduan dalam talian dan PDF',
      ],
      [
        'SDK',
        'Pustaka klien untuk JavaScript/TypeScript, Python dan Java, berserta contoh kod',
        'Pembangun',
        'Repositori pakej dan projek contoh',
      ],
      [
        'Panduan integrasi',
        'Cara menyambungkan perkhidmatan kami dengan penyedia identiti, sistem ERP dan alat pemantauan melalui REST API dan webhook',
        'Pembangun',
        'Panduan dalam talian dengan contoh pelaksanaan',
      ],
      [
        'Nota keluaran',
        'Ciri baharu, perubahan dan ciri yang ditamatkan, dengan notis sekurang-kurangnya 90 hari sebelum perubahan API yang tidak serasi',
        'Semua pengguna',
        'Log perubahan dalam talian',
      ],
    ],
  },
  cardsHeading: 'Cara kami menyelenggara dokumentasi',
  cards: [
    {
      title: 'Dikemas kini bagi setiap keluaran',
      text: 'Dokumentasi dikemas kini serentak dengan setiap keluaran perisian, dan rujukan API mempunyai versi supaya anda boleh membaca versi yang anda integrasikan.',
    },
    {
      title: 'Tersedia dalam tiga bahasa',
      text: 'Panduan pengguna diterbitkan dalam bahasa Inggeris, Indonesia dan Melayu, manakala rujukan API disediakan dalam bahasa Inggeris.',
    },
    {
      title: 'Format yang mudah diakses',
      text: 'Dokumentasi kami mematuhi WCAG 2.1 AA supaya boleh digunakan dengan pembaca skrin, navigasi papan kekunci dan pembesaran teks.',
    },
    {
      title: 'Disokong oleh jurutera kami',
      text: 'Jika sesuatu panduan tidak menjawab soalan anda, pasukan sokongan kami dan jurutera yang membina penyelesaian tersebut sedia membantu melalui portal pelanggan.',
    },
  ],
};

export default page;
