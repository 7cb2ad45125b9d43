import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pusat Kepercayaan',
  description:
    'Pensijilan, laporan audit dan amalan keselamatan yang menunjukkan cara Meridian IT Services melindungi sistem dan data anda di seluruh Asia Tenggara.',
  tableHeading: 'Pensijilan dan jaminan',
  table: {
    caption: 'Pensijilan dan komitmen kami, bersama skop dan bukti yang tersedia kepada pelanggan',
    columns: ['Bidang', 'Pensijilan atau komitmen', 'Skop', 'Bukti yang tersedia'],
    rows: [
      [
        'Keselamatan maklumat',
        'ISO 27001',
        'Pusat penyampaian di Jakarta, Kuala Lumpur dan Singapura, pengehosan serta sistem dalaman',
        'Sijil tersedia atas permintaan',
      ],
      [
        'Kawalan perkhidmatan',
        'SOC 2 Type II',
        'Keselamatan, ketersediaan dan kerahsiaan perkhidmatan terurus kami',
        'Laporan audit di bawah perjanjian kerahsiaan',
      ],
      [
        'Penyulitan',
        'AES-256 bagi data yang disimpan dan TLS 1.2+ bagi data dalam transit',
        'Semua data pelanggan yang kami simpan atau hantar',
        'Kertas putih keselamatan',
      ],
      [
        'Daya tahan',
        'Pemulihan dalam masa kurang daripada 1 jam',
        'Perkhidmatan terurus dan perkhidmatan pengehosan kami',
        'Ringkasan keputusan ujian pemulihan bencana',
      ],
      [
        'Privasi',
        'Undang-Undang PDP (UU 27/2022), PDPA 2010, PDPA 2012 dan GDPR',
        'Data peribadi yang kami proses sebagai pengawal atau pemproses',
        'Perjanjian pemprosesan data dan senarai subpemproses',
      ],
    ],
  },
  cardsHeading: 'Cara kami meraih kepercayaan anda',
  cards: [
    {
      title: 'Ketelusan',
      text: 'Kami menerbitkan senarai subpemproses kami dan memberikan notis awal kepada pelanggan tentang sebarang perubahan supaya mereka boleh membuat bantahan.',
    },
    {
      title: 'Audit bebas',
      text: 'Juruaudit bertauliah menyemak kawalan kami setiap tahun, dan pasukan keselamatan kami memantau setiap penemuan sehingga ia diselesaikan.',
    },
    {
      title: 'Semakan keselamatan',
      text: 'Pasukan kami melengkapkan soal selidik keselamatan pelanggan dan menyokong semakan usaha wajar sebagai sebahagian daripada proses orientasi.',
    },
    {
      title: 'Komunikasi insiden',
      text: 'Jika sesuatu insiden menjejaskan data anda, kami memaklumkan anda tanpa kelewatan yang tidak wajar dan menerangkan perkara yang berlaku serta tindakan yang kami ambil.',
    },
  ],
};

export default page;
