import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Ketua Kejuruteraan Perisian',
  introduction:
    'Microservices boleh membantu organisasi mengeluarkan ciri baharu dengan lebih pantas dan menskalakan bahagian sistem yang menanggung beban paling tinggi, tetapi ia juga membawa kerumitan sistem teragih yang sering dipandang ringan oleh banyak pasukan. Perbezaan antara kejayaan dengan "monolit teragih" biasanya bergantung pada sempadan perkhidmatan, corak komunikasi, kebolehcerapan dan automasi penghantaran. Artikel ini merumuskan amalan yang kami gunakan ketika membina dan memodenkan platform microservices untuk pelanggan di seluruh Asia Tenggara.',
  keyPoints: [
    'Sempadan perkhidmatan harus mengikut keupayaan perniagaan yang dikenal pasti melalui domain-driven design, bukan lapisan teknikal seperti pangkalan data atau antara muka pengguna.',
    'Setiap perkhidmatan harus memiliki datanya sendiri dan berkomunikasi melalui API yang ditakrifkan dengan jelas atau event tak segerak, bukan melalui pangkalan data yang dikongsi.',
    'Kebolehcerapan dengan distributed tracing, log berstruktur dan metrik adalah penting sejak keluaran produksi pertama, bukan sesuatu yang difikirkan kemudian.',
    'Pipeline CI/CD automatik, orkestrasi kontena dan corak ketahanan membolehkan pasukan melaksanakan deployment secara bebas dan pulih dengan cepat daripada kegagalan.',
  ],
  sections: [
    {
      title: 'Mereka Bentuk Sempadan Perkhidmatan',
      content:
        'Microservices yang direka dengan baik dipetakan kepada bounded context dalam domain perniagaan, seperti pesanan, pembayaran atau inventori. Bengkel event storming yang melibatkan kakitangan perniagaan dan kejuruteraan ialah cara berkesan untuk mengenal pasti sempadan ini sebelum menulis kod. Perkhidmatan yang dipecahkan terlalu halus menghasilkan komunikasi yang berlebihan dan keluaran yang perlu diselaraskan, jadi lebih baik bermula dengan perkhidmatan yang lebih sedikit dan lebih besar, kemudian memecahkannya apabila terdapat sebab yang jelas.',
      impact: 'Pasukan bebas dengan kurang keluaran yang perlu diselaraskan',
      applications: [
        'Penguraian sistem monolitik warisan',
        'Penjajaran pasukan dengan keupayaan perniagaan',
        'Perancangan pelan hala tuju pemodenan berperingkat',
      ],
    },
    {
      title: 'Komunikasi dan Pengurusan Data',
      content:
        'Panggilan REST atau gRPC segerak adalah mudah tetapi mewujudkan gandingan semasa runtime, jadi rantaian panggilan yang panjang antara perkhidmatan perlu dielakkan. Pemesejan tak segerak dengan event stream menyahgandingkan perkhidmatan dan menyokong corak seperti event sourcing serta saga pattern untuk transaksi yang merentasi beberapa perkhidmatan. Outbox pattern membantu memastikan perubahan pangkalan data dan event yang diterbitkan kekal konsisten.',
      impact: 'Gandingan lebih longgar dan transaksi lebih boleh dipercayai',
      applications: [
        'Pemprosesan pesanan merentas perkhidmatan pembayaran dan inventori',
        'Pemberitahuan dan kemas kini status masa nyata',
        'Integrasi dengan sistem warisan dan sistem pihak ketiga',
      ],
    },
    {
      title: 'Kebolehcerapan dan Ketahanan',
      content:
        'Apabila satu permintaan melalui banyak perkhidmatan, pasukan memerlukan distributed tracing untuk memahami di mana masa digunakan dan di mana ralat berlaku. Penyeragaman pada OpenTelemetry untuk trace, metrik dan log mengelakkan kebergantungan kepada vendor tertentu dan menjadikan papan pemuka konsisten merentas pasukan. Corak ketahanan seperti had masa, cubaan semula dengan backoff, circuit breaker dan bulkhead menghalang kegagalan dalam satu perkhidmatan daripada merebak ke seluruh sistem.',
      impact: 'Diagnosis lebih pantas dan gangguan lebih singkat',
      applications: [
        'Penjejakan permintaan dari hujung ke hujung',
        'Pemantauan dan amaran objektif tahap perkhidmatan',
        'Kemerosotan perkhidmatan yang terkawal semasa trafik puncak',
      ],
    },
    {
      title: 'Automasi Deployment dan Penghantaran',
      content:
        'Microservices hanya memberikan ketangkasan yang dijanjikan apabila setiap perkhidmatan boleh dibina, diuji dan di-deploy secara bebas melalui pipeline automatik. Kontena dan Kubernetes menyediakan persekitaran runtime yang konsisten, manakala alat GitOps dan teknik progressive delivery seperti keluaran canary mengurangkan risiko setiap perubahan. Ujian kontrak berasaskan pengguna (consumer-driven contract test) mengesan perubahan API yang memecahkan keserasian sebelum ia sampai ke produksi.',
      impact: 'Keluaran lebih pantas dengan kurang rollback',
      applications: [
        'Pipeline deployment bebas bagi setiap perkhidmatan',
        'Keluaran canary dan blue-green',
        'Pengujian kontrak API secara automatik',
      ],
    },
  ],
  technologies: [
    {
      name: 'Kubernetes',
      description:
        'Platform orkestrasi kontena sumber terbuka yang mengautomasikan deployment, penskalaan dan pemulihan kendiri perkhidmatan berasaskan kontena.',
      applications: 'Menjalankan dan menskalakan microservices',
    },
    {
      name: 'Apache Kafka',
      description:
        'Platform event streaming teragih yang menyediakan pemesejan yang tahan lasak dan berdaya pemprosesan tinggi antara perkhidmatan.',
      applications: 'Komunikasi tak segerak dipacu event',
    },
    {
      name: 'OpenTelemetry',
      description: 'Standard dan kit alat CNCF yang neutral vendor untuk mengumpul trace, metrik dan log daripada aplikasi.',
      applications: 'Distributed tracing dan kebolehcerapan',
    },
    {
      name: 'Istio',
      description:
        'Service mesh yang menambah mutual TLS, pengurusan trafik dan telemetri pada komunikasi antara perkhidmatan tanpa mengubah kod aplikasi.',
      applications: 'Trafik selamat dan penghalaan canary',
    },
  ],
  implementation: {
    steps: [
      'Petakan domain perniagaan bersama pihak berkepentingan dan kenal pasti bounded context yang boleh menjadi calon perkhidmatan.',
      'Wujudkan asas platform dengan kontena, Kubernetes, pipeline CI/CD dan kebolehcerapan berasaskan OpenTelemetry.',
      'Asingkan perkhidmatan pertama daripada monolit menggunakan strangler fig pattern, bermula dengan keupayaan yang kerap berubah dan mempunyai sedikit kebergantungan.',
      'Perkenalkan pemesejan tak segerak, kontrak API dan corak ketahanan apabila lebih banyak perkhidmatan diasingkan.',
      'Semak objektif tahap perkhidmatan, kekerapan deployment dan data insiden secara berkala, dan laraskan sempadan perkhidmatan apabila perlu.',
    ],
    challenges: [
      'Transaksi teragih dan konsistensi data lebih sukar diurus berbanding dalam satu pangkalan data.',
      'Beban operasi meningkat dengan ketara dan memerlukan pemantauan yang matang, amalan on-call serta kemahiran kejuruteraan platform.',
      'Sempadan yang dipilih dengan lemah boleh menghasilkan monolit teragih, di mana perkhidmatan masih perlu dikeluarkan bersama.',
    ],
    bestPractices: [
      'Tetapkan satu pasukan pemilik bagi setiap perkhidmatan yang bertanggungjawab terhadapnya dari pembangunan hingga produksi.',
      'Pastikan data setiap perkhidmatan kekal peribadi dan kongsi maklumat hanya melalui API dan event berversi.',
      'Automasikan pengujian, imbasan keselamatan dan deployment supaya setiap perkhidmatan boleh dikeluarkan secara bebas.',
      'Tetapkan objektif tahap perkhidmatan untuk perjalanan pengguna yang kritikal dan gunakan error budget untuk mengimbangi kebolehpercayaan dan kelajuan.',
    ],
  },
  conclusion:
    'Microservices ialah seni bina yang berkesan bagi organisasi yang perlu menskalakan sistem dan pasukan kejuruteraan mereka, tetapi ia bukan pilihan yang sesuai untuk setiap aplikasi. Kejayaannya bergantung pada sempadan domain yang difikirkan dengan teliti, automasi yang kukuh serta budaya pemilikan dan kebolehcerapan. Meridian IT Services membantu pelanggan menentukan di mana microservices memberikan nilai dan membimbing mereka melalui migrasi berperingkat yang berisiko rendah.',
  tags: ['Microservices', 'Kubernetes', 'DevOps', 'Seni Bina Perisian'],
};

export default body;
