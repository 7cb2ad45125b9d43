import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pematuhan GDPR dan Undang-Undang PDP',
  description:
    'Cara kami memproses data peribadi selaras dengan GDPR Kesatuan Eropah dan Undang-Undang Perlindungan Data Peribadi Indonesia (UU 27/2022).',
  tableHeading: 'Perbandingan GDPR dan Undang-Undang PDP',
  table: {
    caption: 'Keperluan utama GDPR dan Undang-Undang PDP Indonesia, serta cara Meridian menerapkannya',
    columns: ['Keperluan', 'GDPR', 'Undang-Undang PDP (UU 27/2022)', 'Amalan kami'],
    rows: [
      [
        'Asas sah',
        'Enam asas sah, termasuk persetujuan, kontrak dan kepentingan sah (Perkara 6)',
        'Asas termasuk persetujuan nyata, kontrak, kewajipan undang-undang dan kepentingan sah (Perkara 20)',
        'Kami merekodkan asas sah bagi setiap aktiviti pemprosesan',
      ],
      [
        'Hak subjek data',
        'Akses, pembetulan, pemadaman, sekatan, kemudahalihan dan bantahan',
        'Akses, pembetulan, pemadaman, penarikan balik persetujuan, bantahan terhadap keputusan automatik dan kemudahalihan',
        'Kami memberi maklum balas dalam tempoh satu bulan di bawah GDPR, atau dalam tempoh Undang-Undang PDP yang lebih singkat jika terpakai',
      ],
      [
        'Pemberitahuan pelanggaran data',
        'Kepada pihak berkuasa penyeliaan dalam tempoh 72 jam',
        'Kepada subjek data dan institusi penyeliaan dalam tempoh 3 x 24 jam (Perkara 46)',
        'Pelan tindak balas insiden dengan aliran kerja pemberitahuan 72 jam',
      ],
      [
        'Pegawai perlindungan data',
        'Diwajibkan bagi pemantauan berskala besar atau kategori data khas (Perkara 37)',
        'Diwajibkan bagi perkhidmatan awam, pemantauan berskala besar atau data peribadi khusus berskala besar (Perkara 53)',
        'Pegawai perlindungan data yang dilantik menyelia pematuhan kepada kedua-dua undang-undang',
      ],
      [
        'Pemindahan rentas sempadan',
        'Keputusan kecukupan, klausa kontrak standard atau peraturan korporat mengikat (Binding Corporate Rules)',
        'Perlindungan yang setara atau lebih tinggi di negara destinasi, perlindungan yang mencukupi atau persetujuan (Perkara 56)',
        'Penilaian impak pemindahan dan perlindungan kontrak bagi setiap pemindahan',
      ],
    ],
  },
  cardsHeading: 'Komitmen kami',
  cards: [
    {
      title: 'Rekod pemprosesan',
      text: 'Kami menyimpan rekod semua aktiviti pemprosesan, seperti yang dikehendaki oleh Perkara 30 GDPR dan oleh Undang-Undang PDP.',
    },
    {
      title: 'Penilaian impak',
      text: 'Kami menjalankan penilaian impak perlindungan data sebelum pemprosesan berisiko tinggi, seperti pemprofilan berskala besar atau penggunaan teknologi baharu.',
    },
    {
      title: 'Perjanjian pemprosesan',
      text: 'Perjanjian pemprosesan data kami menetapkan perkara pokok, tempoh, langkah keselamatan dan terma subpemproses bagi setiap penglibatan.',
    },
    {
      title: 'Tindak balas pelanggaran',
      text: 'Pasukan tindak balas insiden kami segera memaklumkan pelanggan yang terjejas, supaya mereka dapat memenuhi tempoh 72 jam GDPR dan 3 x 24 jam Undang-Undang PDP.',
    },
  ],
};

export default page;
