import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Arkitek Data Utama',
  introduction:
    'Banyak organisasi di Asia Tenggara telah membuat pelaburan besar dalam data warehouse dan data lake berpusat, tetapi mendapati bahawa satu pasukan platform telah menjadi kesesakan antara persoalan perniagaan dengan jawapan yang boleh dipercayai. Data mesh menawarkan model yang berbeza: pasukan domain memiliki, menerbitkan dan menyokong data mereka sebagai produk, manakala platform layan diri bersama dan tadbir urus berfederasi memastikan semuanya kekal saling boleh kendali. Artikel ini menerangkan empat prinsip data mesh dan cara menerimanya secara pragmatik.',
  keyPoints: [
    'Data mesh memindahkan tanggungjawab bagi data analitik kepada domain perniagaan yang paling memahaminya, seperti jualan, logistik atau khidmat pelanggan.',
    'Setiap domain menerbitkan produk data dengan pemilik yang jelas, skema yang didokumenkan, semakan kualiti dan objektif tahap perkhidmatan.',
    'Platform data layan diri memberikan pasukan domain peralatan standard untuk storan, pipeline, pengkatalogan dan kawalan akses, supaya mereka tidak perlu membina semula infrastruktur.',
    'Tadbir urus pengkomputeran berfederasi menguatkuasakan dasar bersama, termasuk peraturan perlindungan data peribadi seperti PDPA Malaysia dan Undang-Undang PDP Indonesia, secara automatik merentas semua domain.',
  ],
  sections: [
    {
      title: 'Pemilikan Data Berorientasikan Domain',
      content:
        'Dalam data mesh, pasukan yang mengendalikan sesuatu keupayaan perniagaan juga memiliki data analitik yang dihasilkannya. Sebagai contoh, pasukan logistik menerbitkan data penghantaran dan serahan dan bukannya menyerahkan jadual mentah kepada pasukan pusat untuk ditafsirkan. Pendekatan ini memendekkan kitaran maklum balas dan meletakkan akauntabiliti terhadap makna dan kualiti data pada pihak yang paling hampir dengan sumbernya.',
      impact: 'Akauntabiliti yang jelas terhadap kualiti data',
      applications: [
        'Pelaporan saluran jualan dan hasil',
        'Penjejakan rantaian bekalan dan penghantaran',
        'Analisis prestasi khidmat pelanggan',
      ],
    },
    {
      title: 'Data sebagai Produk',
      content:
        'Data domain dianggap sebagai produk yang mempunyai pengguna, bukan sebagai hasil sampingan sistem operasi. Setiap produk data harus boleh ditemui, boleh dialamatkan, memperihalkan dirinya sendiri dan boleh dipercayai, dengan pemilik yang dinamakan, skema berversi serta sasaran kesegaran dan kelengkapan yang diterbitkan. Kontrak data antara pengeluar dan pengguna menjadikan perubahan yang memecahkan keserasian kelihatan sebelum ia sampai ke papan pemuka atau model.',
      impact: 'Set data dipercayai yang boleh diguna semula merentas pasukan',
      applications: [
        'Paparan pelanggan 360 darjah untuk pemasaran',
        'Set data ciri untuk machine learning',
        'Pelaporan kawal selia dan kewangan',
      ],
    },
    {
      title: 'Platform Data Layan Diri',
      content:
        'Pemilikan yang dinyahpusatkan hanya berkesan jika setiap pasukan domain tidak perlu membina pipeline, storan dan keselamatan sendiri dari awal. Pasukan platform menyediakan laluan standard: templat untuk pengingesan dan transformasi, katalog bersama, pengkomputeran terurus dan kawalan akses standard. Dalam projek kami, templat platform yang baik lazimnya memendekkan masa untuk menerbitkan produk data baharu daripada beberapa minggu kepada beberapa hari.',
      impact: 'Penghantaran produk data baharu yang lebih pantas',
      applications: [
        'Pipeline pengingesan dan transformasi bertemplat',
        'Katalog data dan lineage berpusat',
        'Peruntukan storan dan akses secara automatik',
      ],
    },
    {
      title: 'Tadbir Urus Pengkomputeran Berfederasi',
      content:
        'Tadbir urus dalam data mesh ditentukan bersama oleh wakil domain dan platform, kemudian dikuatkuasakan sebagai kod sejauh yang mungkin. Dasar bagi pengelasan, penyamaran data peribadi, penyimpanan dan standard saling kendali dibina ke dalam platform dan bukannya disemak secara manual. Ini membolehkan organisasi menambah bilangan produk data tanpa meningkatkan risiko pematuhan pada kadar yang sama.',
      impact: 'Pematuhan yang konsisten pada skala besar',
      applications: [
        'Penyamaran data peribadi secara automatik',
        'Kawalan akses berasaskan dasar',
        'Penguatkuasaan residensi dan tempoh penyimpanan data',
      ],
    },
  ],
  technologies: [
    {
      name: 'Databricks Unity Catalog',
      description:
        'Lapisan tadbir urus bersepadu untuk aset data dan AI yang menyediakan kawalan akses terperinci, lineage dan pengauditan merentas workspace.',
      applications: 'Tadbir urus berpusat untuk produk data domain',
    },
    {
      name: 'Snowflake',
      description:
        'Platform data cloud yang ciri perkongsian data selamat dan warehouse pengkomputeran berasingannya membolehkan domain menerbitkan dan menggunakan data tanpa menyalinnya.',
      applications: 'Perkongsian data merentas domain',
    },
    {
      name: 'dbt',
      description:
        'Rangka kerja transformasi sumber terbuka yang membawa kawalan versi, pengujian dan dokumentasi kepada pipeline data berasaskan SQL.',
      applications: 'Pipeline produk data yang diuji dan didokumenkan',
    },
    {
      name: 'DataHub',
      description: 'Platform metadata sumber terbuka untuk penemuan data, lineage dan pemilikan, yang asalnya dibangunkan di LinkedIn.',
      applications: 'Katalog dan penemuan produk data',
    },
  ],
  implementation: {
    steps: [
      'Nilai aliran data, masalah utama dan struktur pasukan semasa untuk mengenal pasti dua atau tiga domain calon dengan pemilikan yang jelas dan permintaan yang tinggi.',
      'Tetapkan standard minimum produk data yang merangkumi pemilikan, skema, dokumentasi, semakan kualiti dan objektif tahap perkhidmatan.',
      'Bina platform layan diri yang ringkas dengan templat untuk pengingesan, transformasi, pengkatalogan dan kawalan akses.',
      'Lancarkan produk data perintis bersama domain terpilih dan ukur kadar penerimaan pengguna, kesegaran data serta kadar insiden.',
      'Tubuhkan majlis tadbir urus berfederasi, automasikan dasar utama dan kembangkan kepada domain lain secara berperingkat mengikut perancangan.',
    ],
    challenges: [
      'Pasukan domain mungkin kekurangan kemahiran kejuruteraan data dan pada mulanya menganggap pemilikan data sebagai kerja tambahan tanpa sumber tambahan.',
      'Pasukan data pusat sedia ada mungkin merasakan peranan mereka terancam dan memerlukan misi baharu yang jelas sebagai pembina platform dan pemudah cara.',
      'Tanpa standard saling kendali yang kukuh, penyahpusatan boleh menghasilkan definisi yang tidak konsisten dan silo data baharu.',
    ],
    bestPractices: [
      'Mulakan dengan sebilangan kecil domain bernilai tinggi dan bukannya menyusun semula seluruh syarikat serentak.',
      'Peruntukkan dana secara jelas untuk pemilikan produk data, termasuk pemilik produk yang dinamakan dan kapasiti kejuruteraan dalam setiap domain.',
      'Gunakan kontrak data dan ujian automatik supaya perubahan skema dipersetujui dan disahkan sebelum dilaksanakan.',
      'Jejaki metrik penerimaan platform dan penggunaan produk data untuk menunjukkan nilai dan memandu pelaburan.',
    ],
  },
  conclusion:
    'Data mesh ialah perubahan organisasi dan seni bina, bukan produk yang boleh dibeli secara siap sedia. Syarikat yang bermula secara kecil, melabur dalam platform layan diri yang kukuh dan mengautomasikan tadbir urus dapat memberikan pasukan perniagaan akses yang lebih pantas kepada data yang boleh dipercayai sambil kekal mematuhi peraturan serantau. Meridian IT Services membantu pelanggan menilai kesediaan mereka dan menjalankan projek perintis yang membuktikan nilai sebelum diperluas.',
  tags: ['Data Mesh', 'Tadbir Urus Data', 'Produk Data', 'Platform Data'],
};

export default body;
