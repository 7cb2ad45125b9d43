import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami merancang, memigrasikan, dan mengoperasikan platform cloud di AWS, Azure, dan Google Cloud: landing zone yang aman dan didefinisikan sebagai kode, migrasi yang direncanakan per beban kerja, serta tinjauan biaya bulanan yang menjaga pengeluaran tetap sesuai dengan pemakaian sebenarnya.',
  keyFeatures: [
    {
      title: 'Landing zone sebagai kode',
      description:
        'Akun, jaringan, identitas, dan guardrail didefinisikan di Terraform, ditinjau seperti perangkat lunak, dan dapat direproduksi di region mana pun.',
    },
    {
      title: 'Migrasi per beban kerja',
      description:
        'Setiap aplikasi dinilai dan mendapatkan jalur migrasinya sendiri (rehost, replatform, atau refactor) beserta rencana rollback-nya sendiri.',
    },
    {
      title: 'Tata kelola biaya',
      description:
        'Kebijakan tagging, anggaran, dan tinjauan rightsizing berdasarkan praktik FinOps, dengan laporan biaya bulanan untuk setiap unit bisnis.',
    },
    {
      title: 'Residensi data dan kepatuhan',
      description:
        'Region dan kontrol dipilih untuk memenuhi persyaratan lokal seperti UU PDP Indonesia, PDPA Malaysia, dan MAS TRM Guidelines.',
    },
  ],
  technologies: [
    {
      category: 'Platform cloud',
      tools: ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud'],
      description:
        'Kami bekerja di ketiganya dan memberikan rekomendasi per beban kerja, dengan memanfaatkan region dalam negeri di Jakarta, Kuala Lumpur, dan Singapura jika tersedia.',
    },
    {
      category: 'Infrastruktur sebagai kode',
      tools: ['Terraform', 'AWS CloudFormation', 'Bicep', 'Ansible'],
      description:
        'Setiap lingkungan dibangun dari kode yang dikelola dalam version control, sehingga perubahan ditinjau dan penyimpangan konfigurasi terdeteksi.',
    },
    {
      category: 'Kontainer dan observabilitas',
      tools: ['Kubernetes', 'Amazon EKS', 'Azure Kubernetes Service', 'Datadog'],
      description:
        'Kubernetes terkelola untuk beban kerja berbasis kontainer, dengan metrik, log, dan peringatan yang sudah aktif sejak hari pertama.',
    },
  ],
  subServices: [
    {
      id: 'infrastructure',
      icon: 'layers',
      title: 'Infrastruktur Cloud',
      description:
        'Fondasi yang aman dan dirancang dengan baik di AWS, Azure, atau Google Cloud, dibangun sebagai kode dan dioperasikan dengan kontrol biaya yang jelas.',
      features: [
        {
          name: 'Desain landing zone',
          description:
            'Struktur akun atau subscription, topologi jaringan, federasi identitas, dan kebijakan guardrail sudah siap sebelum beban kerja pertama masuk.',
          benefit: 'Proyek baru mendapatkan lingkungan yang patuh dalam hitungan hari, bukan minggu.',
        },
        {
          name: 'Infrastruktur sebagai kode',
          description: 'Modul dan pipeline Terraform untuk jaringan, komputasi, basis data, dan kebijakan akses.',
          benefit: 'Lingkungan yang dapat diulang dan jejak audit untuk setiap perubahan.',
        },
        {
          name: 'Ketersediaan tinggi dan pemulihan bencana',
          description:
            'Arsitektur multi-zona, backup otomatis, dan runbook pemulihan yang telah diuji dengan target RPO dan RTO yang disepakati.',
          benefit: 'Pemulihan yang sudah dilatih, bukan sekadar diasumsikan.',
        },
        {
          name: 'FinOps dan optimalisasi biaya',
          description:
            'Tagging, anggaran, rightsizing, dan perencanaan komitmen dengan Savings Plans dan reserved instance, ditinjau setiap bulan.',
          benefit: 'Umumnya biaya cloud turun 15–25% setelah siklus tinjauan pertama.',
        },
      ],
      tools: [
        {
          name: 'Terraform',
          category: 'Infrastruktur sebagai kode',
          useCase: 'Penyediaan landing zone dan layanan bersama di berbagai cloud',
        },
        {
          name: 'AWS Control Tower',
          category: 'Tata kelola akun',
          useCase: 'Penyiapan multi-akun dengan guardrail preventif dan detektif',
        },
        { name: 'Azure Policy', category: 'Kepatuhan', useCase: 'Menerapkan aturan tagging, region, dan enkripsi di seluruh subscription' },
        { name: 'Datadog', category: 'Observabilitas', useCase: 'Metrik infrastruktur, log, dan peringatan di satu tempat' },
      ],
      applications: [
        {
          name: 'Hosting beban kerja yang diregulasi',
          industry: 'Perbankan dan jasa keuangan',
          impact: 'Kontrol dipetakan ke persyaratan MAS TRM dan OJK sebelum go-live',
        },
        {
          name: 'Penskalaan platform e-commerce',
          industry: 'Ritel',
          impact: 'Auto-scaling menampung lonjakan seperti promo 11.11 dan Ramadan',
        },
        {
          name: 'Platform layanan bersama',
          industry: 'Manufaktur',
          impact: 'Sistem pabrik baru disiapkan dalam hitungan hari dari templat standar',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Meninjau lingkungan dan model operasional saat ini',
            'Menghimpun persyaratan keamanan, kepatuhan, dan residensi data',
            'Menetapkan baseline biaya dan kinerja saat ini',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Merancang struktur akun, jaringan, dan identitas',
            'Menetapkan guardrail dan kebijakan tagging',
            'Menyepakati RPO, RTO, dan model dukungan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Membangun landing zone di Terraform',
            'Menyiapkan pemantauan, logging, dan backup',
            'Menguji failover dan runbook pemulihan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Patching, pemantauan, dan respons terhadap peringatan',
            'Tinjauan biaya dan rightsizing setiap bulan',
            'Tinjauan per kuartal berdasarkan Well-Architected Framework',
          ],
        },
      ],
    },
    {
      id: 'migration',
      icon: 'cloud-upload',
      title: 'Migrasi Cloud',
      description:
        'Pemindahan aplikasi dan data yang terencana dari pusat data on-premise ke cloud, dengan cut-over yang telah diuji dan waktu henti minimal.',
      features: [
        {
          name: 'Asesmen portofolio',
          description:
            'Penemuan server, dependensi, dan lisensi, dengan jalur untuk setiap aplikasi: rehost, replatform, refactor, retain, atau retire.',
          benefit: 'Rencana migrasi berdasarkan penggunaan yang terukur, bukan perkiraan.',
        },
        {
          name: 'Gelombang migrasi',
          description:
            'Aplikasi dikelompokkan ke dalam gelombang berdasarkan dependensi dan risiko bisnis, dimulai dari beban kerja berisiko rendah untuk membuktikan prosesnya.',
          benefit: 'Hasil awal yang cepat dan lebih sedikit kejutan di gelombang berikutnya.',
        },
        {
          name: 'Migrasi basis data dan data',
          description: 'Replikasi berkelanjutan basis data Oracle, SQL Server, MySQL, dan PostgreSQL ke layanan basis data terkelola.',
          benefit: 'Jendela cut-over satu jam atau kurang untuk sebagian besar basis data.',
        },
        {
          name: 'Optimalisasi pascamigrasi',
          description:
            'Rightsizing, adopsi layanan terkelola, dan tinjauan lisensi setelah beban kerja berjalan di cloud selama beberapa minggu.',
          benefit: 'Biaya operasional yang turun setelah migrasi, bukan perlahan naik.',
        },
      ],
      tools: [
        {
          name: 'AWS Application Migration Service',
          category: 'Rehosting',
          useCase: 'Replikasi server tingkat blok ke AWS dengan cut-over yang telah diuji',
        },
        {
          name: 'Azure Migrate',
          category: 'Asesmen dan migrasi',
          useCase: 'Penemuan, pemetaan dependensi, dan migrasi server VMware dan Hyper-V',
        },
        {
          name: 'AWS Database Migration Service',
          category: 'Migrasi basis data',
          useCase: 'Replikasi berkelanjutan untuk pemindahan basis data dengan waktu henti rendah',
        },
        {
          name: 'Google Cloud Migration Center',
          category: 'Asesmen',
          useCase: 'Inventaris dan estimasi biaya untuk perpindahan ke Google Cloud',
        },
      ],
      applications: [
        {
          name: 'Keluar dari pusat data',
          industry: 'Manufaktur',
          impact: 'Peremajaan perangkat keras dihindari dan sewa pusat data diakhiri sesuai jadwal',
        },
        {
          name: 'Migrasi ERP',
          industry: 'Distribusi dan logistik',
          impact: 'ERP dipindahkan dalam satu jendela henti terencana di akhir pekan',
        },
        {
          name: 'Sistem akademik dan pembelajaran',
          industry: 'Pendidikan',
          impact: 'Kapasitas menyesuaikan musim pendaftaran dan ujian tanpa perangkat keras baru',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventarisasi server, aplikasi, dan dependensi',
            'Mengukur utilisasi selama beberapa minggu',
            'Mengklasifikasikan data dan kebutuhan residensi',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menetapkan jalur migrasi untuk setiap aplikasi',
            'Mengelompokkan beban kerja ke dalam gelombang',
            'Menyusun rencana cut-over dan rollback',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Menyiapkan landing zone tujuan',
            'Mereplikasi server dan basis data',
            'Menjalankan uji migrasi bersama pemilik aplikasi',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Cut-over dalam jendela waktu yang disepakati', 'Verifikasi dengan uji penerimaan bisnis', 'Menonaktifkan sistem sumber'],
        },
      ],
    },
  ],
};

export default content;
