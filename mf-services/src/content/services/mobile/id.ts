import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami merancang dan membangun aplikasi iOS dan Android yang tetap dipertahankan pengguna di ponsel mereka: cepat di perangkat kelas menengah, dapat digunakan secara offline, dan dirilis melalui App Store dan Google Play dengan pelaporan crash serta analitik sejak hari pertama.',
  keyFeatures: [
    {
      title: 'Desain yang berpusat pada pengguna',
      description:
        'Riset dan uji kegunaan bersama pengguna nyata, mengikuti Human Interface Guidelines dari Apple dan Material Design dari Google.',
    },
    {
      title: 'Native atau lintas platform, sesuai kebutuhan',
      description:
        'Rekomendasi yang jelas antara Swift dan Kotlin atau Flutter dan React Native, berdasarkan fitur, anggaran, dan tim Anda.',
    },
    {
      title: 'Aman sejak awal',
      description: 'Aplikasi dibangun dan diuji berdasarkan OWASP Mobile Application Security Verification Standard (MASVS).',
    },
    {
      title: 'Rilis di toko aplikasi dan seterusnya',
      description:
        'Pengajuan ke App Store dan Google Play, peluncuran bertahap, serta rilis rutin untuk setiap versi baru iOS dan Android.',
    },
  ],
  technologies: [
    {
      category: 'Native',
      tools: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose'],
      description: 'Bahasa dan toolkit UI bawaan platform untuk performa terbaik dan akses penuh ke fitur perangkat.',
    },
    {
      category: 'Lintas platform',
      tools: ['Flutter', 'React Native', 'Kotlin Multiplatform'],
      description: 'Satu basis kode untuk iOS dan Android ketika waktu peluncuran dan anggaran paling menentukan.',
    },
    {
      category: 'Layanan aplikasi dan rilis',
      tools: ['Firebase', 'Fastlane', 'Sentry', 'Bitrise'],
      description: 'Notifikasi push, build dan rilis ke toko aplikasi secara otomatis, serta pemantauan crash di produksi.',
    },
  ],
  subServices: [
    {
      id: 'native-development',
      icon: 'smartphone',
      title: 'Pengembangan Native',
      description:
        'Aplikasi Swift dan Kotlin yang memanfaatkan setiap platform secara penuh, untuk kebutuhan performa, perangkat keras, dan keamanan yang tinggi.',
      features: [
        {
          name: 'Integrasi perangkat keras',
          description: 'Kamera, NFC, Bluetooth Low Energy, biometrik, dan GPS diakses melalui API bawaan masing-masing platform.',
          benefit: 'Fitur yang sulit dihadirkan secara andal oleh framework lintas platform.',
        },
        {
          name: 'Data offline-first',
          description: 'Penyimpanan lokal dengan Core Data atau Room, serta sinkronisasi yang menangani konflik saat koneksi kembali.',
          benefit: 'Staf lapangan tetap bekerja di area dengan sinyal lemah.',
        },
        {
          name: 'Keamanan aplikasi yang diperkuat',
          description: 'Rahasia disimpan di iOS Keychain dan Android Keystore, certificate pinning, serta deteksi root dan jailbreak.',
          benefit: 'Siap untuk tinjauan keamanan perbankan dan layanan kesehatan.',
        },
        {
          name: 'Penyetelan performa',
          description:
            'Profiling dengan Xcode Instruments dan Android Studio Profiler untuk mempercepat waktu mulai dan menghemat baterai.',
          benefit: 'Lancar di ponsel Android kelas menengah yang digunakan sebagian besar pelanggan.',
        },
      ],
      tools: [
        { name: 'SwiftUI', category: 'Framework UI iOS', useCase: 'Antarmuka deklaratif untuk iPhone dan iPad' },
        { name: 'Jetpack Compose', category: 'Framework UI Android', useCase: 'Antarmuka Android modern dengan kode lebih sedikit' },
        { name: 'Xcode Instruments', category: 'Profiling', useCase: 'Menemukan kebocoran memori dan rendering yang lambat di iOS' },
        { name: 'Firebase Crashlytics', category: 'Pelaporan crash', useCase: 'Peringatan crash real-time dengan stack trace' },
      ],
      applications: [
        {
          name: 'Mobile banking',
          industry: 'Jasa keuangan',
          impact: 'Masuk dengan biometrik dan lebih sedikit panggilan ke layanan pelanggan',
        },
        { name: 'Inspeksi aset dengan tag NFC', industry: 'Utilitas', impact: 'Inspeksi dicatat di lokasi, bahkan tanpa sinyal' },
        {
          name: 'Aplikasi pendamping pasien',
          industry: 'Layanan kesehatan',
          impact: 'Lebih sedikit janji temu yang terlewat berkat pengingat',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menentukan target pengguna dan perangkat',
            'Meninjau kebutuhan keamanan dan kepatuhan',
            'Memvalidasi konsep dengan prototipe',
          ],
        },
        {
          phase: 'planning',
          steps: ['Merencanakan arsitektur iOS dan Android', 'Merancang API dan model data offline', 'Menyiapkan CI dan perangkat uji'],
        },
        {
          phase: 'development',
          steps: [
            'Membangun fitur untuk kedua platform dalam sprint',
            'Menguji di perangkat dan versi OS nyata',
            'Menjalankan uji keamanan berdasarkan OWASP MASVS',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Mengajukan ke App Store dan Google Play',
            'Merilis bertahap ke sebagian pengguna',
            'Memantau crash dan ulasan di toko aplikasi',
          ],
        },
      ],
    },
    {
      id: 'cross-platform',
      icon: 'layers',
      title: 'Pengembangan Lintas Platform',
      description:
        'Aplikasi Flutter dan React Native yang dirilis ke iOS dan Android dari satu basis kode, dengan tampilan dan nuansa native.',
      features: [
        {
          name: 'Satu basis kode bersama',
          description: 'Sebagian besar kode digunakan bersama oleh iOS dan Android, dengan modul khusus platform hanya bila diperlukan.',
          benefit: 'Umumnya biaya pembangunan 30–40% lebih rendah dibanding dua aplikasi native.',
        },
        {
          name: 'Pengalaman merek yang konsisten',
          description: 'Satu sistem desain yang tampil sama di setiap perangkat dan disesuaikan dengan konvensi masing-masing platform.',
          benefit: 'Merek dan pengalaman pengguna tetap selaras di semua platform.',
        },
        {
          name: 'Siklus rilis lebih cepat',
          description:
            'Build dan pengajuan ke toko aplikasi otomatis dengan Fastlane, serta pembaruan over-the-air bila aturan toko mengizinkan.',
          benefit: 'Perbaikan sampai ke pengguna dalam hitungan hari, bukan minggu.',
        },
        {
          name: 'Penggunaan ulang di web dan desktop',
          description: 'Kode Flutter atau React Native yang sama dapat diperluas ke web dan desktop saat Anda membutuhkannya.',
          benefit: 'Lebih banyak kanal tanpa menambah tim.',
        },
      ],
      tools: [
        {
          name: 'Flutter',
          category: 'Framework UI',
          useCase: 'Aplikasi dengan tampilan konsisten hingga tingkat piksel dan performa rendering tinggi',
        },
        { name: 'React Native', category: 'Framework UI', useCase: 'Aplikasi yang berbagi keahlian dan kode dengan tim web React' },
        { name: 'Expo', category: 'Perangkat build', useCase: 'Build di cloud, pratinjau, dan pembaruan over-the-air untuk React Native' },
        {
          name: 'Fastlane',
          category: 'Otomatisasi rilis',
          useCase: 'Penandatanganan kode, tangkapan layar, dan pengajuan ke toko dalam satu pipeline',
        },
      ],
      applications: [
        { name: 'Aplikasi loyalitas dan hadiah', industry: 'Ritel', impact: 'Diluncurkan di kedua toko aplikasi pada hari yang sama' },
        {
          name: 'Aplikasi pengemudi dan pengiriman',
          industry: 'Logistik',
          impact: 'Bukti pengiriman dicatat di aplikasi, bukan di kertas',
        },
        {
          name: 'Aplikasi layanan mandiri karyawan',
          industry: 'Layanan korporat',
          impact: 'Pengajuan cuti dan klaim biaya dari ponsel dalam hitungan menit',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memastikan pendekatan lintas platform sesuai',
            'Memetakan fitur perangkat yang dibutuhkan',
            'Membuat prototipe layar utama',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memilih Flutter atau React Native',
            'Menentukan modul bersama dan modul khusus platform',
            'Menyiapkan pipeline build dan rilis',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membangun setiap fitur sekali untuk kedua platform',
            'Mengotomatiskan pengujian widget dan end-to-end',
            'Menguji di device farm seperti Firebase Test Lab',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Merilis ke kedua toko aplikasi bersamaan',
            'Meluncurkan pembaruan secara bertahap',
            'Memantau adopsi dan sesi bebas crash',
          ],
        },
      ],
    },
  ],
};

export default content;
