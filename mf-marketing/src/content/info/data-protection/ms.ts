import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Perlindungan Data',
  description:
    'Cara Meridian IT Services mengendalikan data peribadi selaras dengan Undang-Undang PDP Indonesia (UU 27/2022), PDPA 2010 Malaysia, PDPA 2012 Singapura dan GDPR.',
  tableHeading: 'Jadual penyimpanan data',
  table: {
    caption: 'Tempoh kami menyimpan setiap kategori data peribadi dan perkara yang berlaku pada akhir tempoh tersebut',
    columns: ['Kategori data', 'Tempoh penyimpanan', 'Sebab', 'Pada akhir tempoh'],
    rows: [
      [
        'Data akaun',
        '7 tahun selepas akaun ditutup',
        'Kewajipan perakaunan, cukai dan kewajipan undang-undang lain',
        'Dipadam dengan selamat atau dinyahnamakan secara kekal',
      ],
      [
        'Data penggunaan',
        '2 tahun',
        'Penambahbaikan perkhidmatan dan perancangan kapasiti',
        'Digabungkan menjadi statistik tanpa nama atau dipadam',
      ],
      ['Data teknikal (log)', '1 tahun', 'Pemantauan keselamatan dan siasatan insiden', 'Dipadam secara automatik'],
      [
        'Data pelanggan yang diproses bagi pihak anda',
        'Seperti yang ditetapkan dalam perjanjian pemprosesan data',
        'Menyampaikan perkhidmatan yang dikontrakkan',
        'Dikembalikan kepada anda atau dipadam apabila kontrak tamat',
      ],
    ],
  },
  cardsHeading: 'Prinsip perlindungan data kami',
  cards: [
    {
      title: 'Pegawai perlindungan data',
      text: 'Pegawai perlindungan data yang dilantik memantau pematuhan terhadap Undang-Undang PDP, PDPA 2010, PDPA 2012 dan GDPR di pejabat kami di Jakarta, Kuala Lumpur dan Singapura.',
    },
    {
      title: 'Perjanjian pemprosesan data',
      text: 'Apabila kami memproses data peribadi bagi pelanggan, perjanjian bertulis menetapkan arahan anda, kewajipan keselamatan kami dan peraturan bagi subpemproses.',
    },
    {
      title: 'Penilaian impak',
      text: 'Kami menjalankan penilaian impak perlindungan data bagi pemprosesan berisiko tinggi sebelum projek bermula dan menyemaknya setiap kali pemprosesan berubah.',
    },
    {
      title: 'Pemberitahuan pelanggaran',
      text: 'Kami memaklumkan pelanggan yang terjejas tanpa kelewatan yang tidak wajar dan melapor kepada pihak berkuasa dalam tempoh yang ditetapkan oleh undang-undang, seperti 72 jam di bawah GDPR dan Undang-Undang PDP.',
    },
  ],
};

export default page;
