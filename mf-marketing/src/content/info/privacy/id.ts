import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pernyataan Privasi',
  description:
    'Cara Meridian IT Services mengumpulkan, menggunakan, menyimpan, dan melindungi data pribadi berdasarkan UU PDP (UU 27/2022), PDPA 2010, PDPA 2012, dan GDPR.',
  tableHeading: 'Data yang kami kumpulkan dan berapa lama kami menyimpannya',
  table: {
    caption: 'Kategori data pribadi yang kami proses, tujuan pemrosesannya, dan jangka waktu penyimpanannya',
    columns: ['Kategori data', 'Contoh', 'Tujuan', 'Masa retensi'],
    rows: [
      [
        'Data akun',
        'Nama, alamat e-mail kantor, perusahaan, jabatan, dan rincian penagihan',
        'Penyediaan layanan, penagihan, dan pemenuhan kewajiban hukum',
        '7 tahun setelah akun ditutup',
      ],
      [
        'Data penggunaan',
        'Halaman yang dikunjungi, fitur yang digunakan, dan interaksi dengan layanan kami',
        'Peningkatan layanan dan pemahaman tentang cara layanan kami digunakan',
        '2 tahun',
      ],
      [
        'Data teknis (log)',
        'Alamat IP, jenis peramban, pengenal perangkat, dan log akses',
        'Pemantauan keamanan, pemecahan masalah, dan pencegahan penipuan',
        '1 tahun',
      ],
      [
        'Preferensi pemasaran',
        'Langganan buletin dan pendaftaran acara',
        'Pengiriman informasi terbaru yang Anda minta',
        'Hingga Anda menarik persetujuan Anda',
      ],
    ],
  },
  cardsHeading: 'Hak Anda dan komitmen kami',
  cards: [
    {
      title: 'Hak Anda',
      text: 'Anda dapat meminta akses, perbaikan, atau penghapusan data pribadi Anda, serta mengajukan keberatan atau pembatasan atas pemrosesannya sesuai dengan hukum yang berlaku bagi Anda.',
    },
    {
      title: 'Dasar hukum pemrosesan',
      text: 'Kami hanya memproses data pribadi berdasarkan dasar hukum yang sah, seperti persetujuan, pelaksanaan kontrak, kewajiban hukum, atau kepentingan yang sah.',
    },
    {
      title: 'Transfer internasional',
      text: 'Ketika data dipindahkan antara Indonesia, Malaysia, Singapura, atau negara lain, kami melindunginya dengan pengamanan seperti Klausul Kontrak Standar (Standard Contractual Clauses) dan penilaian transfer.',
    },
    {
      title: 'Tidak ada penjualan data pribadi',
      text: 'Kami tidak menjual data pribadi, sejalan dengan CCPA/CPRA, dan hanya membagikannya kepada penyedia layanan berdasarkan kontrak tertulis yang mewajibkan pelindungan yang setara.',
    },
  ],
};

export default page;
