import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membina aplikasi web yang dimuatkan dengan pantas pada telefon pintar pertengahan dan sambungan mudah alih yang tidak stabil, mematuhi WCAG 2.2 AA, dan berjalan di atas bahagian belakang yang bersedia untuk trafik tahun hadapan, bukan sekadar hari ini.',
  keyFeatures: [
    {
      title: 'Bajet prestasi',
      description: 'Sasaran Core Web Vitals dipersetujui sejak awal dan disemak pada setiap pull request dengan Lighthouse CI.',
    },
    {
      title: 'Kebolehcapaian sebagai lalai',
      description:
        'WCAG 2.2 AA diterapkan dalam sistem reka bentuk, disahkan dengan semakan automatik dan ujian pembaca skrin secara manual.',
    },
    {
      title: 'Selamat sejak reka bentuk',
      description: 'Kawalan OWASP ASVS, imbasan kebergantungan dalam saluran paip dan ujian penembusan sebelum setiap keluaran utama.',
    },
    {
      title: 'Sedia untuk rantau ini',
      description:
        'Kandungan dalam bahasa Inggeris, Indonesia dan Melayu, serta get laluan pembayaran tempatan seperti Midtrans, Xendit dan iPay88.',
    },
  ],
  technologies: [
    {
      category: 'Bahagian hadapan',
      tools: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS'],
      description:
        'Antara muka berasaskan komponen dengan pemaparan pelayan di mana ia mempercepat muatan pertama dan keterlihatan dalam enjin carian.',
    },
    {
      category: 'Bahagian belakang',
      tools: ['Node.js', 'NestJS', 'Spring Boot', 'Go'],
      description:
        'Dipilih mengikut beban kerja dan kemahiran pasukan anda: Node.js untuk API yang banyak I/O, Go atau Java apabila daya pemprosesan amat penting.',
    },
    {
      category: 'Pengehosan dan penyampaian',
      tools: ['AWS', 'Vercel', 'Cloudflare', 'Docker'],
      description: 'Pelaksanaan berasaskan kontena dengan cache pinggir yang dekat dengan pengguna di Jakarta, Kuala Lumpur dan Singapura.',
    },
  ],
  subServices: [
    {
      id: 'frontend-development',
      icon: 'code',
      title: 'Pembangunan Bahagian Hadapan',
      description:
        'Antara muka yang responsif dan mudah diakses dengan React dan Next.js, dibina di atas sistem reka bentuk yang boleh diperluas oleh pasukan anda.',
      features: [
        {
          name: 'Sistem reka bentuk',
          description: 'Komponen boleh guna semula yang didokumenkan dalam Storybook dan sentiasa selari dengan reka bentuk dalam Figma.',
          benefit: 'Skrin baharu dikeluarkan lebih pantas dan kelihatan konsisten.',
        },
        {
          name: 'Pemaparan pelayan dan penjanaan statik',
          description: 'Strategi pemaparan Next.js dipilih bagi setiap halaman untuk kelajuan dan keterlihatan dalam enjin carian.',
          benefit: 'Core Web Vitals yang lebih baik dan lebih banyak trafik organik.',
        },
        {
          name: 'Kejuruteraan kebolehcapaian',
          description: 'Penanda semantik, navigasi papan kekunci dan kontras warna disemak berdasarkan WCAG 2.2 AA.',
          benefit: 'Boleh digunakan oleh lebih ramai pelanggan dan sedia untuk audit kebolehcapaian.',
        },
        {
          name: 'Aplikasi web progresif',
          description: 'Sokongan luar talian, pemasangan pada skrin utama dan pemberitahuan tolak daripada satu pangkalan kod web.',
          benefit: 'Pengalaman seperti aplikasi tanpa beban proses gedung aplikasi.',
        },
      ],
      tools: [
        { name: 'React', category: 'Pustaka UI', useCase: 'Antara muka berasaskan komponen dengan ramai tenaga mahir di pasaran' },
        { name: 'Next.js', category: 'Rangka kerja web', useCase: 'Pemaparan pelayan, penghalaan dan pengoptimuman imej' },
        {
          name: 'Storybook',
          category: 'Bengkel komponen',
          useCase: 'Mendokumenkan dan menguji komponen sistem reka bentuk secara berasingan',
        },
        {
          name: 'Playwright',
          category: 'Ujian hujung ke hujung',
          useCase: 'Ujian merentas pelayar bagi perjalanan pengguna yang kritikal',
        },
      ],
      applications: [
        { name: 'Portal layan diri pelanggan', industry: 'Telekomunikasi', impact: 'Kurang panggilan rutin ke pusat hubungan' },
        { name: 'Kedai dalam talian', industry: 'Runcit', impact: 'Halaman mudah alih lebih pantas dan kadar penukaran lebih tinggi' },
        { name: 'Tempahan dalam talian', industry: 'Hospitaliti', impact: 'Tempahan diterima sepanjang masa tanpa pengendalian manual' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menyemak analitik dan perjalanan pengguna',
            'Mengaudit prestasi dan kebolehcapaian semasa',
            'Bersetuju tentang metrik kejayaan',
          ],
        },
        {
          phase: 'planning',
          steps: ['Menentukan komponen dan token reka bentuk', 'Menetapkan bajet prestasi', 'Merancang keluaran dan migrasi kandungan'],
        },
        {
          phase: 'development',
          steps: [
            'Membina halaman dalam pecutan dua minggu',
            'Mengautomasikan ujian dalam CI',
            'Mendemonstrasikan perisian yang berfungsi pada setiap pecutan',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Melancarkan di sebalik feature flag', 'Memantau metrik pengguna sebenar', 'Menyerahkan dokumentasi dan latihan'],
        },
      ],
    },
    {
      id: 'backend-development',
      icon: 'server',
      title: 'Pembangunan Bahagian Belakang',
      description: 'API, integrasi dan perkhidmatan data yang kekal pantas dan selamat apabila trafik dan ciri bertambah.',
      features: [
        {
          name: 'Reka bentuk API',
          description: 'API REST dan GraphQL yang ditentukan dengan OpenAPI dan diberi versi supaya klien tidak rosak secara tiba-tiba.',
          benefit: 'Pasukan web, mudah alih dan rakan kongsi boleh berintegrasi secara serentak.',
        },
        {
          name: 'Integrasi dengan sistem sedia ada',
          description: 'Penyambung ke ERP, CRM, get laluan pembayaran dan penyedia identiti melalui API atau baris gilir mesej.',
          benefit: 'Tiada lagi kemasukan semula data antara sistem.',
        },
        {
          name: 'Seni bina boleh skala',
          description: 'Perkhidmatan tanpa keadaan, cache Redis dan tugas latar belakang yang diskalakan secara mendatar pada kontena.',
          benefit: 'Lonjakan seperti jualan 11.11 dikendalikan tanpa lebihan kapasiti kekal.',
        },
        {
          name: 'Keselamatan dan perlindungan data',
          description: 'Log masuk OAuth 2.0 dan OpenID Connect, kawalan OWASP ASVS dan log audit yang kalis usikan.',
          benefit: 'Membantu mematuhi undang-undang perlindungan data peribadi di Indonesia, Malaysia dan Singapura.',
        },
      ],
      tools: [
        { name: 'Node.js', category: 'Masa jalan', useCase: 'API yang banyak I/O dan ciri masa nyata' },
        { name: 'PostgreSQL', category: 'Pangkalan data', useCase: 'Data transaksi dengan ketekalan yang kukuh' },
        { name: 'Redis', category: 'Cache', useCase: 'Sesi, pengehadan kadar dan cache data yang kerap dibaca' },
        { name: 'Keycloak', category: 'Identiti dan akses', useCase: 'Log masuk tunggal dan kawalan akses berasaskan peranan' },
      ],
      applications: [
        { name: 'API pesanan dan pembayaran', industry: 'E-dagang', impact: 'Pembayaran kekal tersedia semasa jualan kilat' },
        {
          name: 'Platform penjejakan penghantaran',
          industry: 'Logistik',
          impact: 'Status penghantaran masa nyata untuk pelanggan dan rakan kongsi',
        },
        {
          name: 'Sebut harga polisi dalam talian',
          industry: 'Insurans',
          impact: 'Sebut harga dikeluarkan dalam talian dalam beberapa minit, bukan beberapa hari',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Memetakan aliran data dan integrasi', 'Menyemak keperluan beban dan keselamatan', 'Mengenal pasti sistem rekod utama'],
        },
        {
          phase: 'planning',
          steps: ['Mereka bentuk kontrak API dalam OpenAPI', 'Memilih pengehosan dan storan data', 'Merancang kapasiti dan failover'],
        },
        {
          phase: 'development',
          steps: [
            'Membina perkhidmatan dengan ujian automatik',
            'Menjalankan ujian beban berdasarkan sasaran yang dipersetujui',
            'Menjalankan imbasan keselamatan dalam saluran paip',
          ],
        },
        {
          phase: 'support',
          steps: ['Memantau kependaman dan kadar ralat', 'Menampal kebergantungan setiap bulan', 'Menyemak kapasiti setiap suku tahun'],
        },
      ],
    },
  ],
};

export default content;
