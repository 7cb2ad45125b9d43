import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Kepala Keamanan Siber',
  introduction:
    'Model keamanan tradisional berasumsi bahwa segala sesuatu di dalam jaringan perusahaan dapat dipercaya, sebuah asumsi yang tidak lagi berlaku ketika karyawan bekerja dari jarak jauh, aplikasi berjalan di beberapa cloud, dan penyerang secara rutin masuk menggunakan kredensial curian. Zero Trust menggantikan kepercayaan implisit dengan verifikasi berkelanjutan terhadap setiap pengguna, perangkat, dan permintaan, dari mana pun asalnya. Artikel ini menjelaskan prinsip-prinsip utamanya, teknologi yang terlibat, serta peta jalan bertahap yang dapat diikuti oleh organisasi di Asia Tenggara.',
  keyPoints: [
    'Zero Trust adalah strategi keamanan yang dijabarkan dalam standar seperti NIST SP 800-207, bukan satu produk tunggal yang dapat dibeli lalu dipasang.',
    'Identitas yang kuat, termasuk autentikasi multifaktor yang tahan terhadap phishing, merupakan fondasi setiap program Zero Trust.',
    'Keputusan akses harus mempertimbangkan identitas pengguna, kondisi perangkat, lokasi, dan tingkat sensitivitas sumber daya, serta dievaluasi ulang secara berkelanjutan.',
    'Mikrosegmentasi dan akses dengan hak minimum membatasi seberapa jauh penyerang dapat bergerak setelah berhasil membobol satu akun atau sistem.',
  ],
  sections: [
    {
      title: 'Identitas sebagai Perimeter Baru',
      content:
        'Banyak insiden pembobolan berawal dari kredensial yang telah disusupi, sehingga verifikasi identitas yang kuat merupakan langkah pertama dan paling bernilai. Penyedia identitas terpusat dengan single sign-on, kebijakan akses bersyarat, dan autentikasi tahan phishing seperti kunci keamanan FIDO2 atau passkey secara signifikan mengurangi risiko pengambilalihan akun. Akun dengan hak istimewa memerlukan kontrol tambahan, termasuk akses just-in-time dan perekaman sesi.',
      impact: 'Insiden pengambilalihan akun yang jauh lebih sedikit',
      applications: [
        'Single sign-on untuk aplikasi cloud dan on-premises',
        'Autentikasi multifaktor yang tahan phishing',
        'Akses istimewa just-in-time',
      ],
    },
    {
      title: 'Kepercayaan Perangkat dan Keamanan Endpoint',
      content:
        'Pengguna yang sah tetapi memakai laptop yang telah disusupi tetap menimbulkan risiko, sehingga kebijakan akses harus memeriksa kondisi perangkat sebelum memberikan akses. Perangkat endpoint detection and response, manajemen perangkat seluler, dan tingkat patch yang mutakhir menyediakan sinyal yang dapat dievaluasi oleh kebijakan akses secara real time. Perangkat yang tidak dikelola atau tidak patuh dapat diberi akses terbatas melalui browser saja alih-alih diblokir sepenuhnya.',
      impact: 'Akses hanya dari perangkat yang sehat dan terkelola',
      applications: [
        'Pemeriksaan kepatuhan perangkat sebelum akses',
        'Akses aman bagi kontraktor dan perangkat pribadi',
        'Isolasi otomatis endpoint yang telah disusupi',
      ],
    },
    {
      title: 'Mikrosegmentasi dan Hak Akses Minimum',
      content:
        'Jaringan internal yang datar memungkinkan penyerang, termasuk pelaku ransomware, bergerak secara lateral dari satu mesin yang telah disusupi ke sistem-sistem kritis. Mikrosegmentasi membagi jaringan dan beban kerja menjadi zona-zona kecil dengan aturan eksplisit tentang layanan mana yang boleh saling berkomunikasi, sementara akses dengan hak minimum hanya memberikan izin yang benar-benar dibutuhkan oleh pengguna dan aplikasi. Di lingkungan cloud dan Kubernetes, aturan ini semakin banyak ditegakkan melalui identitas beban kerja dan service mesh, bukan hanya berdasarkan alamat IP.',
      impact: 'Pembobolan yang terisolasi dengan pergerakan lateral yang terbatas',
      applications: [
        'Isolasi sistem core banking dan pembayaran',
        'Segmentasi jaringan teknologi operasional',
        'Autentikasi antarlayanan dengan mutual TLS',
      ],
    },
    {
      title: 'Pemantauan dan Respons Berkelanjutan',
      content:
        'Zero Trust berasumsi bahwa pembobolan mungkin sudah terjadi, sehingga setiap permintaan akses dan sesi harus dicatat dan dianalisis. Platform security information and event management serta extended detection and response mengorelasikan sinyal identitas, perangkat, jaringan, dan aplikasi untuk mendeteksi anomali seperti impossible travel atau pengunduhan data dalam jumlah yang tidak wajar. Playbook otomatis kemudian dapat mencabut sesi, mewajibkan autentikasi ulang, atau mengisolasi perangkat dalam hitungan menit.',
      impact: 'Deteksi dan penanggulangan ancaman yang lebih cepat',
      applications: [
        'Deteksi aktivitas masuk yang anomali',
        'Pencabutan sesi secara otomatis',
        'Bukti untuk audit regulasi dan laporan insiden',
      ],
    },
  ],
  technologies: [
    {
      name: 'Microsoft Entra ID',
      description:
        'Platform identitas cloud dari Microsoft, sebelumnya bernama Azure Active Directory, yang menyediakan single sign-on, akses bersyarat, dan autentikasi tanpa kata sandi.',
      applications: 'Identitas dan akses bersyarat',
    },
    {
      name: 'Zscaler Private Access',
      description:
        'Layanan zero trust network access yang menghubungkan pengguna ke aplikasi privat tertentu tanpa menempatkan mereka di dalam jaringan perusahaan.',
      applications: 'Pengganti VPN tradisional',
    },
    {
      name: 'CrowdStrike Falcon',
      description:
        'Platform perlindungan endpoint berbasis cloud yang menggabungkan antivirus generasi berikutnya, endpoint detection and response, serta sinyal kondisi perangkat.',
      applications: 'Deteksi endpoint dan kepercayaan perangkat',
    },
    {
      name: 'Istio',
      description: 'Service mesh sumber terbuka untuk Kubernetes yang menerapkan mutual TLS dan otorisasi yang terperinci antarlayanan.',
      applications: 'Identitas beban kerja dan mikrosegmentasi',
    },
  ],
  implementation: {
    steps: [
      'Identifikasi data, aplikasi, dan layanan yang paling kritis, lalu petakan cara pengguna dan sistem mengaksesnya saat ini.',
      'Konsolidasikan identitas dalam satu penyedia identitas dan wajibkan autentikasi multifaktor yang tahan phishing, dimulai dari para administrator.',
      'Terapkan pemeriksaan kondisi perangkat dan kebijakan akses bersyarat untuk aplikasi cloud dan aplikasi yang kritis bagi bisnis.',
      'Ganti akses VPN yang luas dengan zero trust network access di tingkat aplikasi, dan lakukan segmentasi pada jaringan serta beban kerja yang paling sensitif.',
      'Pusatkan pencatatan log dan pemantauan, otomatiskan playbook respons, dan ukur kemajuan berdasarkan model kematangan seperti CISA Zero Trust Maturity Model.',
    ],
    challenges: [
      'Aplikasi lama yang tidak mendukung protokol autentikasi modern mungkin memerlukan proxy berbasis identitas, lapisan pembungkus, atau pada akhirnya harus diganti.',
      'Kontrol yang lebih ketat dapat membuat pengguna frustrasi dan mendorong upaya mengakalinya apabila perubahan tidak dikomunikasikan dengan baik atau dirancang tanpa memperhatikan kemudahan penggunaan.',
      'Zero Trust melibatkan tim identitas, jaringan, endpoint, dan aplikasi, sehingga kepemilikan dan pendanaannya lebih sulit dikoordinasikan.',
    ],
    bestPractices: [
      'Pastikan adanya dukungan dari jajaran eksekutif dan perlakukan Zero Trust sebagai program multitahun dengan tonggak pencapaian yang terukur.',
      'Prioritaskan hasil cepat seperti autentikasi multifaktor untuk semua pengguna dan penghapusan hak administrator yang bersifat permanen.',
      'Selaraskan kontrol dengan ketentuan regional seperti kebijakan RMiT dari Bank Negara Malaysia, MAS Technology Risk Management Guidelines, dan Undang-Undang Pelindungan Data Pribadi di Indonesia.',
      'Tinjau hak akses dan kebijakan secara berkala, serta hapus akun dan izin yang tidak lagi diperlukan.',
    ],
  },
  conclusion:
    'Zero Trust merupakan respons praktis terhadap cara organisasi bekerja saat ini, dengan tim yang tersebar, aplikasi berbasis cloud, dan penyerang gigih yang menyasar kredensial. Kemajuan dicapai melalui langkah-langkah yang konsisten dan terprioritas, dimulai dari identitas lalu diperluas ke perangkat, jaringan, aplikasi, dan data. Meridian IT Services membantu klien menilai tingkat kematangan saat ini, menyusun peta jalan yang realistis, dan menerapkan kontrol yang paling efektif dalam menurunkan risiko.',
  tags: ['Zero Trust', 'Keamanan Siber', 'Manajemen Identitas', 'Keamanan Jaringan'],
};

export default body;
