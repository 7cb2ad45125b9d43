import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengotomatiskan jalur dari commit hingga produksi, dengan pipeline yang menguji, memindai, dan menerapkan setiap perubahan serta infrastruktur yang didefinisikan dalam kode yang ditinjau, sehingga rilis menjadi rutin dan setiap perubahan dapat dibatalkan.',
  keyFeatures: [
    {
      title: 'Penilaian delivery',
      description:
        'Baseline metrik DORA Anda (frekuensi deployment, lead time, tingkat kegagalan perubahan, dan waktu pemulihan) disertai rencana untuk meningkatkannya.',
    },
    {
      title: 'Keamanan terintegrasi dalam pipeline',
      description: 'Pemindaian dependensi, kontainer, dan kode pada setiap build, dengan temuan yang dipilah berdasarkan panduan OWASP.',
    },
    {
      title: 'Semuanya sebagai kode',
      description: 'Server, jaringan, kebijakan, dan pipeline diberi versi di Git dan hanya diubah melalui peninjauan.',
    },
    {
      title: 'Pemberdayaan tim',
      description: 'Pendampingan, templat, dan dokumentasi agar engineer Anda menguasai alat-alatnya setelah serah terima.',
    },
  ],
  technologies: [
    {
      category: 'CI/CD',
      tools: ['GitHub Actions', 'GitLab CI/CD', 'Jenkins', 'Argo CD'],
      description: 'Alat build dan deployment yang dipilih sesuai kontrol sumber dan tim Anda, bukan sebaliknya.',
    },
    {
      category: 'Infrastruktur sebagai kode',
      tools: ['Terraform', 'Ansible', 'Pulumi', 'AWS CloudFormation'],
      description: 'Provisioning dan konfigurasi deklaratif untuk lingkungan cloud maupun on-premise.',
    },
    {
      category: 'Kontainer dan observabilitas',
      tools: ['Kubernetes', 'Docker', 'Prometheus', 'Grafana'],
      description: 'Runtime yang konsisten dari laptop hingga produksi, dengan metrik untuk mengetahui saat terjadi masalah.',
    },
  ],
  subServices: [
    {
      id: 'ci-cd-automation',
      icon: 'workflow',
      title: 'Otomatisasi CI/CD',
      description:
        'Pipeline yang membangun, menguji, memindai, dan menerapkan setiap perubahan secara otomatis, dengan persetujuan di titik yang diwajibkan tata kelola Anda.',
      features: [
        {
          name: 'Build dan pengujian otomatis',
          description: 'Setiap commit dikompilasi, diuji unit, dan dikemas dalam lingkungan yang bersih dan dapat direproduksi.',
          benefit: 'Cacat ditemukan beberapa menit setelah ditulis.',
        },
        {
          name: 'Progressive delivery',
          description: 'Rilis blue-green dan canary dengan pemeriksaan kesehatan otomatis dan rollback satu klik.',
          benefit: 'Rilis pada jam kerja tanpa drama.',
        },
        {
          name: 'Pemindaian keamanan pipeline',
          description: 'Analisis statis, pemeriksaan dependensi, dan pemindaian image kontainer sebagai gerbang kualitas.',
          benefit: 'Kerentanan yang diketahui diblokir sebelum mencapai produksi.',
        },
        {
          name: 'Persetujuan siap audit',
          description: 'Catatan perubahan, persetujuan, dan log deployment direkam secara otomatis untuk setiap rilis.',
          benefit: 'Bukti untuk audit ISO 27001 dan regulator tanpa dokumen manual.',
        },
      ],
      tools: [
        { name: 'GitHub Actions', category: 'Integrasi berkelanjutan', useCase: 'Alur kerja build dan pengujian di samping kode' },
        {
          name: 'GitLab CI/CD',
          category: 'Integrasi berkelanjutan',
          useCase: 'Pipeline yang dihosting sendiri untuk lingkungan yang diatur regulasi',
        },
        { name: 'Argo CD', category: 'Deployment GitOps', useCase: 'Deployment deklaratif dan dapat diaudit ke Kubernetes' },
        { name: 'SonarQube', category: 'Kualitas kode', useCase: 'Analisis statis dan gerbang kualitas pada setiap merge request' },
      ],
      applications: [
        {
          name: 'Rilis mobile banking',
          industry: 'Jasa keuangan',
          impact: 'Dari rilis bulanan menjadi mingguan dengan jejak audit lengkap',
        },
        { name: 'Delivery platform e-commerce', industry: 'Ritel', impact: 'Lebih sedikit deployment gagal selama puncak penjualan' },
        { name: 'Delivery produk SaaS', industry: 'Perangkat lunak', impact: 'Lead time perubahan berkurang dari minggu menjadi hari' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Petakan proses rilis saat ini', 'Ukur baseline metrik DORA', 'Identifikasi langkah manual dan hambatan'],
        },
        {
          phase: 'planning',
          steps: [
            'Rancang tahapan pipeline dan gerbang kualitas',
            'Sepakati aturan branching dan persetujuan',
            'Pilih aplikasi percontohan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Bangun templat pipeline',
            'Otomatiskan pengujian dan pemindaian keamanan',
            'Siapkan progressive deployment dan rollback',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Migrasikan aplikasi percontohan', 'Libatkan tim lainnya secara bertahap', 'Tinjau metrik terhadap baseline'],
        },
      ],
    },
    {
      id: 'infrastructure-as-code',
      icon: 'file-code',
      title: 'Infrastruktur sebagai Kode',
      description:
        'Infrastruktur cloud dan on-premise yang didefinisikan dalam kode berversi, ditinjau seperti perangkat lunak, dan dapat dibuat ulang kapan saja.',
      features: [
        {
          name: 'Modul yang dapat digunakan ulang',
          description: 'Modul Terraform teruji untuk jaringan, klaster, dan basis data yang mengikuti standar Anda.',
          benefit: 'Lingkungan baru dalam hitungan jam, bukan minggu.',
        },
        {
          name: 'Kebijakan sebagai kode',
          description: 'Batasan untuk penandaan, enkripsi, dan eksposur jaringan diperiksa sebelum perubahan diterapkan.',
          benefit: 'Kesalahan konfigurasi dihentikan saat peninjauan, bukan ditemukan saat audit.',
        },
        {
          name: 'Deteksi drift',
          description: 'Plan terjadwal membandingkan infrastruktur yang berjalan dengan kode dan menandai perubahan manual.',
          benefit: 'Yang berjalan di produksi sesuai dengan yang disetujui.',
        },
        {
          name: 'Manajemen konfigurasi',
          description: 'Penguatan sistem operasi dan konfigurasi perangkat lunak diterapkan secara konsisten dengan Ansible.',
          benefit: 'Server selalu dibangun sesuai CIS Benchmarks.',
        },
      ],
      tools: [
        { name: 'Terraform', category: 'Provisioning', useCase: 'Infrastruktur multi-cloud dari modul yang dapat digunakan ulang' },
        { name: 'Ansible', category: 'Manajemen konfigurasi', useCase: 'Konfigurasi dan penguatan server' },
        {
          name: 'Open Policy Agent',
          category: 'Kebijakan sebagai kode',
          useCase: 'Pemeriksaan otomatis atas rencana perubahan infrastruktur',
        },
        { name: 'Atlantis', category: 'Otomatisasi alur kerja', useCase: 'Plan dan apply Terraform melalui pull request' },
      ],
      applications: [
        { name: 'Landing zone cloud', industry: 'Jasa keuangan', impact: 'Akun yang konsisten dan dapat diaudit sesuai kontrol keamanan' },
        {
          name: 'Lingkungan pemulihan bencana',
          industry: 'Kesehatan',
          impact: 'Situs pemulihan dibangun ulang dari kode dalam beberapa jam',
        },
        { name: 'Peluncuran di berbagai negara', industry: 'Ritel', impact: 'Lingkungan identik untuk setiap pasar baru' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Inventarisasi infrastruktur yang ada', 'Tinjau praktik provisioning saat ini', 'Identifikasi persyaratan kepatuhan'],
        },
        {
          phase: 'planning',
          steps: [
            'Tetapkan struktur modul dan repositori',
            'Rencanakan pengelolaan state dan akses',
            'Prioritaskan lingkungan yang akan dikodekan',
          ],
        },
        {
          phase: 'development',
          steps: ['Tulis dan uji modul', 'Impor sumber daya yang ada ke dalam kode', 'Tambahkan pemeriksaan kebijakan ke alur kerja'],
        },
        {
          phase: 'support',
          steps: ['Pantau drift', 'Pelihara modul seiring perubahan provider', 'Bimbing tim dalam mengajukan perubahan'],
        },
      ],
    },
  ],
};

export default content;
