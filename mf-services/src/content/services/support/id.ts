import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami menjalankan service desk TI Anda dan memantau sistem Anda sepanjang waktu, dengan waktu respons dan penyelesaian yang tercantum dalam kontrak dan dilaporkan setiap bulan.',
  keyFeatures: [
    {
      title: 'Service desk 24/7',
      description:
        'Dukungan melalui telepon, email, chat, dan portal dalam bahasa Inggris, bahasa Indonesia, dan bahasa Melayu, siaga siang dan malam.',
    },
    {
      title: 'Tingkat layanan berbasis kontrak',
      description: 'Target respons dan penyelesaian untuk setiap prioritas, diukur oleh sistem tiket dan dijamin dengan kredit layanan.',
    },
    {
      title: 'Pemantauan proaktif',
      description:
        'Server, jaringan, layanan cloud, dan aplikasi dipantau terus-menerus, sehingga banyak gangguan diperbaiki sebelum pengguna menyadarinya.',
    },
    {
      title: 'Proses ITIL 4',
      description:
        'Manajemen insiden, masalah, perubahan, dan pengetahuan yang dijalankan sesuai praktik ITIL 4, dalam service desk yang dapat Anda pantau.',
    },
  ],
  technologies: [
    {
      category: 'Manajemen layanan',
      tools: ['ServiceNow', 'Jira Service Management', 'Freshservice'],
      description: 'Sistem tiket, pengatur waktu SLA, dan portal swalayan, di platform Anda atau platform kami.',
    },
    {
      category: 'Pemantauan dan observabilitas',
      tools: ['Datadog', 'Zabbix', 'Prometheus', 'Grafana'],
      description: 'Pemantauan infrastruktur, aplikasi, dan sintetis dengan ambang batas yang disesuaikan dengan lingkungan Anda.',
    },
    {
      category: 'Manajemen jarak jauh dan on-call',
      tools: ['Microsoft Intune', 'NinjaOne', 'TeamViewer', 'PagerDuty'],
      description: 'Patching, perbaikan jarak jauh, dan eskalasi ke teknisi yang tepat kapan pun.',
    },
  ],
  subServices: [
    {
      id: 'managed-support',
      icon: 'headset',
      title: 'Dukungan Terkelola',
      description:
        'Service desk multibahasa dan teknisi lapangan yang menyelesaikan insiden dan permintaan dalam waktu respons sesuai kontrak.',
      features: [
        {
          name: 'Service desk multibahasa',
          description:
            'Dukungan lini pertama melalui telepon, email, chat, dan portal dalam bahasa Inggris, bahasa Indonesia, dan bahasa Melayu.',
          benefit: 'Pengguna mendapat bantuan dalam bahasa yang mereka gunakan sehari-hari.',
        },
        {
          name: 'Eskalasi berjenjang',
          description:
            'Tim lini pertama, kedua, dan ketiga dengan serah terima yang jelas, serta eskalasi ke vendor seperti Microsoft dan Cisco.',
          benefit: 'Masalah kompleks sampai ke spesialis tanpa pengguna harus mengulang ceritanya.',
        },
        {
          name: 'Waktu respons sesuai kontrak',
          description:
            'Target berdasarkan prioritas, misalnya respons 15 menit untuk insiden kritis kapan pun, yang diukur oleh sistem tiket.',
          benefit: 'Tingkat layanan yang dapat Anda tuntut dari kami, dengan kredit jika kami tidak memenuhinya.',
        },
        {
          name: 'Manajemen masalah',
          description: 'Insiden berulang dianalisis akar penyebabnya dan diperbaiki secara permanen, sesuai praktik ITIL 4.',
          benefit: 'Tiket berulang berkurang dari bulan ke bulan.',
        },
      ],
      tools: [
        { name: 'ServiceNow', category: 'Manajemen layanan TI', useCase: 'Sistem tiket, pelacakan SLA, dan portal swalayan' },
        {
          name: 'Jira Service Management',
          category: 'Manajemen layanan TI',
          useCase: 'Service desk untuk tim yang sudah bekerja dengan alat Atlassian',
        },
        {
          name: 'Microsoft Intune',
          category: 'Manajemen endpoint',
          useCase: 'Perbaikan jarak jauh, patching, dan kebijakan perangkat untuk laptop dan ponsel',
        },
        {
          name: 'TeamViewer',
          category: 'Akses jarak jauh',
          useCase: 'Sesi jarak jauh yang aman, dimulai hanya dengan persetujuan pengguna',
        },
      ],
      applications: [
        {
          name: 'Dukungan cabang dan kantor pusat',
          industry: 'Ritel',
          impact: 'Perbaikan di hari yang sama untuk gangguan kasir (POS) dan jaringan',
        },
        {
          name: 'Dukungan sistem klinis',
          industry: 'Kesehatan',
          impact: 'Layanan sepanjang waktu untuk sistem yang tidak bisa menunggu hingga pagi',
        },
        { name: 'Service desk alih daya', industry: 'Jasa profesional', impact: 'Tim TI internal dapat fokus pada pekerjaan proyek' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Meninjau volume dan kategori tiket saat ini',
            'Mewawancarai pengguna dan staf TI',
            'Menginventarisasi sistem, perangkat, dan vendor',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menyepakati prioritas dan tingkat layanan',
            'Menyusun runbook dan jalur eskalasi',
            'Merencanakan serah terima dari penyedia saat ini',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Mengonfigurasi service desk dan pengatur waktu SLA',
            'Mentransfer pengetahuan dan dokumentasi',
            'Menjalankan periode paralel bersama tim sebelumnya',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Menyelesaikan insiden dan permintaan sepanjang waktu',
            'Melaporkan pencapaian setiap tingkat layanan setiap bulan',
            'Mengadakan tinjauan layanan dan rencana perbaikan setiap kuartal',
          ],
        },
      ],
    },
    {
      id: 'proactive-monitoring',
      icon: 'activity',
      title: 'Pemantauan Proaktif',
      description:
        'Pemantauan berkelanjutan atas server, jaringan, cloud, dan aplikasi, dengan peringatan yang ditriase teknisi sebelum menjadi gangguan layanan.',
      features: [
        {
          name: 'Pemantauan infrastruktur',
          description:
            'Kesehatan, kapasitas, dan kinerja server, penyimpanan, perangkat jaringan, dan sumber daya cloud, diperiksa setiap menit.',
          benefit: 'Disk penuh dan sertifikat yang akan kedaluwarsa terdeteksi tepat waktu.',
        },
        {
          name: 'Pemantauan aplikasi dan sintetis',
          description: 'Pemeriksaan terskrip atas proses login, checkout, dan API dari beberapa lokasi di kawasan ini.',
          benefit: 'Halaman yang lambat dan alur yang rusak ditemukan sebelum pelanggan mengeluh.',
        },
        {
          name: 'Triase peringatan',
          description:
            'Teknisi menyaring, mengorelasikan, dan menindaklanjuti peringatan sepanjang waktu, dan membangunkan tim Anda hanya jika perlu.',
          benefit: 'Lebih sedikit peringatan yang tidak relevan dan respons lebih cepat terhadap insiden nyata.',
        },
        {
          name: 'Laporan kapasitas dan tren',
          description: 'Laporan bulanan tentang tren pemanfaatan dan perkiraan ruang kapasitas untuk setiap sistem kritis.',
          benefit: 'Peningkatan kapasitas direncanakan dan dianggarkan, bukan dilakukan terburu-buru.',
        },
      ],
      tools: [
        {
          name: 'Datadog',
          category: 'Platform observabilitas',
          useCase: 'Metrik, log, dan trace untuk aplikasi cloud dan berbasis kontainer',
        },
        {
          name: 'Zabbix',
          category: 'Pemantauan infrastruktur',
          useCase: 'Pemantauan berbasis agen dan SNMP untuk server on-premise dan perangkat jaringan',
        },
        { name: 'Grafana', category: 'Dasbor', useCase: 'Tampilan bersama kesehatan layanan untuk tim TI dan tim bisnis' },
        { name: 'PagerDuty', category: 'Respons insiden', useCase: 'Penjadwalan on-call dan eskalasi peringatan kritis' },
      ],
      applications: [
        {
          name: 'Pemantauan platform e-commerce',
          industry: 'Ritel',
          impact: 'Masalah checkout terdeteksi dalam hitungan menit saat puncak kampanye',
        },
        {
          name: 'Ketersediaan core banking',
          industry: 'Jasa keuangan',
          impact: 'Catatan ketersediaan siap untuk pelaporan RMiT Bank Negara Malaysia dan OJK',
        },
        {
          name: 'Pemantauan jaringan pabrik',
          industry: 'Manufaktur',
          impact: 'Gangguan jaringan ditemukan sebelum menghentikan lini produksi',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventarisasi sistem dan dependensinya',
            'Meninjau peringatan yang ada dan insiden sebelumnya',
            'Mengidentifikasi layanan yang kritis bagi bisnis',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menentukan ambang batas dan prioritas peringatan',
            'Menyepakati kontak eskalasi dan jam layanan',
            'Merancang dasbor dan laporan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang agen dan mengonfigurasi pemeriksaan',
            'Menyetel ambang batas untuk mengurangi peringatan palsu',
            'Menghubungkan peringatan ke service desk',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Melakukan triase peringatan sepanjang waktu',
            'Melaporkan kapasitas dan ketersediaan setiap bulan',
            'Meninjau ambang batas setelah setiap insiden besar',
          ],
        },
      ],
    },
  ],
};

export default content;
