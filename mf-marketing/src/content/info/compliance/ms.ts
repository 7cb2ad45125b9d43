import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pematuhan',
  description:
    'Cara Meridian IT Services memenuhi keperluan perlindungan data, keselamatan dan kebolehcapaian di Indonesia, Malaysia, Singapura dan negara lain.',
  tableHeading: 'Peraturan dan piawaian yang kami patuhi',
  table: {
    caption: 'Peraturan dan piawaian utama dalam program pematuhan Meridian, mengikut bidang',
    columns: ['Bidang', 'Peraturan atau piawaian', 'Terpakai kepada', 'Cara kami mematuhinya'],
    rows: [
      [
        'Perlindungan data (Indonesia)',
        'Undang-Undang PDP Indonesia (UU 27/2022)',
        'Data peribadi individu di Indonesia',
        'Rekod aktiviti pemprosesan, penilaian impak perlindungan data dan pegawai perlindungan data yang dilantik',
      ],
      [
        'Perlindungan data (Malaysia)',
        'PDPA 2010',
        'Pemprosesan data peribadi dalam transaksi komersial di Malaysia',
        'Prinsip notis dan pilihan, keselamatan serta penyimpanan yang diterapkan dalam penyampaian perkhidmatan kami',
      ],
      [
        'Perlindungan data (Singapura)',
        'PDPA 2012',
        'Organisasi yang mengumpul data peribadi di Singapura',
        'Pengurusan persetujuan, pegawai perlindungan data dan pemberitahuan pelanggaran data dalam tempoh yang ditetapkan oleh undang-undang',
      ],
      [
        'Privasi antarabangsa',
        'GDPR dan CCPA/CPRA',
        'Penduduk EU/EEA dan pengguna di California',
        'Klausa kontrak standard (Standard Contractual Clauses), pengendalian permintaan subjek data dan mekanisme menarik diri (opt-out)',
      ],
      [
        'Keselamatan maklumat',
        'ISO 27001 dan SOC 2 Type II',
        'Pusat penyampaian, pengehosan dan sistem dalaman kami',
        'Sistem pengurusan keselamatan maklumat yang diperakui dan audit bebas tahunan',
      ],
      [
        'Kebolehcapaian',
        'WCAG 2.1 AA',
        'Laman web kami dan aplikasi yang kami bina',
        'Semakan kebolehcapaian dan ujian dengan teknologi bantuan sebelum setiap pelancaran',
      ],
    ],
  },
  cardsHeading: 'Cara program pematuhan kami berfungsi',
  cards: [
    {
      title: 'Tadbir urus',
      text: 'Jawatankuasa pematuhan yang melapor kepada pengurusan kanan menyemak dasar kami setiap tahun dan memantau perubahan peraturan di semua pasaran kami.',
    },
    {
      title: 'Privasi melalui reka bentuk',
      text: 'Penilaian impak perlindungan data dan peminimuman data menjadi sebahagian daripada setiap projek sejak peringkat penerokaan.',
    },
    {
      title: 'Jaminan bebas',
      text: 'Juruaudit luar menilai kawalan kami berdasarkan ISO 27001 dan SOC 2 Type II, dan kami berkongsi laporan tersebut dengan pelanggan di bawah perjanjian kerahsiaan.',
    },
    {
      title: 'Latihan kakitangan',
      text: 'Semua pekerja menjalani latihan kesedaran perlindungan data dan keselamatan semasa mula menyertai kami dan setiap tahun selepas itu.',
    },
  ],
};

export default page;
