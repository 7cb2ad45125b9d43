import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Kepatuhan GDPR dan UU PDP',
  description:
    'Cara kami memproses data pribadi sesuai dengan GDPR Uni Eropa dan Undang-Undang Pelindungan Data Pribadi Indonesia (UU 27/2022).',
  tableHeading: 'Perbandingan GDPR dan UU PDP',
  table: {
    caption: 'Persyaratan utama GDPR dan UU PDP Indonesia, serta penerapannya di Meridian',
    columns: ['Persyaratan', 'GDPR', 'UU PDP (UU 27/2022)', 'Praktik kami'],
    rows: [
      [
        'Dasar pemrosesan',
        'Enam dasar hukum, termasuk persetujuan, kontrak, dan kepentingan yang sah (Pasal 6)',
        'Dasar pemrosesan termasuk persetujuan eksplisit, kontrak, kewajiban hukum, dan kepentingan yang sah (Pasal 20)',
        'Kami mencatat dasar hukum untuk setiap kegiatan pemrosesan',
      ],
      [
        'Hak subjek data',
        'Akses, perbaikan, penghapusan, pembatasan, portabilitas, dan keberatan',
        'Akses, perbaikan, penghapusan, penarikan persetujuan, keberatan atas keputusan otomatis, dan portabilitas',
        'Kami merespons dalam satu bulan menurut GDPR, atau dalam tenggat UU PDP yang lebih singkat apabila berlaku',
      ],
      [
        'Pemberitahuan kegagalan pelindungan data',
        'Kepada otoritas pengawas dalam 72 jam',
        'Kepada subjek data dan lembaga pengawas dalam 3 x 24 jam (Pasal 46)',
        'Rencana tanggap insiden dengan alur pemberitahuan 72 jam',
      ],
      [
        'Pejabat pelindungan data',
        'Wajib untuk pemantauan berskala besar atau data kategori khusus (Pasal 37)',
        'Wajib untuk pelayanan publik, pemantauan berskala besar, atau data pribadi spesifik berskala besar (Pasal 53)',
        'Pejabat pelindungan data yang ditunjuk mengawasi kepatuhan terhadap kedua undang-undang',
      ],
      [
        'Transfer lintas negara',
        'Keputusan kecukupan, klausul kontrak standar, atau aturan perusahaan yang mengikat (Binding Corporate Rules)',
        'Pelindungan yang setara atau lebih tinggi di negara tujuan, pelindungan yang memadai, atau persetujuan (Pasal 56)',
        'Penilaian dampak transfer dan pelindungan kontraktual untuk setiap transfer',
      ],
    ],
  },
  cardsHeading: 'Komitmen kami',
  cards: [
    {
      title: 'Catatan pemrosesan',
      text: 'Kami mencatat seluruh kegiatan pemrosesan, sebagaimana diwajibkan oleh Pasal 30 GDPR dan oleh UU PDP.',
    },
    {
      title: 'Penilaian dampak',
      text: 'Kami melakukan penilaian dampak pelindungan data sebelum pemrosesan berisiko tinggi, seperti profiling berskala besar atau penggunaan teknologi baru.',
    },
    {
      title: 'Perjanjian pemrosesan',
      text: 'Perjanjian pemrosesan data kami menetapkan pokok bahasan, jangka waktu, langkah keamanan, dan ketentuan subprosesor untuk setiap kerja sama.',
    },
    {
      title: 'Penanganan kegagalan pelindungan data',
      text: 'Tim tanggap insiden kami segera memberi tahu klien yang terdampak, sehingga mereka dapat memenuhi tenggat 72 jam menurut GDPR dan 3 x 24 jam menurut UU PDP.',
    },
  ],
};

export default page;
