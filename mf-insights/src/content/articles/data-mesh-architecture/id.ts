import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Arsitek Data Utama',
  introduction:
    'Banyak organisasi di Asia Tenggara telah berinvestasi besar pada data warehouse dan data lake terpusat, namun mendapati bahwa satu tim platform menjadi hambatan antara pertanyaan bisnis dan jawaban yang dapat dipercaya. Data mesh menawarkan model yang berbeda: tim domain memiliki, menerbitkan, dan mendukung data mereka sebagai produk, sementara platform swalayan bersama dan tata kelola terfederasi menjaga agar semuanya tetap interoperabel. Artikel ini menjelaskan empat prinsip data mesh dan cara mengadopsinya secara pragmatis.',
  keyPoints: [
    'Data mesh memindahkan tanggung jawab atas data analitis ke domain bisnis yang paling memahaminya, seperti penjualan, logistik, atau layanan pelanggan.',
    'Setiap domain menerbitkan produk data dengan pemilik yang jelas, skema yang terdokumentasi, pemeriksaan kualitas, dan sasaran tingkat layanan.',
    'Platform data swalayan menyediakan perangkat standar bagi tim domain untuk penyimpanan, pipeline, katalogisasi, dan kontrol akses, sehingga mereka tidak perlu membangun ulang infrastruktur.',
    'Tata kelola komputasional terfederasi menerapkan kebijakan bersama, termasuk aturan pelindungan data pribadi seperti UU PDP Indonesia dan PDPA Malaysia, secara otomatis di seluruh domain.',
  ],
  sections: [
    {
      title: 'Kepemilikan Data Berorientasi Domain',
      content:
        'Dalam data mesh, tim yang menjalankan suatu kapabilitas bisnis juga memiliki data analitis yang dihasilkannya. Tim logistik, misalnya, menerbitkan data pengiriman dan penyerahan barang alih-alih menyerahkan tabel mentah kepada tim pusat untuk ditafsirkan. Hal ini mempersingkat siklus umpan balik dan menempatkan akuntabilitas atas makna dan kualitas data pada pihak yang paling dekat dengan sumbernya.',
      impact: 'Akuntabilitas yang jelas atas kualitas data',
      applications: [
        'Pelaporan pipeline penjualan dan pendapatan',
        'Pelacakan rantai pasok dan pengiriman',
        'Analisis kinerja layanan pelanggan',
      ],
    },
    {
      title: 'Data sebagai Produk',
      content:
        'Data domain diperlakukan sebagai produk yang memiliki konsumen, bukan sebagai produk sampingan dari sistem operasional. Setiap produk data harus dapat ditemukan, dapat dialamatkan, mendeskripsikan dirinya sendiri, dan dapat dipercaya, dengan pemilik yang ditunjuk, skema berversi, serta target kesegaran dan kelengkapan yang dipublikasikan. Kontrak data antara produsen dan konsumen membuat perubahan yang merusak terlihat sebelum mencapai dasbor atau model.',
      impact: 'Dataset tepercaya yang dapat digunakan ulang lintas tim',
      applications: [
        'Tampilan pelanggan 360 derajat untuk pemasaran',
        'Dataset fitur untuk machine learning',
        'Pelaporan regulasi dan keuangan',
      ],
    },
    {
      title: 'Platform Data Swalayan',
      content:
        'Kepemilikan terdesentralisasi hanya berhasil jika setiap tim domain tidak harus membangun pipeline, penyimpanan, dan keamanan sendiri dari nol. Tim platform menyediakan jalur baku: templat untuk ingesti dan transformasi, katalog bersama, komputasi terkelola, dan kontrol akses standar. Dalam proyek-proyek kami, templat platform yang baik biasanya memangkas waktu penerbitan produk data baru dari beberapa minggu menjadi beberapa hari.',
      impact: 'Penyampaian produk data baru yang lebih cepat',
      applications: [
        'Pipeline ingesti dan transformasi berbasis templat',
        'Katalog data dan lineage terpusat',
        'Penyediaan penyimpanan dan akses secara otomatis',
      ],
    },
    {
      title: 'Tata Kelola Komputasional Terfederasi',
      content:
        'Tata kelola dalam data mesh ditetapkan bersama oleh perwakilan domain dan platform, kemudian diberlakukan sebagai kode sedapat mungkin. Kebijakan klasifikasi, penyamaran data pribadi, retensi, dan standar interoperabilitas dibangun ke dalam platform alih-alih diperiksa secara manual. Dengan demikian, organisasi dapat menambah jumlah produk data tanpa meningkatkan risiko kepatuhan dengan laju yang sama.',
      impact: 'Kepatuhan yang konsisten dalam skala besar',
      applications: ['Penyamaran data pribadi secara otomatis', 'Kontrol akses berbasis kebijakan', 'Penegakan residensi dan retensi data'],
    },
  ],
  technologies: [
    {
      name: 'Databricks Unity Catalog',
      description:
        'Lapisan tata kelola terpadu untuk aset data dan AI yang menyediakan kontrol akses terperinci, lineage, dan audit di seluruh workspace.',
      applications: 'Tata kelola terpusat untuk produk data domain',
    },
    {
      name: 'Snowflake',
      description:
        'Platform data cloud yang fitur berbagi data aman dan warehouse komputasi terpisahnya memungkinkan domain menerbitkan dan mengonsumsi data tanpa menyalinnya.',
      applications: 'Berbagi data lintas domain',
    },
    {
      name: 'dbt',
      description:
        'Kerangka kerja transformasi sumber terbuka yang menghadirkan kontrol versi, pengujian, dan dokumentasi pada pipeline data berbasis SQL.',
      applications: 'Pipeline produk data yang teruji dan terdokumentasi',
    },
    {
      name: 'DataHub',
      description: 'Platform metadata sumber terbuka untuk penemuan data, lineage, dan kepemilikan, yang awalnya dikembangkan di LinkedIn.',
      applications: 'Katalog dan penemuan produk data',
    },
  ],
  implementation: {
    steps: [
      'Kaji alur data, masalah utama, dan struktur tim saat ini untuk mengidentifikasi dua atau tiga domain kandidat dengan kepemilikan yang jelas dan permintaan yang tinggi.',
      'Tetapkan standar minimum produk data yang mencakup kepemilikan, skema, dokumentasi, pemeriksaan kualitas, dan sasaran tingkat layanan.',
      'Bangun platform swalayan yang ramping dengan templat untuk ingesti, transformasi, katalogisasi, dan kontrol akses.',
      'Luncurkan produk data percontohan bersama domain terpilih dan ukur tingkat adopsi konsumen, kesegaran data, serta jumlah insiden.',
      'Bentuk dewan tata kelola terfederasi, otomatiskan kebijakan utama, dan perluas ke domain lain secara bertahap sesuai rencana.',
    ],
    challenges: [
      'Tim domain mungkin belum memiliki keterampilan rekayasa data dan pada awalnya memandang kepemilikan data sebagai beban tambahan tanpa sumber daya tambahan.',
      'Tim data pusat yang ada dapat merasa perannya terancam sehingga memerlukan misi baru yang jelas sebagai pembangun platform dan pendukung tim lain.',
      'Tanpa standar interoperabilitas yang kuat, desentralisasi dapat menghasilkan definisi yang tidak konsisten dan silo data baru.',
    ],
    bestPractices: [
      'Mulailah dengan sejumlah kecil domain bernilai tinggi alih-alih mereorganisasi seluruh perusahaan sekaligus.',
      'Alokasikan anggaran secara eksplisit untuk kepemilikan produk data, termasuk pemilik produk yang ditunjuk dan kapasitas rekayasa di setiap domain.',
      'Gunakan kontrak data dan pengujian otomatis agar perubahan skema disepakati dan divalidasi sebelum penerapan.',
      'Pantau metrik adopsi platform dan penggunaan produk data untuk menunjukkan nilai dan mengarahkan investasi.',
    ],
  },
  conclusion:
    'Data mesh merupakan perubahan organisasi dan arsitektur, bukan produk yang dapat dibeli secara instan. Perusahaan yang memulai dari skala kecil, berinvestasi pada platform swalayan yang kuat, dan mengotomatiskan tata kelola dapat memberikan akses yang lebih cepat ke data tepercaya bagi tim bisnis sekaligus tetap mematuhi regulasi di kawasan. Meridian IT Services membantu klien menilai kesiapan mereka dan menjalankan proyek percontohan yang membuktikan nilai sebelum diperluas.',
  tags: ['Data Mesh', 'Tata Kelola Data', 'Produk Data', 'Platform Data'],
};

export default body;
