import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Layanan Regional',
  description:
    'Layanan TI yang kami berikan di Indonesia, Malaysia, Singapura, dan kawasan sekitarnya, disesuaikan dengan regulasi, bahasa, dan residensi data setempat.',
  tableHeading: 'Layanan menurut pasar',
  table: {
    caption: 'Layanan Meridian menurut pasar, beserta regulasi setempat utama yang kami patuhi dan pilihan residensi data yang tersedia',
    columns: ['Pasar', 'Layanan utama', 'Regulasi setempat', 'Residensi data'],
    rows: [
      [
        'Indonesia',
        'Pengembangan perangkat lunak, layanan terkelola, dan service desk 24/7 kami',
        'UU PDP (UU 27/2022) dan Peraturan Pemerintah 71/2019 (PP 71/2019) tentang sistem elektronik',
        'Region AWS dan Google Cloud di Jakarta',
      ],
      [
        'Malaysia',
        'Rekayasa cloud, data dan AI, serta layanan klien',
        'PDPA 2010 sebagaimana diubah pada 2024, dan RMiT Bank Negara Malaysia untuk lembaga keuangan',
        'Region AWS Asia Pacific (Malaysia) dan pusat data setempat',
      ],
      [
        'Singapura',
        'Keamanan siber, kemitraan regional, dan klien korporasi',
        'PDPA 2012 dan Pedoman Manajemen Risiko Teknologi (Technology Risk Management Guidelines) MAS untuk lembaga keuangan',
        'Region AWS, Google Cloud, dan Microsoft Azure di Singapura',
      ],
      [
        'Negara Asia Tenggara lainnya',
        'Pelaksanaan proyek dan layanan terkelola dari jarak jauh melalui tiga kantor kami',
        'PDPA Thailand (B.E. 2562), Dekret Vietnam 13/2023, dan Data Privacy Act of 2012 Filipina',
        'Hosting di Singapura atau di region cloud pilihan klien',
      ],
      [
        'Klien internasional',
        'Pelaksanaan dan dukungan untuk operasi perusahaan internasional di Asia Tenggara',
        'GDPR dan CCPA/CPRA',
        'Transfer lintas negara berdasarkan klausul kontrak standar (Standard Contractual Clauses) apabila diperlukan',
      ],
    ],
  },
  cardsHeading: 'Manfaat layanan regional bagi Anda',
  cards: [
    {
      title: 'Keahlian setempat',
      text: 'Tim kami di setiap pasar memahami praktik bisnis, proses pengadaan, dan ekspektasi regulasi setempat.',
    },
    {
      title: 'Residensi data sejak perancangan',
      text: 'Kami merancang solusi agar data pribadi tetap berada di negara yang diwajibkan oleh hukum atau kebijakan Anda, dengan memanfaatkan region cloud setempat.',
    },
    {
      title: 'Kualitas yang konsisten',
      text: 'Kontrol ISO 27001 dan metode pelaksanaan yang sama berlaku di setiap pasar, didukung oleh audit SOC 2 Type II yang independen.',
    },
    {
      title: 'Dukungan multibahasa',
      text: 'Tim dukungan 24/7 kami melayani dalam bahasa Inggris, Indonesia, dan Melayu sehingga Anda dapat menyampaikan masalah dalam bahasa pilihan Anda.',
    },
  ],
};

export default page;
