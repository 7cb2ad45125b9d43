import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pernyataan Privasi',
  description:
    'Cara Meridian IT Services mengumpul, menggunakan, menyimpan dan melindungi data peribadi di bawah Undang-Undang PDP (UU 27/2022), PDPA 2010, PDPA 2012 dan GDPR.',
  tableHeading: 'Data yang kami kumpul dan tempoh kami menyimpannya',
  table: {
    caption: 'Kategori data peribadi yang kami proses, tujuan pemprosesannya dan tempoh penyimpanannya',
    columns: ['Kategori data', 'Contoh', 'Tujuan', 'Tempoh penyimpanan'],
    rows: [
      [
        'Data akaun',
        'Nama, alamat e-mel perniagaan, syarikat, jawatan dan butiran pengebilan',
        'Menyediakan perkhidmatan kami, pengebilan dan memenuhi kewajipan undang-undang',
        '7 tahun selepas akaun ditutup',
      ],
      [
        'Data penggunaan',
        'Halaman yang dilawati, ciri yang digunakan dan interaksi dengan perkhidmatan kami',
        'Menambah baik perkhidmatan kami dan memahami cara perkhidmatan digunakan',
        '2 tahun',
      ],
      [
        'Data teknikal (log)',
        'Alamat IP, jenis pelayar, pengecam peranti dan log akses',
        'Pemantauan keselamatan, penyelesaian masalah dan pencegahan penipuan',
        '1 tahun',
      ],
      [
        'Pilihan pemasaran',
        'Langganan surat berita dan pendaftaran acara',
        'Menghantar maklumat terkini yang anda minta',
        'Sehingga anda menarik balik persetujuan anda',
      ],
    ],
  },
  cardsHeading: 'Hak anda dan komitmen kami',
  cards: [
    {
      title: 'Hak anda',
      text: 'Anda boleh meminta untuk mengakses, membetulkan atau memadam data peribadi anda, serta membantah atau mengehadkan pemprosesannya, seperti yang diperuntukkan oleh undang-undang yang terpakai kepada anda.',
    },
    {
      title: 'Asas yang sah',
      text: 'Kami hanya memproses data peribadi atas asas yang sah, seperti persetujuan, pelaksanaan kontrak, kewajipan undang-undang atau kepentingan yang sah.',
    },
    {
      title: 'Pemindahan antarabangsa',
      text: 'Apabila data dipindahkan antara Indonesia, Malaysia, Singapura atau negara lain, kami melindunginya dengan perlindungan seperti klausa kontrak standard (Standard Contractual Clauses) dan penilaian pemindahan.',
    },
    {
      title: 'Tiada penjualan data peribadi',
      text: 'Kami tidak menjual data peribadi, selaras dengan CCPA/CPRA, dan hanya berkongsi data dengan pembekal perkhidmatan di bawah kontrak bertulis yang mewajibkan perlindungan yang setara.',
    },
  ],
};

export default page;
