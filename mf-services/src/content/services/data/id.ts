import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengelola basis data yang menjadi tumpuan bisnis Anda dan membangun platform data di sampingnya, sehingga data operasional sampai ke dasbor dan model secara andal, aman, dan tepat waktu.',
  keyFeatures: [
    {
      title: 'Pemeriksaan kesehatan basis data',
      description: 'Tinjauan terstruktur atas kinerja, cadangan, keamanan, dan lisensi, disertai daftar perbaikan berdasarkan prioritas.',
    },
    {
      title: 'Platform data modern',
      description:
        'Desain lakehouse dan data warehouse di cloud yang sudah Anda gunakan, disesuaikan dengan volume data dan anggaran Anda.',
    },
    {
      title: 'Pipeline yang teruji',
      description: 'Kode ingesti dan transformasi di bawah kontrol versi, dengan uji kualitas data yang berjalan pada setiap perubahan.',
    },
    {
      title: 'Tata kelola dan privasi',
      description: 'Kontrol akses, katalog data, dan aturan retensi yang selaras dengan UU PDP Indonesia dan PDPA Malaysia.',
    },
  ],
  technologies: [
    {
      category: 'Basis data',
      tools: ['PostgreSQL', 'Microsoft SQL Server', 'Oracle Database', 'MongoDB'],
      description: 'Basis data relasional dan dokumen yang menjalankan sebagian besar sistem bisnis, dihosting sendiri maupun terkelola.',
    },
    {
      category: 'Platform data',
      tools: ['Snowflake', 'Databricks', 'Google BigQuery', 'Amazon Redshift'],
      description: 'Data warehouse dan lakehouse yang dipilih berdasarkan beban kerja, keahlian yang ada, dan komitmen cloud.',
    },
    {
      category: 'Pipeline dan analitik',
      tools: ['Apache Airflow', 'dbt', 'Apache Kafka', 'Power BI'],
      description: 'Alat orkestrasi, transformasi, streaming, dan pelaporan yang dapat dipelihara oleh tim Anda sendiri.',
    },
  ],
  subServices: [
    {
      id: 'database-management',
      icon: 'database',
      title: 'Manajemen Basis Data',
      description: 'Desain, penyetelan, pencadangan, dan administrasi sepanjang waktu untuk basis data di balik aplikasi inti Anda.',
      features: [
        {
          name: 'Penyetelan kinerja',
          description: 'Analisis kueri, indeks, dan konfigurasi berdasarkan statistik beban kerja nyata, bukan tebakan.',
          benefit: 'Laporan dan layar lebih cepat tanpa perangkat keras baru.',
        },
        {
          name: 'Pencadangan dan pemulihan',
          description: 'Pencadangan otomatis dengan pemulihan point-in-time, yang dipulihkan dan diverifikasi secara berkala.',
          benefit: 'Target pemulihan yang benar-benar telah diuji.',
        },
        {
          name: 'Ketersediaan tinggi',
          description: 'Replikasi dan klaster failover yang dirancang sesuai target uptime dan anggaran Anda.',
          benefit: 'Pemeliharaan dan gangguan tidak lagi berarti downtime.',
        },
        {
          name: 'Keamanan basis data',
          description:
            'Akses dengan hak minimum, enkripsi saat disimpan dan saat transit, serta log audit yang dipetakan ke CIS Benchmarks.',
          benefit: 'Temuan audit ditutup sebelum auditor datang.',
        },
      ],
      tools: [
        { name: 'PostgreSQL', category: 'Basis data relasional', useCase: 'Basis data open source untuk aplikasi baru dan hasil migrasi' },
        { name: 'Microsoft SQL Server', category: 'Basis data relasional', useCase: 'ERP dan sistem lini bisnis di lingkungan Windows' },
        { name: 'Amazon RDS', category: 'Basis data terkelola', useCase: 'Instans terkelola dengan patch dan pencadangan otomatis' },
        {
          name: 'Percona Monitoring and Management',
          category: 'Pemantauan',
          useCase: 'Analitik kueri dan peringatan di berbagai mesin basis data',
        },
      ],
      applications: [
        { name: 'Basis data core banking', industry: 'Jasa keuangan', impact: 'Jendela batch akhir bulan dipersingkat beberapa jam' },
        { name: 'Dukungan basis data ERP', industry: 'Manufaktur', impact: 'Lebih sedikit perlambatan saat puncak perencanaan produksi' },
        { name: 'Basis data pesanan e-commerce', industry: 'Ritel', impact: 'Checkout tetap stabil selama kampanye penjualan musiman' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventarisasi basis data, versi, dan lisensi',
            'Kumpulkan baseline kinerja dan kapasitas',
            'Tinjau cadangan dan hak akses',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Sepakati target titik dan waktu pemulihan',
            'Prioritaskan pekerjaan penyetelan dan peningkatan',
            'Tetapkan aturan pemantauan dan eskalasi',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Terapkan penyetelan dan perbaikan keamanan',
            'Siapkan replikasi dan cadangan yang teruji',
            'Migrasi atau tingkatkan versi bila diperlukan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Pantau dan tanggapi sepanjang waktu',
            'Terapkan patch sesuai jadwal pemeliharaan',
            'Laporkan kesehatan dan kapasitas setiap bulan',
          ],
        },
      ],
    },
    {
      id: 'big-data',
      icon: 'bar-chart',
      title: 'Big Data',
      description:
        'Platform lakehouse yang skalabel dan pipeline streaming yang menyatukan data dari setiap sistem di satu tempat tepercaya.',
      features: [
        {
          name: 'Arsitektur lakehouse',
          description:
            'Format tabel terbuka di penyimpanan objek berbiaya rendah, dapat dikueri oleh beban kerja SQL maupun machine learning.',
          benefit: 'Satu salinan data melayani pelaporan dan ilmu data.',
        },
        {
          name: 'Streaming waktu nyata',
          description:
            'Change data capture dan aliran peristiwa yang membuat analitik hanya tertinggal beberapa menit, bukan hari, dari operasi.',
          benefit: 'Keputusan berdasarkan apa yang terjadi hari ini.',
        },
        {
          name: 'Kualitas dan silsilah data',
          description: 'Pengujian otomatis dan pelacakan silsilah dari sistem sumber hingga dasbor.',
          benefit: 'Angka yang dipercaya oleh tim keuangan maupun operasional.',
        },
        {
          name: 'Komputasi dengan tata kelola biaya',
          description: 'Klaster dengan penskalaan otomatis, penandaan beban kerja, dan anggaran per tim.',
          benefit: 'Biaya platform tetap dapat diprediksi seiring pertumbuhan data.',
        },
      ],
      tools: [
        { name: 'Databricks', category: 'Platform lakehouse', useCase: 'Pemrosesan Spark, tabel Delta, dan notebook bersama' },
        { name: 'Apache Kafka', category: 'Streaming peristiwa', useCase: 'Ingesti waktu nyata dan change data capture' },
        { name: 'dbt', category: 'Transformasi', useCase: 'Model SQL yang teruji dan terdokumentasi di kontrol versi' },
        { name: 'Apache Airflow', category: 'Orkestrasi', useCase: 'Penjadwalan dan pemantauan pipeline data' },
      ],
      applications: [
        {
          name: 'Tampilan pelanggan 360',
          industry: 'Telekomunikasi',
          impact: 'Satu catatan pelanggan untuk penagihan, jaringan, dan layanan',
        },
        { name: 'Pemantauan transaksi', industry: 'Jasa keuangan', impact: 'Aktivitas mencurigakan ditandai dalam hitungan menit' },
        { name: 'Visibilitas rantai pasok', industry: 'Logistik', impact: 'Status pengiriman diperbarui hampir secara waktu nyata' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Petakan sistem sumber dan volume data',
            'Identifikasi laporan dan kasus penggunaan prioritas',
            'Nilai keahlian dan alat yang ada',
          ],
        },
        {
          phase: 'planning',
          steps: ['Rancang arsitektur target', 'Tetapkan kepemilikan data dan kebijakan akses', 'Perkirakan biaya operasional platform'],
        },
        {
          phase: 'development',
          steps: ['Bangun pipeline ingesti dan transformasi', 'Tambahkan uji kualitas data dan silsilah', 'Serahkan dasbor pertama'],
        },
        {
          phase: 'deployment',
          steps: ['Promosikan pipeline melalui lingkungan uji', 'Latih data engineer dan analis', 'Serahkan runbook dan laporan biaya'],
        },
      ],
    },
  ],
};

export default content;
