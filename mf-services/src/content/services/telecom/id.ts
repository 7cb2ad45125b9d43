import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami memodernisasi jaringan dan sarana komunikasi organisasi yang tersebar di banyak lokasi, menggantikan sirkuit MPLS lama dan PBX on-premise dengan SD-WAN, cadangan seluler, dan panggilan berbasis cloud yang bekerja sama di setiap kantor.',
  keyFeatures: [
    {
      title: 'Pengadaan netral operator',
      description:
        'Kami membandingkan penawaran operator lokal dan regional di setiap negara serta menegosiasikan koneksi, tingkat layanan, dan ketentuan kontrak untuk Anda.',
    },
    {
      title: 'Penghentian layanan lama secara bertahap',
      description:
        'Layanan PBX, ISDN, dan leased line dihentikan lokasi demi lokasi, dengan portabilitas nomor dan rencana cadangan yang disepakati sebelumnya.',
    },
    {
      title: 'Visibilitas multi-lokasi',
      description:
        'Satu tampilan atas sirkuit, perangkat, dan kualitas panggilan di seluruh cabang, dengan peringatan yang diteruskan ke tim yang dapat menanganinya.',
    },
    {
      title: 'Memperhatikan regulasi lokal',
      description:
        'Desain yang mematuhi aturan perizinan telekomunikasi, alokasi nomor, dan panggilan darurat di setiap negara tempat Anda beroperasi.',
    },
  ],
  technologies: [
    {
      category: 'Jaringan area luas',
      tools: ['Cisco Catalyst SD-WAN', 'Fortinet Secure SD-WAN', 'Palo Alto Networks Prisma SD-WAN'],
      description: 'Platform SD-WAN yang menggabungkan koneksi fiber, broadband, dan 4G/5G dengan perutean yang memahami aplikasi.',
    },
    {
      category: 'Komunikasi terpadu',
      tools: ['Microsoft Teams Phone', 'Zoom Phone', 'Webex Calling', 'Genesys Cloud CX'],
      description:
        'Platform panggilan cloud, rapat, dan contact center yang dipilih agar sesuai dengan alat kolaborasi yang sudah Anda lisensikan.',
    },
    {
      category: 'Nirkabel dan seluler privat',
      tools: ['Ericsson Private 5G', 'Nokia Digital Automation Cloud', 'HPE Aruba Networking Central'],
      description: '5G privat dan Wi-Fi perusahaan untuk pelabuhan, pabrik, dan kampus yang menuntut cakupan dan keandalan tinggi.',
    },
  ],
  subServices: [
    {
      id: 'network-modernization',
      icon: 'router',
      title: 'Modernisasi Jaringan',
      description:
        'Memindahkan cabang dari layanan MPLS, tembaga, dan TDM lama ke SD-WAN, fiber, dan koneksi seluler tanpa mengganggu operasional harian.',
      features: [
        {
          name: 'Migrasi SD-WAN',
          description: 'Cabang dipindahkan dari MPLS ke SD-WAN melalui dua koneksi fiber atau broadband dengan failover 4G/5G.',
          benefit: 'Biaya sirkuit lebih rendah dan lokasi baru terhubung dalam hitungan minggu, bukan bulan.',
        },
        {
          name: 'Penghentian layanan lama',
          description:
            'ISDN, saluran analog, dan sirkuit sewa diinventarisasi dan diganti dengan layanan IP sebelum operator menghentikannya.',
          benefit: 'Tidak ada kejutan saat layanan lama dimatikan.',
        },
        {
          name: '5G dan LTE privat',
          description: 'Jaringan seluler khusus untuk lokasi yang sulit dijangkau Wi-Fi: pelabuhan, tambang, gudang, dan pabrik besar.',
          benefit: 'Cakupan andal untuk kendaraan, sensor, dan perangkat genggam.',
        },
        {
          name: 'Observabilitas jaringan',
          description: 'Kinerja jalur, latensi, dan aplikasi diukur secara menyeluruh di semua operator dan lokasi.',
          benefit: 'Gangguan terlacak ke operator atau lokasi yang tepat dalam hitungan menit.',
        },
      ],
      tools: [
        {
          name: 'Cisco Catalyst SD-WAN',
          category: 'SD-WAN',
          useCase: 'Perutean berbasis kebijakan di atas koneksi dari beberapa operator',
        },
        { name: 'Fortinet FortiGate', category: 'SD-WAN aman', useCase: 'Perutean dan firewall cabang dalam satu perangkat' },
        { name: 'Ericsson Private 5G', category: 'Seluler privat', useCase: 'Cakupan 5G khusus untuk lokasi industri' },
        {
          name: 'Cisco ThousandEyes',
          category: 'Pemantauan jaringan',
          useCase: 'Visibilitas jalur operator dan internet antara lokasi dan layanan cloud',
        },
      ],
      applications: [
        { name: 'Pembaruan jaringan cabang', industry: 'Perbankan', impact: 'Cabang tetap daring saat satu operator mengalami gangguan' },
        {
          name: 'Konektivitas pelabuhan dan terminal',
          industry: 'Logistik',
          impact: 'Cakupan konsisten untuk crane, truk, dan pemindai genggam',
        },
        { name: 'Peluncuran jaringan toko', industry: 'Ritel', impact: 'Toko baru daring dalam hitungan minggu, bukan bulan' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventarisasi sirkuit, kontrak, dan tanggal berakhirnya',
            'Ukur lalu lintas dan kebutuhan aplikasi per lokasi',
            'Identifikasi layanan lama yang akan dihentikan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Rancang arsitektur target dan kombinasi operator',
            'Adakan tender operator dan bandingkan tingkat layanan',
            'Rencanakan gelombang cut-over dan rollback',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Uji coba di dua atau tiga lokasi representatif',
            'Migrasikan lokasi lainnya secara bergelombang',
            'Hentikan sirkuit dan kontrak lama',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Pantau koneksi dan tingkat layanan operator',
            'Tangani gangguan dan eskalasi ke operator',
            'Tinjau kapasitas dan biaya setiap kuartal',
          ],
        },
      ],
    },
    {
      id: 'unified-communications',
      icon: 'phone',
      title: 'Komunikasi Terpadu',
      description:
        'Panggilan cloud, rapat, dan contact center dalam satu platform, dengan nomor, perangkat, dan kualitas panggilan yang diandalkan staf Anda.',
      features: [
        {
          name: 'Telepon cloud',
          description:
            'PBX on-premise digantikan oleh Microsoft Teams Phone, Zoom Phone, atau Webex Calling, dengan nomor yang ada tetap dipertahankan.',
          benefit: 'Satu sistem telepon untuk setiap kantor dan pekerja jarak jauh.',
        },
        {
          name: 'Contact center',
          description: 'Suara, chat, email, dan WhatsApp diarahkan ke agen yang tepat, dengan perekaman panggilan dan pelaporan.',
          benefit: 'Lebih banyak pelanggan terlayani pada kontak pertama.',
        },
        {
          name: 'Ruang rapat',
          description:
            'Sistem ruang rapat bersertifikat yang dipasang dan dikelola secara terpusat, dari ruang diskusi kecil hingga ruang direksi.',
          benefit: 'Rapat dimulai tanpa perlu menghubungi tim TI.',
        },
        {
          name: 'Manajemen kualitas panggilan',
          description: 'Pemeriksaan kesiapan jaringan sebelum go-live dan dasbor kualitas panggilan sesudahnya.',
          benefit: 'Panggilan buruk dilacak sampai ke penyebabnya, bukan ditebak.',
        },
      ],
      tools: [
        {
          name: 'Microsoft Teams Phone',
          category: 'Panggilan cloud',
          useCase: 'Layanan telepon bagi organisasi yang sudah menggunakan Microsoft 365',
        },
        { name: 'Webex Calling', category: 'Panggilan cloud', useCase: 'Telepon perusahaan dengan perangkat Cisco dan opsi PSTN lokal' },
        { name: 'Genesys Cloud CX', category: 'Contact center', useCase: 'Perutean omnichannel, manajemen tenaga kerja, dan analitik' },
        {
          name: 'AudioCodes Mediant',
          category: 'Session border controller',
          useCase: 'Menghubungkan Teams ke operator lokal dan sistem lama',
        },
      ],
      applications: [
        { name: 'Telepon kantor pusat dan cabang', industry: 'Jasa profesional', impact: 'Satu rencana penomoran untuk semua kantor' },
        { name: 'Pusat layanan pelanggan', industry: 'Asuransi', impact: 'Waktu tunggu lebih singkat dan riwayat interaksi lengkap' },
        {
          name: 'Layanan janji temu pasien',
          industry: 'Layanan kesehatan',
          impact: 'Lebih sedikit panggilan yang terputus pada jam sibuk',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Survei nomor, perangkat, dan alur panggilan',
            'Nilai kesiapan jaringan untuk suara dan video',
            'Tinjau lisensi yang sudah dimiliki',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Pilih platform dan konektivitas PSTN',
            'Rancang alur panggilan, antrean, dan dial plan',
            'Sepakati tanggal portabilitas nomor',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Konfigurasikan platform dan session border controller',
            'Bangun alur dan laporan contact center',
            'Uji panggilan, failover, dan panggilan darurat',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Uji coba dengan satu departemen',
            'Pindahkan nomor dan lakukan cut-over per lokasi',
            'Latih pengguna dan serahkan ke tim dukungan',
          ],
        },
      ],
    },
  ],
};

export default content;
