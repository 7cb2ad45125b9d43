import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mereka bentuk dan membina aplikasi iOS dan Android yang dikekalkan pengguna di telefon mereka: pantas pada peranti pertengahan, boleh digunakan di luar talian, dan dikeluarkan melalui App Store dan Google Play dengan laporan ranap serta analitik sejak hari pertama.',
  keyFeatures: [
    {
      title: 'Reka bentuk berpusatkan pengguna',
      description:
        'Penyelidikan dan ujian kebolehgunaan bersama pengguna sebenar, mengikut Human Interface Guidelines Apple dan Material Design Google.',
    },
    {
      title: 'Asli atau merentas platform, mengikut kesesuaian',
      description: 'Cadangan yang jelas antara Swift dan Kotlin atau Flutter dan React Native, berdasarkan ciri, bajet dan pasukan anda.',
    },
    {
      title: 'Selamat sebagai lalai',
      description: 'Aplikasi dibina dan diuji berdasarkan OWASP Mobile Application Security Verification Standard (MASVS).',
    },
    {
      title: 'Keluaran di gedung aplikasi dan seterusnya',
      description:
        'Penyerahan ke App Store dan Google Play, pelancaran berperingkat dan keluaran berkala untuk setiap versi baharu iOS dan Android.',
    },
  ],
  technologies: [
    {
      category: 'Asli',
      tools: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose'],
      description: 'Bahasa dan kit alat UI platform untuk prestasi terbaik dan akses penuh kepada ciri peranti.',
    },
    {
      category: 'Merentas platform',
      tools: ['Flutter', 'React Native', 'Kotlin Multiplatform'],
      description: 'Satu pangkalan kod untuk iOS dan Android apabila masa ke pasaran dan bajet paling penting.',
    },
    {
      category: 'Perkhidmatan aplikasi dan keluaran',
      tools: ['Firebase', 'Fastlane', 'Sentry', 'Bitrise'],
      description:
        'Pemberitahuan tolak, binaan dan keluaran ke gedung aplikasi secara automatik, serta pemantauan ranap dalam pengeluaran.',
    },
  ],
  subServices: [
    {
      id: 'native-development',
      icon: 'smartphone',
      title: 'Pembangunan Asli',
      description:
        'Aplikasi Swift dan Kotlin yang menggunakan setiap platform sepenuhnya, untuk keperluan prestasi, perkakasan dan keselamatan yang tinggi.',
      features: [
        {
          name: 'Integrasi perkakasan peranti',
          description: 'Kamera, NFC, Bluetooth Low Energy, biometrik dan GPS diakses melalui API asal setiap platform.',
          benefit: 'Ciri yang sukar disampaikan dengan boleh dipercayai oleh rangka kerja merentas platform.',
        },
        {
          name: 'Data luar talian terlebih dahulu',
          description: 'Storan setempat dengan Core Data atau Room, serta penyegerakan yang mengendalikan konflik apabila sambungan pulih.',
          benefit: 'Kakitangan lapangan terus bekerja di kawasan yang liputannya lemah.',
        },
        {
          name: 'Keselamatan aplikasi yang diperkukuh',
          description: 'Rahsia disimpan dalam iOS Keychain dan Android Keystore, penyematan sijil serta pengesanan root dan jailbreak.',
          benefit: 'Sedia untuk semakan keselamatan perbankan dan penjagaan kesihatan.',
        },
        {
          name: 'Penalaan prestasi',
          description:
            'Pemprofilan dengan Xcode Instruments dan Android Studio Profiler untuk memendekkan masa permulaan dan menjimatkan bateri.',
          benefit: 'Lancar pada telefon Android pertengahan yang digunakan kebanyakan pelanggan.',
        },
      ],
      tools: [
        { name: 'SwiftUI', category: 'Rangka kerja UI iOS', useCase: 'Antara muka deklaratif untuk iPhone dan iPad' },
        {
          name: 'Jetpack Compose',
          category: 'Rangka kerja UI Android',
          useCase: 'Antara muka Android moden dengan kod yang lebih sedikit',
        },
        { name: 'Xcode Instruments', category: 'Pemprofilan', useCase: 'Mengesan kebocoran memori dan pemaparan yang perlahan pada iOS' },
        { name: 'Firebase Crashlytics', category: 'Laporan ranap', useCase: 'Amaran ranap masa nyata dengan surih tindanan' },
      ],
      applications: [
        {
          name: 'Perbankan mudah alih',
          industry: 'Perkhidmatan kewangan',
          impact: 'Log masuk biometrik dan kurang panggilan ke pusat sokongan',
        },
        { name: 'Pemeriksaan aset dengan tag NFC', industry: 'Utiliti', impact: 'Pemeriksaan direkodkan di tapak, walaupun tanpa isyarat' },
        { name: 'Aplikasi pendamping pesakit', industry: 'Penjagaan kesihatan', impact: 'Kurang temu janji terlepas berkat peringatan' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menentukan pengguna dan peranti sasaran',
            'Menyemak keperluan keselamatan dan pematuhan',
            'Mengesahkan konsep dengan prototaip',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Merancang seni bina iOS dan Android',
            'Mereka bentuk API dan model data luar talian',
            'Menyediakan CI dan peranti ujian',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membina ciri untuk kedua-dua platform dalam pecutan',
            'Menguji pada peranti dan versi OS sebenar',
            'Menjalankan ujian keselamatan berdasarkan OWASP MASVS',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Menyerahkan ke App Store dan Google Play',
            'Mengeluarkan secara berperingkat kepada sebahagian pengguna',
            'Memantau ranap dan ulasan di gedung aplikasi',
          ],
        },
      ],
    },
    {
      id: 'cross-platform',
      icon: 'layers',
      title: 'Pembangunan Merentas Platform',
      description:
        'Aplikasi Flutter dan React Native yang dikeluarkan ke iOS dan Android daripada satu pangkalan kod, dengan rupa dan rasa aplikasi asli.',
      features: [
        {
          name: 'Satu pangkalan kod dikongsi',
          description: 'Kebanyakan kod dikongsi antara iOS dan Android, dengan modul khusus platform hanya apabila diperlukan.',
          benefit: 'Lazimnya kos pembinaan 30–40% lebih rendah berbanding dua aplikasi asli.',
        },
        {
          name: 'Pengalaman jenama yang konsisten',
          description:
            'Satu sistem reka bentuk yang dipaparkan sama pada setiap peranti dan disesuaikan dengan konvensyen setiap platform.',
          benefit: 'Jenama dan pengalaman pengguna kekal selaras merentas platform.',
        },
        {
          name: 'Kitaran keluaran lebih pantas',
          description:
            'Binaan dan penyerahan ke gedung aplikasi secara automatik dengan Fastlane, serta kemas kini over-the-air jika peraturan gedung membenarkan.',
          benefit: 'Pembaikan sampai kepada pengguna dalam beberapa hari, bukan beberapa minggu.',
        },
        {
          name: 'Guna semula di web dan desktop',
          description: 'Kod Flutter atau React Native yang sama boleh diperluas ke web dan desktop apabila anda memerlukannya.',
          benefit: 'Lebih banyak saluran tanpa menambah pasukan.',
        },
      ],
      tools: [
        {
          name: 'Flutter',
          category: 'Rangka kerja UI',
          useCase: 'Aplikasi yang konsisten hingga ke tahap piksel dengan prestasi pemaparan tinggi',
        },
        {
          name: 'React Native',
          category: 'Rangka kerja UI',
          useCase: 'Aplikasi yang berkongsi kemahiran dan kod dengan pasukan web React',
        },
        { name: 'Expo', category: 'Alat binaan', useCase: 'Binaan di awan, pratonton dan kemas kini over-the-air untuk React Native' },
        {
          name: 'Fastlane',
          category: 'Automasi keluaran',
          useCase: 'Tandatangan kod, tangkapan skrin dan penyerahan ke gedung dalam satu saluran paip',
        },
      ],
      applications: [
        {
          name: 'Aplikasi kesetiaan dan ganjaran',
          industry: 'Runcit',
          impact: 'Dilancarkan di kedua-dua gedung aplikasi pada hari yang sama',
        },
        {
          name: 'Aplikasi pemandu dan penghantaran',
          industry: 'Logistik',
          impact: 'Bukti penghantaran direkodkan dalam aplikasi, bukan di atas kertas',
        },
        {
          name: 'Aplikasi layan diri pekerja',
          industry: 'Perkhidmatan korporat',
          impact: 'Permohonan cuti dan tuntutan perbelanjaan dari telefon dalam beberapa minit',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memastikan pendekatan merentas platform sesuai',
            'Memetakan ciri peranti yang diperlukan',
            'Membina prototaip skrin utama',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memilih Flutter atau React Native',
            'Menentukan modul dikongsi dan modul khusus platform',
            'Menyediakan saluran paip binaan dan keluaran',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membina setiap ciri sekali untuk kedua-dua platform',
            'Mengautomasikan ujian widget dan hujung ke hujung',
            'Menguji pada ladang peranti seperti Firebase Test Lab',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Mengeluarkan ke kedua-dua gedung aplikasi serentak',
            'Melancarkan kemas kini secara berperingkat',
            'Menjejaki penggunaan dan sesi bebas ranap',
          ],
        },
      ],
    },
  ],
};

export default content;
