import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Kepatuhan',
  description:
    'Cara Meridian IT Services memenuhi persyaratan pelindungan data, keamanan, dan aksesibilitas di Indonesia, Malaysia, Singapura, dan negara lainnya.',
  tableHeading: 'Regulasi dan standar yang kami terapkan',
  table: {
    caption: 'Regulasi dan standar utama dalam program kepatuhan Meridian, menurut bidang',
    columns: ['Bidang', 'Regulasi atau standar', 'Berlaku untuk', 'Cara kami mematuhinya'],
    rows: [
      [
        'Pelindungan data (Indonesia)',
        'UU PDP (UU 27/2022)',
        'Data pribadi individu di Indonesia',
        'Catatan kegiatan pemrosesan, penilaian dampak pelindungan data, dan pejabat pelindungan data yang ditunjuk',
      ],
      [
        'Pelindungan data (Malaysia)',
        'PDPA 2010',
        'Pemrosesan data pribadi dalam transaksi komersial di Malaysia',
        'Prinsip pemberitahuan dan pilihan, keamanan, serta retensi yang diterapkan dalam penyediaan layanan kami',
      ],
      [
        'Pelindungan data (Singapura)',
        'PDPA 2012',
        'Organisasi yang mengumpulkan data pribadi di Singapura',
        'Manajemen persetujuan, pejabat pelindungan data, dan pemberitahuan pelanggaran data dalam tenggat waktu yang ditetapkan undang-undang',
      ],
      [
        'Privasi internasional',
        'GDPR dan CCPA/CPRA',
        'Penduduk UE/EEA dan konsumen di California',
        'Klausul kontrak standar (Standard Contractual Clauses), penanganan permintaan subjek data, dan mekanisme penolakan (opt-out)',
      ],
      [
        'Keamanan informasi',
        'ISO 27001 dan SOC 2 Type II',
        'Pusat layanan, hosting, dan sistem internal kami',
        'Sistem manajemen keamanan informasi yang bersertifikat dan audit independen tahunan',
      ],
      [
        'Aksesibilitas',
        'WCAG 2.1 AA',
        'Situs web kami dan aplikasi yang kami bangun',
        'Tinjauan aksesibilitas dan pengujian dengan teknologi bantu sebelum setiap rilis',
      ],
    ],
  },
  cardsHeading: 'Cara kerja program kepatuhan kami',
  cards: [
    {
      title: 'Tata kelola',
      text: 'Komite kepatuhan yang melapor kepada manajemen senior meninjau kebijakan kami setiap tahun dan memantau perubahan regulasi di seluruh pasar kami.',
    },
    {
      title: 'Privasi sejak perancangan',
      text: 'Penilaian dampak pelindungan data dan minimisasi data menjadi bagian dari setiap proyek sejak tahap penjajakan.',
    },
    {
      title: 'Penjaminan independen',
      text: 'Auditor eksternal menilai kontrol kami berdasarkan ISO 27001 dan SOC 2 Type II, dan kami membagikan laporannya kepada klien berdasarkan perjanjian kerahasiaan.',
    },
    {
      title: 'Pelatihan karyawan',
      text: 'Seluruh karyawan mengikuti pelatihan kesadaran pelindungan data dan keamanan saat mulai bergabung dan setiap tahun sesudahnya.',
    },
  ],
};

export default page;
