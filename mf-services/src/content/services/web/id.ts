import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membangun aplikasi web yang tetap cepat dimuat di ponsel kelas menengah dan koneksi seluler yang tidak stabil, memenuhi WCAG 2.2 AA, serta berjalan di atas back end yang disiapkan untuk lalu lintas tahun depan, bukan hanya hari ini.',
  keyFeatures: [
    {
      title: 'Anggaran performa',
      description: 'Target Core Web Vitals disepakati sejak awal dan diperiksa pada setiap pull request dengan Lighthouse CI.',
    },
    {
      title: 'Aksesibilitas sejak awal',
      description:
        'WCAG 2.2 AA diterapkan dalam sistem desain, diverifikasi dengan pemeriksaan otomatis dan pengujian pembaca layar secara manual.',
    },
    {
      title: 'Aman sejak perancangan',
      description: 'Kontrol OWASP ASVS, pemindaian dependensi di pipeline, dan uji penetrasi sebelum setiap rilis besar.',
    },
    {
      title: 'Siap untuk kawasan regional',
      description:
        'Konten dalam bahasa Inggris, Indonesia, dan Melayu, serta gateway pembayaran lokal seperti Midtrans, Xendit, dan iPay88.',
    },
  ],
  technologies: [
    {
      category: 'Front end',
      tools: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS'],
      description:
        'Antarmuka berbasis komponen dengan server rendering di tempat yang mempercepat pemuatan awal dan visibilitas di mesin pencari.',
    },
    {
      category: 'Back end',
      tools: ['Node.js', 'NestJS', 'Spring Boot', 'Go'],
      description:
        'Dipilih sesuai beban kerja dan keahlian tim Anda: Node.js untuk API yang banyak I/O, Go atau Java ketika throughput sangat menentukan.',
    },
    {
      category: 'Hosting dan pengiriman',
      tools: ['AWS', 'Vercel', 'Cloudflare', 'Docker'],
      description: 'Penerapan berbasis container dengan edge caching yang dekat dengan pengguna di Jakarta, Kuala Lumpur, dan Singapura.',
    },
  ],
  subServices: [
    {
      id: 'frontend-development',
      icon: 'code',
      title: 'Pengembangan Front End',
      description:
        'Antarmuka yang responsif dan aksesibel dengan React dan Next.js, dibangun di atas sistem desain yang dapat dikembangkan tim Anda.',
      features: [
        {
          name: 'Sistem desain',
          description: 'Komponen yang dapat digunakan ulang, didokumentasikan di Storybook dan selalu selaras dengan desain di Figma.',
          benefit: 'Layar baru dirilis lebih cepat dan tampil konsisten.',
        },
        {
          name: 'Server rendering dan pembuatan statis',
          description: 'Strategi rendering Next.js dipilih per halaman demi kecepatan dan visibilitas di mesin pencari.',
          benefit: 'Core Web Vitals lebih baik dan lalu lintas organik lebih banyak.',
        },
        {
          name: 'Rekayasa aksesibilitas',
          description: 'Markup semantik, navigasi keyboard, dan kontras warna diperiksa berdasarkan WCAG 2.2 AA.',
          benefit: 'Dapat digunakan oleh lebih banyak pelanggan dan siap untuk audit aksesibilitas.',
        },
        {
          name: 'Progressive web app',
          description: 'Dukungan offline, pemasangan di layar utama, dan notifikasi push dari satu basis kode web.',
          benefit: 'Pengalaman seperti aplikasi tanpa beban proses di toko aplikasi.',
        },
      ],
      tools: [
        { name: 'React', category: 'Pustaka UI', useCase: 'Antarmuka berbasis komponen dengan ketersediaan tenaga ahli yang luas' },
        { name: 'Next.js', category: 'Framework web', useCase: 'Server rendering, routing, dan optimasi gambar' },
        {
          name: 'Storybook',
          category: 'Lokakarya komponen',
          useCase: 'Mendokumentasikan dan menguji komponen sistem desain secara terpisah',
        },
        { name: 'Playwright', category: 'Pengujian end-to-end', useCase: 'Pengujian lintas browser untuk alur pengguna yang penting' },
      ],
      applications: [
        { name: 'Portal layanan mandiri pelanggan', industry: 'Telekomunikasi', impact: 'Lebih sedikit panggilan rutin ke pusat kontak' },
        { name: 'Toko daring', industry: 'Ritel', impact: 'Halaman seluler lebih cepat dan konversi lebih tinggi' },
        { name: 'Pemesanan daring', industry: 'Perhotelan', impact: 'Pemesanan diterima sepanjang waktu tanpa penanganan manual' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Meninjau analitik dan alur pengguna',
            'Mengaudit performa dan aksesibilitas saat ini',
            'Menyepakati metrik keberhasilan',
          ],
        },
        {
          phase: 'planning',
          steps: ['Menentukan komponen dan design token', 'Menetapkan anggaran performa', 'Merencanakan rilis dan migrasi konten'],
        },
        {
          phase: 'development',
          steps: [
            'Membangun halaman dalam sprint dua minggu',
            'Mengotomatiskan pengujian di CI',
            'Mendemonstrasikan perangkat lunak yang berfungsi di setiap sprint',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Meluncurkan di balik feature flag', 'Memantau metrik pengguna nyata', 'Menyerahkan dokumentasi dan pelatihan'],
        },
      ],
    },
    {
      id: 'backend-development',
      icon: 'server',
      title: 'Pengembangan Back End',
      description: 'API, integrasi, dan layanan data yang tetap cepat dan aman seiring bertambahnya lalu lintas dan fitur.',
      features: [
        {
          name: 'Desain API',
          description:
            'API REST dan GraphQL yang dispesifikasikan dengan OpenAPI dan diberi versi agar klien tidak pernah rusak secara tiba-tiba.',
          benefit: 'Tim web, seluler, dan mitra dapat berintegrasi secara paralel.',
        },
        {
          name: 'Integrasi dengan sistem yang ada',
          description: 'Konektor ke ERP, CRM, gateway pembayaran, dan penyedia identitas melalui API atau antrean pesan.',
          benefit: 'Tidak perlu lagi memasukkan ulang data antarsistem.',
        },
        {
          name: 'Arsitektur yang skalabel',
          description:
            'Layanan stateless, caching dengan Redis, dan pekerjaan latar belakang yang diskalakan secara horizontal di container.',
          benefit: 'Lonjakan seperti promo 11.11 tertangani tanpa kelebihan kapasitas permanen.',
        },
        {
          name: 'Keamanan dan pelindungan data',
          description: 'Autentikasi OAuth 2.0 dan OpenID Connect, kontrol OWASP ASVS, serta log audit yang tahan manipulasi.',
          benefit: 'Membantu memenuhi undang-undang pelindungan data pribadi di Indonesia, Malaysia, dan Singapura.',
        },
      ],
      tools: [
        { name: 'Node.js', category: 'Runtime', useCase: 'API yang banyak I/O dan fitur real-time' },
        { name: 'PostgreSQL', category: 'Basis data', useCase: 'Data transaksional dengan konsistensi yang kuat' },
        { name: 'Redis', category: 'Caching', useCase: 'Sesi, pembatasan laju, dan caching data yang sering dibaca' },
        { name: 'Keycloak', category: 'Identitas dan akses', useCase: 'Single sign-on dan kontrol akses berbasis peran' },
      ],
      applications: [
        { name: 'API pesanan dan pembayaran', industry: 'E-commerce', impact: 'Checkout tetap tersedia selama flash sale' },
        { name: 'Platform pelacakan kiriman', industry: 'Logistik', impact: 'Status pengiriman real-time bagi pelanggan dan mitra' },
        {
          name: 'Penawaran polis daring',
          industry: 'Asuransi',
          impact: 'Penawaran diterbitkan secara daring dalam hitungan menit, bukan hari',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan aliran data dan integrasi',
            'Meninjau kebutuhan beban dan keamanan',
            'Mengidentifikasi sistem sumber data utama',
          ],
        },
        {
          phase: 'planning',
          steps: ['Merancang kontrak API dalam OpenAPI', 'Memilih hosting dan penyimpanan data', 'Merencanakan kapasitas dan failover'],
        },
        {
          phase: 'development',
          steps: [
            'Membangun layanan dengan pengujian otomatis',
            'Melakukan uji beban terhadap target yang disepakati',
            'Menjalankan pemindaian keamanan di pipeline',
          ],
        },
        {
          phase: 'support',
          steps: ['Memantau latensi dan tingkat galat', 'Menambal dependensi setiap bulan', 'Meninjau kapasitas setiap kuartal'],
        },
      ],
    },
  ],
};

export default content;
