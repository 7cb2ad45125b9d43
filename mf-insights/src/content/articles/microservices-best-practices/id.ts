import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Kepala Rekayasa Perangkat Lunak',
  introduction:
    'Microservices dapat membantu organisasi merilis fitur lebih cepat dan menskalakan bagian sistem yang menanggung beban paling besar, tetapi juga membawa kompleksitas sistem terdistribusi yang sering diremehkan oleh banyak tim. Perbedaan antara keberhasilan dan sebuah "monolit terdistribusi" biasanya ditentukan oleh batas layanan, pola komunikasi, observabilitas, dan otomatisasi penyampaian. Artikel ini merangkum praktik yang kami terapkan saat membangun dan memodernisasi platform microservices bagi klien di seluruh Asia Tenggara.',
  keyPoints: [
    'Batas layanan harus mengikuti kapabilitas bisnis yang diidentifikasi melalui domain-driven design, bukan lapisan teknis seperti basis data atau antarmuka pengguna.',
    'Setiap layanan harus memiliki datanya sendiri dan berkomunikasi melalui API yang terdefinisi dengan baik atau event asinkron, bukan melalui basis data bersama.',
    'Observabilitas dengan distributed tracing, log terstruktur, dan metrik sangat penting sejak rilis produksi pertama, bukan sebagai hal yang dipikirkan belakangan.',
    'Pipeline CI/CD otomatis, orkestrasi kontainer, dan pola ketahanan memungkinkan tim melakukan deployment secara mandiri dan pulih dengan cepat dari kegagalan.',
  ],
  sections: [
    {
      title: 'Merancang Batas Layanan',
      content:
        'Microservices yang dirancang dengan baik dipetakan ke bounded context dalam domain bisnis, seperti pesanan, pembayaran, atau inventaris. Lokakarya event storming yang melibatkan staf bisnis dan tim rekayasa merupakan cara efektif untuk menemukan batas-batas ini sebelum menulis kode. Layanan yang dipecah terlalu kecil menimbulkan komunikasi yang berlebihan dan rilis yang harus dikoordinasikan, sehingga sering kali lebih baik memulai dengan layanan yang lebih sedikit dan lebih besar, lalu memecahnya ketika ada alasan yang jelas.',
      impact: 'Tim mandiri dengan lebih sedikit rilis terkoordinasi',
      applications: [
        'Dekomposisi sistem monolitik lama',
        'Penyelarasan tim dengan kapabilitas bisnis',
        'Perencanaan peta jalan modernisasi bertahap',
      ],
    },
    {
      title: 'Komunikasi dan Pengelolaan Data',
      content:
        'Panggilan REST atau gRPC sinkron memang sederhana, tetapi menciptakan keterikatan saat runtime, sehingga rantai panggilan panjang antarlayanan harus dihindari. Pesan asinkron dengan event stream memisahkan ketergantungan antarlayanan dan mendukung pola seperti event sourcing serta saga pattern untuk transaksi yang melibatkan beberapa layanan. Outbox pattern membantu memastikan perubahan basis data dan event yang diterbitkan tetap konsisten.',
      impact: 'Keterikatan lebih longgar dan transaksi lebih andal',
      applications: [
        'Pemrosesan pesanan lintas layanan pembayaran dan inventaris',
        'Notifikasi dan pembaruan status secara real-time',
        'Integrasi dengan sistem lama dan sistem pihak ketiga',
      ],
    },
    {
      title: 'Observabilitas dan Ketahanan',
      content:
        'Ketika satu permintaan melewati banyak layanan, tim memerlukan distributed tracing untuk memahami di mana waktu dihabiskan dan di mana kesalahan terjadi. Standardisasi pada OpenTelemetry untuk trace, metrik, dan log menghindari ketergantungan pada vendor tertentu dan membuat dasbor konsisten di seluruh tim. Pola ketahanan seperti batas waktu, percobaan ulang dengan backoff, circuit breaker, dan bulkhead mencegah kegagalan pada satu layanan merambat ke seluruh sistem.',
      impact: 'Diagnosis lebih cepat dan gangguan lebih singkat',
      applications: [
        'Penelusuran permintaan secara menyeluruh',
        'Pemantauan dan peringatan sasaran tingkat layanan',
        'Degradasi layanan yang terkendali saat lalu lintas puncak',
      ],
    },
    {
      title: 'Otomatisasi Deployment dan Penyampaian',
      content:
        'Microservices baru memberikan kelincahan yang dijanjikan apabila setiap layanan dapat dibangun, diuji, dan di-deploy secara mandiri melalui pipeline otomatis. Kontainer dan Kubernetes menyediakan lingkungan runtime yang konsisten, sementara perangkat GitOps dan teknik progressive delivery seperti canary release mengurangi risiko setiap perubahan. Consumer-driven contract test mendeteksi perubahan API yang merusak sebelum mencapai lingkungan produksi.',
      impact: 'Rilis lebih cepat dengan lebih sedikit rollback',
      applications: [
        'Pipeline deployment mandiri untuk setiap layanan',
        'Rilis canary dan blue-green',
        'Pengujian kontrak API secara otomatis',
      ],
    },
  ],
  technologies: [
    {
      name: 'Kubernetes',
      description:
        'Platform orkestrasi kontainer sumber terbuka yang mengotomatiskan deployment, penskalaan, dan pemulihan mandiri layanan berbasis kontainer.',
      applications: 'Menjalankan dan menskalakan microservices',
    },
    {
      name: 'Apache Kafka',
      description:
        'Platform event streaming terdistribusi yang menyediakan pertukaran pesan yang andal dan berthroughput tinggi antarlayanan.',
      applications: 'Komunikasi asinkron berbasis event',
    },
    {
      name: 'OpenTelemetry',
      description: 'Standar dan perangkat CNCF yang netral terhadap vendor untuk mengumpulkan trace, metrik, dan log dari aplikasi.',
      applications: 'Distributed tracing dan observabilitas',
    },
    {
      name: 'Istio',
      description:
        'Service mesh yang menambahkan mutual TLS, manajemen lalu lintas, dan telemetri pada komunikasi antarlayanan tanpa mengubah kode aplikasi.',
      applications: 'Lalu lintas aman dan perutean canary',
    },
  ],
  implementation: {
    steps: [
      'Petakan domain bisnis bersama para pemangku kepentingan dan identifikasi bounded context yang dapat menjadi kandidat layanan.',
      'Tetapkan fondasi platform dengan kontainer, Kubernetes, pipeline CI/CD, dan observabilitas berbasis OpenTelemetry.',
      'Pisahkan layanan pertama dari monolit menggunakan strangler fig pattern, dimulai dari kapabilitas yang sering berubah dan memiliki sedikit ketergantungan.',
      'Terapkan pesan asinkron, kontrak API, dan pola ketahanan seiring makin banyak layanan yang dipisahkan.',
      'Tinjau sasaran tingkat layanan, frekuensi deployment, dan data insiden secara berkala, lalu sesuaikan batas layanan bila diperlukan.',
    ],
    challenges: [
      'Transaksi terdistribusi dan konsistensi data lebih sulit dikelola dibandingkan pada satu basis data.',
      'Beban operasional meningkat secara signifikan sehingga memerlukan pemantauan yang matang, praktik on-call, dan keterampilan platform engineering.',
      'Batas layanan yang dipilih dengan buruk dapat menghasilkan monolit terdistribusi, di mana layanan tetap harus dirilis bersamaan.',
    ],
    bestPractices: [
      'Tetapkan satu tim pemilik untuk setiap layanan yang bertanggung jawab mulai dari pengembangan hingga produksi.',
      'Jaga agar data setiap layanan bersifat privat dan bagikan informasi hanya melalui API dan event yang berversi.',
      'Otomatiskan pengujian, pemindaian keamanan, dan deployment agar setiap layanan dapat dirilis secara mandiri.',
      'Tetapkan sasaran tingkat layanan untuk alur pengguna yang kritis dan gunakan error budget untuk menyeimbangkan keandalan dan kecepatan.',
    ],
  },
  conclusion:
    'Microservices merupakan arsitektur yang andal bagi organisasi yang perlu menskalakan sistem sekaligus tim rekayasanya, tetapi bukan pilihan yang tepat untuk setiap aplikasi. Keberhasilannya bergantung pada batas domain yang dirancang dengan cermat, otomatisasi yang kuat, serta budaya kepemilikan dan observabilitas. Meridian IT Services membantu klien menentukan di mana microservices memberikan nilai tambah dan mendampingi mereka melalui migrasi bertahap yang berisiko rendah.',
  tags: ['Microservices', 'Kubernetes', 'DevOps', 'Arsitektur Perangkat Lunak'],
};

export default body;
