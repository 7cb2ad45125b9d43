import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pusat Keselamatan',
  description:
    'Cara Meridian IT Services melindungi sistem dan data pelanggan, dengan pensijilan ISO 27001, audit SOC 2 Type II serta penyulitan AES-256 dan TLS 1.2+.',
  tableHeading: 'Kawalan keselamatan kami',
  table: {
    caption: 'Bidang kawalan keselamatan utama, langkah yang kami laksanakan dan cara ia disahkan',
    columns: ['Bidang kawalan', 'Langkah', 'Piawaian atau bukti'],
    rows: [
      [
        'Pengurusan keselamatan maklumat',
        'Sistem pengurusan keselamatan berasaskan risiko yang meliputi pusat penyampaian, pengehosan dan sistem dalaman kami',
        'Pensijilan ISO 27001',
      ],
      [
        'Jaminan bebas',
        'Audit tahunan ke atas kawalan keselamatan, ketersediaan dan kerahsiaan kami oleh firma bebas',
        'Laporan SOC 2 Type II',
      ],
      [
        'Penyulitan',
        'Penyulitan AES-256 bagi data yang disimpan dan TLS 1.2+ bagi data dalam transit',
        'Kunci disimpan dalam modul keselamatan perkakasan (HSM) dan ditukar mengikut jadual tetap',
      ],
      [
        'Kawalan akses',
        'Log masuk tunggal, pengesahan pelbagai faktor dan akses keistimewaan minimum yang disemak setiap suku tahun',
        'Rekod semakan akses suku tahunan',
      ],
      [
        'Kesinambungan perniagaan',
        'Sandaran di lokasi yang berasingan secara geografi dan failover yang diuji, dengan pemulihan dalam masa kurang daripada 1 jam',
        'Ujian pemulihan bencana dua kali setahun',
      ],
      [
        'Pengurusan kerentanan',
        'Imbasan berterusan, penampalan segera dan ujian penembusan tahunan oleh pakar bebas',
        'Laporan ujian penembusan',
      ],
    ],
  },
  cardsHeading: 'Keselamatan dalam amalan harian',
  cards: [
    {
      title: 'Pembangunan yang selamat',
      text: 'Semakan kod, analisis statik dan imbasan kebergantungan menjadi sebahagian daripada setiap binaan, mengikut amalan pengekodan selamat OWASP.',
    },
    {
      title: 'Pemantauan 24/7',
      text: 'Pasukan operasi keselamatan kami memantau log dan amaran sepanjang masa untuk mengesan dan membendung ancaman lebih awal.',
    },
    {
      title: 'Tindak balas insiden',
      text: 'Pelan tindak balas insiden yang didokumenkan menetapkan peranan dan laluan peningkatan, dan kami memaklumkan pelanggan serta pihak berkuasa yang terjejas dalam tempoh yang ditetapkan oleh undang-undang.',
    },
    {
      title: 'Kesedaran keselamatan',
      text: 'Semua kakitangan menjalani latihan keselamatan semasa mula menyertai kami dan setiap tahun selepas itu, termasuk simulasi pancingan data secara berkala.',
    },
  ],
};

export default page;
