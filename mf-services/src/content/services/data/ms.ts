import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengendalikan pangkalan data yang menjadi tunjang perniagaan anda dan membina platform data di sisinya, supaya data operasi sampai ke papan pemuka dan model dengan boleh dipercayai, selamat dan tepat pada masanya.',
  keyFeatures: [
    {
      title: 'Pemeriksaan kesihatan pangkalan data',
      description:
        'Semakan berstruktur terhadap prestasi, sandaran, keselamatan dan pelesenan, berserta senarai pembaikan mengikut keutamaan.',
    },
    {
      title: 'Platform data moden',
      description: 'Reka bentuk lakehouse dan gudang data di awan yang sudah anda gunakan, disaiz mengikut jumlah data dan bajet anda.',
    },
    {
      title: 'Saluran paip yang diuji',
      description:
        'Kod pengingesan dan transformasi di bawah kawalan versi, dengan ujian kualiti data yang dijalankan pada setiap perubahan.',
    },
    {
      title: 'Tadbir urus dan privasi',
      description: 'Kawalan akses, katalog data dan peraturan penyimpanan yang sejajar dengan PDPA Malaysia dan UU PDP Indonesia.',
    },
  ],
  technologies: [
    {
      category: 'Pangkalan data',
      tools: ['PostgreSQL', 'Microsoft SQL Server', 'Oracle Database', 'MongoDB'],
      description: 'Pangkalan data hubungan dan dokumen yang menjalankan kebanyakan sistem perniagaan, dihoskan sendiri atau terurus.',
    },
    {
      category: 'Platform data',
      tools: ['Snowflake', 'Databricks', 'Google BigQuery', 'Amazon Redshift'],
      description: 'Gudang data dan lakehouse yang dipilih mengikut beban kerja, kemahiran sedia ada dan komitmen awan.',
    },
    {
      category: 'Saluran paip dan analitik',
      tools: ['Apache Airflow', 'dbt', 'Apache Kafka', 'Power BI'],
      description: 'Alat orkestrasi, transformasi, penstriman dan pelaporan yang boleh diselenggara oleh pasukan anda sendiri.',
    },
  ],
  subServices: [
    {
      id: 'database-management',
      icon: 'database',
      title: 'Pengurusan Pangkalan Data',
      description: 'Reka bentuk, penalaan, sandaran dan pentadbiran sepanjang masa bagi pangkalan data di sebalik aplikasi teras anda.',
      features: [
        {
          name: 'Penalaan prestasi',
          description: 'Analisis pertanyaan, indeks dan konfigurasi berdasarkan statistik beban kerja sebenar, bukan tekaan.',
          benefit: 'Laporan dan skrin lebih pantas tanpa perkakasan baharu.',
        },
        {
          name: 'Sandaran dan pemulihan',
          description: 'Sandaran automatik dengan pemulihan point-in-time, dipulihkan dan disahkan mengikut jadual tetap.',
          benefit: 'Objektif pemulihan yang benar-benar telah diuji.',
        },
        {
          name: 'Ketersediaan tinggi',
          description: 'Replikasi dan kluster failover yang direka mengikut sasaran masa operasi dan bajet anda.',
          benefit: 'Penyelenggaraan dan kegagalan tidak lagi bermakna gangguan perkhidmatan.',
        },
        {
          name: 'Keselamatan pangkalan data',
          description:
            'Akses keistimewaan minimum, penyulitan semasa disimpan dan semasa transit, serta log audit yang dipetakan kepada CIS Benchmarks.',
          benefit: 'Penemuan audit ditutup sebelum juruaudit tiba.',
        },
      ],
      tools: [
        {
          name: 'PostgreSQL',
          category: 'Pangkalan data hubungan',
          useCase: 'Pangkalan data sumber terbuka untuk aplikasi baharu dan yang dipindahkan',
        },
        {
          name: 'Microsoft SQL Server',
          category: 'Pangkalan data hubungan',
          useCase: 'ERP dan sistem barisan perniagaan dalam persekitaran Windows',
        },
        { name: 'Amazon RDS', category: 'Pangkalan data terurus', useCase: 'Instans terurus dengan tampalan dan sandaran automatik' },
        {
          name: 'Percona Monitoring and Management',
          category: 'Pemantauan',
          useCase: 'Analitik pertanyaan dan amaran merentas enjin pangkalan data',
        },
      ],
      applications: [
        {
          name: 'Pangkalan data perbankan teras',
          industry: 'Perkhidmatan kewangan',
          impact: 'Tetingkap kelompok hujung bulan dipendekkan beberapa jam',
        },
        { name: 'Sokongan pangkalan data ERP', industry: 'Pembuatan', impact: 'Kurang kelembapan semasa puncak perancangan pengeluaran' },
        {
          name: 'Pangkalan data pesanan e-dagang',
          industry: 'Peruncitan',
          impact: 'Pembayaran kekal stabil sepanjang kempen jualan bermusim',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Inventori pangkalan data, versi dan lesen', 'Kumpul garis dasar prestasi dan kapasiti', 'Semak sandaran dan hak akses'],
        },
        {
          phase: 'planning',
          steps: [
            'Persetujui objektif titik dan masa pemulihan',
            'Utamakan kerja penalaan dan naik taraf',
            'Tetapkan peraturan pemantauan dan eskalasi',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Laksanakan penalaan dan pembaikan keselamatan',
            'Sediakan replikasi dan sandaran yang diuji',
            'Pindahkan atau naik taraf jika perlu',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Pantau dan bertindak balas sepanjang masa',
            'Tampal mengikut kalendar penyelenggaraan yang dipersetujui',
            'Laporkan kesihatan dan kapasiti setiap bulan',
          ],
        },
      ],
    },
    {
      id: 'big-data',
      icon: 'bar-chart',
      title: 'Data Raya',
      description:
        'Platform lakehouse yang boleh diskalakan dan saluran paip penstriman yang menghimpunkan data daripada setiap sistem di satu tempat yang dipercayai.',
      features: [
        {
          name: 'Seni bina lakehouse',
          description: 'Format jadual terbuka pada storan objek kos rendah, boleh ditanya oleh beban kerja SQL dan pembelajaran mesin.',
          benefit: 'Satu salinan data untuk pelaporan dan sains data.',
        },
        {
          name: 'Penstriman masa nyata',
          description:
            'Change data capture dan aliran peristiwa yang memastikan analitik hanya ketinggalan beberapa minit, bukan hari, daripada operasi.',
          benefit: 'Keputusan berdasarkan apa yang berlaku hari ini.',
        },
        {
          name: 'Kualiti dan salasilah data',
          description: 'Ujian automatik dan penjejakan salasilah dari sistem sumber hingga papan pemuka.',
          benefit: 'Angka yang dipercayai oleh pasukan kewangan dan operasi.',
        },
        {
          name: 'Pengkomputeran dengan tadbir urus kos',
          description: 'Kluster penskalaan automatik, penandaan beban kerja dan bajet bagi setiap pasukan.',
          benefit: 'Kos platform kekal boleh diramal apabila data bertambah.',
        },
      ],
      tools: [
        { name: 'Databricks', category: 'Platform lakehouse', useCase: 'Pemprosesan Spark, jadual Delta dan buku nota dikongsi' },
        { name: 'Apache Kafka', category: 'Penstriman peristiwa', useCase: 'Pengingesan masa nyata dan change data capture' },
        { name: 'dbt', category: 'Transformasi', useCase: 'Model SQL yang diuji dan didokumenkan dalam kawalan versi' },
        { name: 'Apache Airflow', category: 'Orkestrasi', useCase: 'Penjadualan dan pemantauan saluran paip data' },
      ],
      applications: [
        {
          name: 'Paparan pelanggan 360',
          industry: 'Telekomunikasi',
          impact: 'Satu rekod pelanggan merentas pengebilan, rangkaian dan khidmat pelanggan',
        },
        {
          name: 'Pemantauan transaksi',
          industry: 'Perkhidmatan kewangan',
          impact: 'Aktiviti mencurigakan dikesan dalam masa beberapa minit',
        },
        { name: 'Keterlihatan rantaian bekalan', industry: 'Logistik', impact: 'Status penghantaran dikemas kini hampir dalam masa nyata' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Petakan sistem sumber dan jumlah data',
            'Kenal pasti laporan dan kes penggunaan utama',
            'Nilai kemahiran dan alat sedia ada',
          ],
        },
        {
          phase: 'planning',
          steps: ['Reka bentuk seni bina sasaran', 'Tetapkan pemilikan data dan dasar akses', 'Anggarkan kos operasi platform'],
        },
        {
          phase: 'development',
          steps: [
            'Bina saluran paip pengingesan dan transformasi',
            'Tambah ujian kualiti data dan salasilah',
            'Serahkan papan pemuka pertama',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Naikkan saluran paip melalui persekitaran ujian',
            'Latih jurutera data dan penganalisis',
            'Serahkan buku panduan operasi dan laporan kos',
          ],
        },
      ],
    },
  ],
};

export default content;
