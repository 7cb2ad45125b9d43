import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Dasar Keselamatan',
  description:
    'Prinsip dan kawalan yang melindungi data dan sistem pelanggan di Meridian IT Services, serta cara melaporkan kelemahan keselamatan kepada kami.',
  tableHeading: 'Bidang dasar dan kawalan',
  table: {
    caption: 'Bidang utama dasar keselamatan maklumat Meridian, kawalan yang kami laksanakan dan kekerapan semakannya',
    columns: ['Bidang dasar', 'Kawalan utama', 'Piawaian atau rangka kerja', 'Kitaran semakan'],
    rows: [
      [
        'Kawalan akses',
        'Keistimewaan minimum, akses berasaskan peranan, pengesahan pelbagai faktor dan semakan akses secara berkala',
        'ISO 27001 (Annex A 5.15)',
        'Setiap suku tahun',
      ],
      [
        'Penyulitan',
        'AES-256 untuk data yang disimpan dan TLS 1.2+ untuk data dalam transit, dengan kunci yang disimpan dalam perkhidmatan pengurusan kunci',
        'ISO 27001 (Annex A 8.24)',
        'Setiap tahun',
      ],
      [
        'Pengurusan kelemahan',
        'Imbasan berterusan, tampalan kelemahan kritikal dalam tempoh 14 hari dan ujian penembusan bebas setiap tahun',
        'ISO 27001 (Annex A 8.8)',
        'Setiap bulan',
      ],
      [
        'Tindak balas insiden',
        'Pelan tindak balas yang didokumenkan, pemantauan 24/7 dan pemberitahuan dalam tempoh yang ditetapkan oleh undang-undang, contohnya 3 x 24 jam di bawah Undang-Undang PDP Indonesia (UU 27/2022)',
        'ISO 27001 (Annex A 5.24 hingga 5.28)',
        'Setiap tahun, dengan latihan dua kali setahun',
      ],
      [
        'Kesinambungan perniagaan',
        'Sandaran tersulit di lokasi berasingan dan pemulihan perkhidmatan kritikal dalam masa kurang daripada 1 jam',
        'ISO 27001 (Annex A 5.30) dan SOC 2 Type II',
        'Diuji dua kali setahun',
      ],
      [
        'Keselamatan pembekal',
        'Penilaian keselamatan sebelum pelantikan serta terma kontrak berkaitan keselamatan dan perlindungan data',
        'ISO 27001 (Annex A 5.19)',
        'Setiap tahun',
      ],
    ],
  },
  cardsHeading: 'Melaporkan kelemahan keselamatan',
  cards: [
    {
      title: 'Cara membuat laporan',
      text: 'Jika anda percaya anda telah menemui kelemahan dalam laman web atau perkhidmatan kami, sila laporkan melalui halaman hubungi kami dengan butiran yang mencukupi untuk kami menghasilkannya semula.',
    },
    {
      title: 'Maklum balas kami',
      text: 'Kami mengakui penerimaan laporan dalam tempoh 2 hari bekerja, memaklumkan perkembangan siasatan kepada anda dan berusaha membaiki isu kritikal dalam tempoh 14 hari.',
    },
    {
      title: 'Perlindungan untuk penyelidik',
      text: 'Kami tidak akan mengambil tindakan undang-undang terhadap penyelidik yang bertindak dengan suci hati, tidak menjejaskan data pelanggan kami dan memberi kami masa yang munasabah untuk membaiki isu sebelum mendedahkannya.',
    },
    {
      title: 'Di luar skop',
      text: 'Serangan penafian perkhidmatan (denial of service), kejuruteraan sosial terhadap kakitangan kami dan serangan fizikal ke atas pejabat kami tidak dibenarkan di bawah dasar ini.',
    },
  ],
};

export default page;
