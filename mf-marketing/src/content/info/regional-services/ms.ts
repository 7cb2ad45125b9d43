import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Perkhidmatan Serantau',
  description:
    'Perkhidmatan IT yang kami sediakan di Indonesia, Malaysia, Singapura dan rantau sekitarnya, disesuaikan dengan peraturan, bahasa dan residensi data tempatan.',
  tableHeading: 'Perkhidmatan mengikut pasaran',
  table: {
    caption:
      'Perkhidmatan Meridian mengikut pasaran, berserta peraturan tempatan utama yang kami patuhi dan pilihan residensi data yang tersedia',
    columns: ['Pasaran', 'Perkhidmatan utama', 'Peraturan tempatan', 'Residensi data'],
    rows: [
      [
        'Indonesia',
        'Pembangunan perisian, perkhidmatan terurus dan meja perkhidmatan 24/7 kami',
        'Undang-Undang PDP (UU 27/2022) dan Peraturan Kerajaan 71/2019 (PP 71/2019) mengenai sistem elektronik',
        'Rantau AWS dan Google Cloud di Jakarta',
      ],
      [
        'Malaysia',
        'Kejuruteraan awan, data dan AI, serta perkhidmatan pelanggan',
        'PDPA 2010 sebagaimana dipinda pada 2024, dan RMiT Bank Negara Malaysia untuk institusi kewangan',
        'Rantau AWS Asia Pacific (Malaysia) dan pusat data tempatan',
      ],
      [
        'Singapura',
        'Keselamatan siber, perkongsian serantau dan akaun korporat',
        'PDPA 2012 dan Garis Panduan Pengurusan Risiko Teknologi (Technology Risk Management Guidelines) MAS untuk institusi kewangan',
        'Rantau AWS, Google Cloud dan Microsoft Azure di Singapura',
      ],
      [
        'Negara Asia Tenggara lain',
        'Pelaksanaan projek dan perkhidmatan terurus secara jarak jauh dari tiga pejabat kami',
        'PDPA Thailand (B.E. 2562), Dekri Vietnam 13/2023 dan Data Privacy Act of 2012 Filipina',
        'Pengehosan di Singapura atau di rantau awan pilihan pelanggan',
      ],
      [
        'Pelanggan antarabangsa',
        'Pelaksanaan dan sokongan untuk operasi syarikat antarabangsa di Asia Tenggara',
        'GDPR dan CCPA/CPRA',
        'Pemindahan rentas sempadan di bawah klausa kontrak standard (Standard Contractual Clauses) apabila diperlukan',
      ],
    ],
  },
  cardsHeading: 'Manfaat perkhidmatan serantau untuk anda',
  cards: [
    {
      title: 'Kepakaran tempatan',
      text: 'Pasukan kami di setiap pasaran memahami amalan perniagaan, proses perolehan dan jangkaan kawal selia tempatan.',
    },
    {
      title: 'Residensi data sejak reka bentuk',
      text: 'Kami mereka bentuk penyelesaian supaya data peribadi kekal di negara yang ditetapkan oleh undang-undang atau dasar anda sendiri, dengan menggunakan rantau awan tempatan.',
    },
    {
      title: 'Kualiti yang konsisten',
      text: 'Kawalan ISO 27001 dan kaedah penyampaian yang sama digunakan di setiap pasaran, disokong oleh audit SOC 2 Type II yang bebas.',
    },
    {
      title: 'Sokongan pelbagai bahasa',
      text: 'Pasukan sokongan 24/7 kami berkhidmat dalam bahasa Inggeris, Indonesia dan Melayu, jadi anda boleh melaporkan isu dalam bahasa pilihan anda.',
    },
  ],
};

export default page;
