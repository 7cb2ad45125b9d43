import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Lokasi Global',
  description:
    'Ibu pejabat kami di Jakarta dan pejabat di Kuala Lumpur serta Singapura, dengan perkhidmatan jarak jauh untuk pelanggan di Asia Tenggara dan luar.',
  tableHeading: 'Pejabat dan liputan perkhidmatan kami',
  table: {
    caption:
      'Pejabat Meridian dan liputan perkhidmatan jarak jauh mengikut lokasi, berserta perkhidmatan yang diterajui dari setiap lokasi dan zon waktunya',
    columns: ['Lokasi', 'Negara', 'Peranan dan perkhidmatan', 'Zon waktu'],
    rows: [
      ['Jakarta (ibu pejabat)', 'Indonesia', 'Ibu pejabat, pembangunan perisian dan meja perkhidmatan 24/7 kami', 'WIB (UTC+7)'],
      ['Kuala Lumpur', 'Malaysia', 'Kejuruteraan awan, data dan AI, serta perkhidmatan pelanggan untuk Malaysia', 'MYT (UTC+8)'],
      ['Singapura', 'Singapura', 'Keselamatan siber, perkongsian serantau dan akaun korporat', 'SGT (UTC+8)'],
      [
        'Perkhidmatan jarak jauh di Asia Tenggara',
        'Thailand, Vietnam, Filipina dan Brunei',
        'Projek dan perkhidmatan terurus yang dijalankan dari tiga pejabat kami, dengan lawatan ke lokasi apabila projek memerlukannya',
        'UTC+7 hingga UTC+8',
      ],
      [
        'Perkhidmatan jarak jauh di rantau Asia Pasifik',
        'Hong Kong, Jepun dan Australia',
        'Sokongan jarak jauh dan pelaksanaan projek untuk operasi serantau pelanggan kami dari Asia Tenggara',
        'UTC+8 hingga UTC+11',
      ],
    ],
  },
  cardsHeading: 'Bekerjasama dengan kami di seluruh rantau',
  cards: [
    {
      title: 'Satu pasukan, tiga pejabat',
      text: 'Pasukan kami di Jakarta, Kuala Lumpur dan Singapura mengikut proses yang sama, jadi pelanggan di beberapa negara menerima perkhidmatan yang konsisten dan satu pegawai perhubungan.',
    },
    {
      title: 'Sokongan sepanjang masa',
      text: 'Meja perkhidmatan kami di Jakarta menyediakan sokongan 24 jam sehari, 7 hari seminggu, dengan jurutera di ketiga-tiga pejabat sedia mengendalikan eskalasi.',
    },
    {
      title: 'Bahasa dan undang-undang tempatan',
      text: 'Kami bekerja dalam bahasa Inggeris, Indonesia dan Melayu serta memahami keperluan tempatan seperti Undang-Undang PDP Indonesia (UU 27/2022), PDPA 2010 Malaysia dan PDPA 2012 Singapura.',
    },
    {
      title: 'Perkhidmatan jarak jauh',
      text: 'Pelanggan di negara lain di rantau ini dilayani dari jauh oleh pejabat kami, dengan bengkel di lokasi dan sokongan go-live apabila projek memerlukannya.',
    },
  ],
};

export default page;
