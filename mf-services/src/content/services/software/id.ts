import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami merancang, membangun, dan memelihara perangkat lunak bisnis yang dibuat untuk bertahan satu dekade: arsitektur yang jelas, pengujian otomatis, dan dokumentasi yang memungkinkan tim Anda sendiri atau pemasok lain mengambil alih tanpa harus menulis ulang.',
  keyFeatures: [
    {
      title: 'Arsitektur yang mudah dipelihara',
      description:
        'Desain modular, standar penulisan kode yang disepakati, dan peninjauan sejawat yang menjaga biaya perubahan tetap rendah seiring sistem berkembang.',
    },
    {
      title: 'Pemeriksaan kualitas otomatis',
      description: 'Pengujian unit, integrasi, dan end-to-end di CI, dengan analisis statis SonarQube pada setiap merge.',
    },
    {
      title: 'Pengiriman agile yang transparan',
      description:
        'Sprint dua minggu yang diakhiri dengan demo perangkat lunak yang berfungsi, serta backlog yang prioritasnya dapat Anda ubah kapan saja.',
    },
    {
      title: 'Dukungan sepanjang siklus hidup',
      description:
        'Perjanjian tingkat layanan yang mencakup perbaikan, patch keamanan, dan peningkatan framework selama aplikasi digunakan.',
    },
  ],
  technologies: [
    {
      category: 'Bahasa dan framework',
      tools: ['Java', 'Spring Boot', '.NET', 'Python'],
      description:
        'Platform arus utama dengan dukungan jangka panjang dan ketersediaan tenaga ahli lokal yang luas, sehingga sistem Anda tidak bergantung pada keahlian langka.',
    },
    {
      category: 'Kualitas dan pengiriman',
      tools: ['GitHub Actions', 'GitLab CI/CD', 'SonarQube', 'Jira'],
      description: 'Pipeline yang membangun, menguji, dan memindai setiap perubahan, dengan ketertelusuran dari kebutuhan hingga rilis.',
    },
    {
      category: 'Data dan integrasi',
      tools: ['PostgreSQL', 'Microsoft SQL Server', 'Apache Kafka', 'RabbitMQ'],
      description: 'Penyimpanan dan perpesanan yang andal untuk sistem transaksional dan integrasi di antaranya.',
    },
  ],
  subServices: [
    {
      id: 'enterprise-applications',
      icon: 'boxes',
      title: 'Aplikasi Perusahaan',
      description:
        'Sistem lini bisnis untuk operasional, keuangan, dan SDM yang terintegrasi dengan ERP Anda dan dapat diperluas ke seluruh unit bisnis.',
      features: [
        {
          name: 'Alur kerja dan persetujuan',
          description: 'Persetujuan bertingkat yang dapat dikonfigurasi, dengan delegasi, eskalasi, dan jejak audit yang lengkap.',
          benefit: 'Formulir kertas dan persetujuan lewat email ditinggalkan.',
        },
        {
          name: 'Integrasi ERP dan CRM',
          description: 'Integrasi dua arah dengan SAP, Oracle, Microsoft Dynamics 365, dan Salesforce.',
          benefit: 'Satu sumber kebenaran di seluruh departemen.',
        },
        {
          name: 'Akses berbasis peran dan audit',
          description: 'Single sign-on melalui Microsoft Entra ID dan izin terperinci per peran dan badan hukum.',
          benefit: 'Audit internal dan eksternal berjalan lebih lancar.',
        },
        {
          name: 'Pelaporan operasional',
          description: 'Dasbor dan laporan terjadwal yang dibangun dari data aplikasi itu sendiri.',
          benefit: 'Manajer melihat status tanpa harus meminta spreadsheet.',
        },
      ],
      tools: [
        { name: 'Spring Boot', category: 'Framework aplikasi', useCase: 'Back end yang tangguh untuk sistem perusahaan transaksional' },
        { name: 'Microsoft Entra ID', category: 'Identitas', useCase: 'Single sign-on dan akses bersyarat' },
        { name: 'Apache Kafka', category: 'Event streaming', useCase: 'Integrasi yang andal antara ERP dan sistem lini bisnis' },
        { name: 'Camunda', category: 'Mesin alur kerja', useCase: 'Memodelkan dan menjalankan proses persetujuan dalam BPMN' },
      ],
      applications: [
        {
          name: 'Pengadaan dan manajemen vendor',
          industry: 'Manufaktur',
          impact: 'Persetujuan pembelian dalam hitungan hari, bukan minggu',
        },
        { name: 'Sistem operasional cabang', industry: 'Perbankan', impact: 'Proses terkendali yang sama di setiap cabang' },
        {
          name: 'Penjadwalan tenaga kerja lapangan',
          industry: 'Utilitas',
          impact: 'Lebih banyak pekerjaan selesai per teknisi setiap hari',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan proses saat ini dan titik masalahnya',
            'Menginventarisasi sistem yang akan diintegrasikan',
            'Menyepakati cakupan dan ukuran keberhasilan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Merancang arsitektur dan model data',
            'Merencanakan integrasi dan migrasi data',
            'Menetapkan rencana rilis dan tata kelola',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Membangun dan mengonfigurasi dalam sprint',
            'Mengintegrasikan dengan ERP dan sistem identitas',
            'Menjalankan user acceptance testing',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Memigrasikan data dan melakukan cut-over',
            'Melatih pengguna kunci dan administrator',
            'Memberikan hypercare pada minggu-minggu pertama',
          ],
        },
      ],
    },
    {
      id: 'custom-applications',
      icon: 'wrench',
      title: 'Aplikasi Khusus',
      description:
        'Perangkat lunak yang dibuat khusus untuk proses yang tidak cocok dengan produk siap pakai, dari prototipe pertama hingga produk yang didukung penuh.',
      features: [
        {
          name: 'Pembuatan prototipe cepat',
          description: 'Prototipe Figma yang dapat diklik dan proof of concept yang berfungsi dalam hitungan minggu.',
          benefit: 'Ide diuji dengan pengguna nyata sebelum investasi besar.',
        },
        {
          name: 'Modernisasi sistem lama',
          description: 'Penggantian bertahap sistem Visual Basic, Delphi, atau Oracle Forms yang menua dengan pola strangler fig.',
          benefit: 'Modernisasi tanpa peralihan serentak yang berisiko.',
        },
        {
          name: 'Arsitektur cloud-native',
          description:
            'Layanan dalam container di Kubernetes atau platform terkelola, dengan infrastruktur yang didefinisikan di Terraform.',
          benefit: 'Lingkungan yang dapat direproduksi dengan biaya operasional yang terlihat jelas.',
        },
        {
          name: 'Kepemilikan penuh kode sumber',
          description: 'Anda memiliki kode, dokumentasi, dan pipeline, yang disimpan di repositori Anda sendiri.',
          benefit: 'Tidak terkunci pada kami maupun pemasok lain.',
        },
      ],
      tools: [
        { name: 'Figma', category: 'Desain dan prototipe', useCase: 'Prototipe interaktif untuk pengujian pengguna' },
        { name: '.NET', category: 'Framework aplikasi', useCase: 'Aplikasi bisnis di lingkungan yang berpusat pada Microsoft' },
        { name: 'Docker', category: 'Kontainerisasi', useCase: 'Build yang identik dari laptop pengembang hingga produksi' },
        { name: 'SonarQube', category: 'Kualitas kode', useCase: 'Analisis statis dan titik rawan keamanan pada setiap merge' },
      ],
      applications: [
        {
          name: 'Sistem manajemen perkebunan',
          industry: 'Pertanian',
          impact: 'Data panen dan hasil dicatat setiap hari, bukan setiap bulan',
        },
        {
          name: 'Platform pemrosesan klaim',
          industry: 'Asuransi',
          impact: 'Klaim diselesaikan lebih cepat dengan lebih sedikit serah terima manual',
        },
        { name: 'Sistem informasi siswa', industry: 'Pendidikan', impact: 'Pendaftaran dan nilai di satu tempat bagi staf dan orang tua' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Mewawancarai pengguna dan mengamati pekerjaan saat ini',
            'Membuat prototipe alur kerja yang paling berisiko',
            'Memperkirakan cakupan dan anggaran',
          ],
        },
        {
          phase: 'planning',
          steps: ['Memprioritaskan rilis minimum yang layak', 'Memilih arsitektur dan hosting', 'Menentukan strategi pengujian'],
        },
        {
          phase: 'development',
          steps: [
            'Membangun dalam sprint dua minggu',
            'Meninjau kode dan menjalankan pengujian otomatis',
            'Melakukan demo kepada pemangku kepentingan setiap sprint',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memperbaiki cacat sesuai SLA yang disepakati',
            'Menerapkan patch keamanan dan peningkatan versi',
            'Merencanakan penyempurnaan dalam tinjauan kuartalan',
          ],
        },
      ],
    },
  ],
};

export default content;
