import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Ketua Keselamatan Siber',
  introduction:
    'Model keselamatan tradisional menganggap bahawa apa-apa sahaja di dalam rangkaian syarikat boleh dipercayai, satu andaian yang tidak lagi relevan apabila kakitangan bekerja dari jauh, aplikasi berjalan merentasi beberapa awan dan penyerang kerap log masuk menggunakan kelayakan yang dicuri. Zero Trust menggantikan kepercayaan tersirat dengan pengesahan berterusan terhadap setiap pengguna, peranti dan permintaan, dari mana-mana sahaja asalnya. Artikel ini menerangkan prinsip teras, teknologi yang terlibat dan pelan hala tuju berperingkat yang boleh diikuti oleh organisasi di Asia Tenggara.',
  keyPoints: [
    'Zero Trust ialah strategi keselamatan yang dihuraikan dalam piawaian seperti NIST SP 800-207, dan bukan satu produk yang boleh dibeli lalu dipasang.',
    'Identiti yang kukuh, termasuk pengesahan pelbagai faktor yang tahan pancingan data, ialah asas bagi setiap program Zero Trust.',
    'Keputusan akses perlu mengambil kira identiti pengguna, tahap kesihatan peranti, lokasi dan tahap sensitiviti sumber, serta dinilai semula secara berterusan.',
    'Mikrosegmentasi dan akses keistimewaan minimum mengehadkan sejauh mana penyerang boleh bergerak selepas menjejaskan satu akaun atau sistem.',
  ],
  sections: [
    {
      title: 'Identiti sebagai Perimeter Baharu',
      content:
        'Banyak insiden pencerobohan bermula dengan kelayakan yang telah terjejas, jadi pengesahan identiti yang kukuh ialah langkah pertama dan paling bernilai. Penyedia identiti berpusat dengan single sign-on, dasar akses bersyarat dan pengesahan tahan pancingan data seperti kunci keselamatan FIDO2 atau passkey dapat mengurangkan risiko pengambilalihan akaun dengan ketara. Akaun berkeistimewaan memerlukan kawalan tambahan, termasuk akses just-in-time dan rakaman sesi.',
      impact: 'Insiden pengambilalihan akaun yang jauh lebih sedikit',
      applications: [
        'Single sign-on untuk aplikasi awan dan di premis',
        'Pengesahan pelbagai faktor yang tahan pancingan data',
        'Akses berkeistimewaan just-in-time',
      ],
    },
    {
      title: 'Kepercayaan Peranti dan Keselamatan Titik Akhir',
      content:
        'Pengguna yang sah tetapi menggunakan komputer riba yang telah terjejas masih menimbulkan risiko, jadi dasar akses perlu memeriksa tahap keselamatan peranti sebelum memberikan akses. Alat endpoint detection and response, pengurusan peranti mudah alih dan tahap tampalan yang terkini menyediakan isyarat yang boleh dinilai oleh dasar akses dalam masa nyata. Peranti yang tidak diurus atau tidak patuh boleh diberikan akses terhad melalui pelayar sahaja dan bukannya disekat sepenuhnya.',
      impact: 'Akses hanya daripada peranti yang sihat dan diurus',
      applications: [
        'Semakan pematuhan peranti sebelum akses',
        'Akses selamat untuk kontraktor dan peranti peribadi',
        'Pengasingan automatik titik akhir yang terjejas',
      ],
    },
    {
      title: 'Mikrosegmentasi dan Keistimewaan Minimum',
      content:
        'Rangkaian dalaman yang rata membolehkan penyerang, termasuk pengendali perisian tebusan, bergerak secara sisi daripada satu mesin yang terjejas kepada sistem kritikal. Mikrosegmentasi membahagikan rangkaian dan beban kerja kepada zon kecil dengan peraturan jelas tentang perkhidmatan yang boleh berkomunikasi antara satu sama lain, manakala akses keistimewaan minimum hanya memberikan pengguna dan aplikasi kebenaran yang benar-benar diperlukan. Dalam persekitaran awan dan Kubernetes, peraturan ini semakin banyak dikuatkuasakan melalui identiti beban kerja dan service mesh, bukan sekadar alamat IP.',
      impact: 'Pencerobohan yang terkawal dengan pergerakan sisi yang terhad',
      applications: [
        'Pengasingan sistem perbankan teras dan pembayaran',
        'Segmentasi rangkaian teknologi operasi',
        'Pengesahan antara perkhidmatan dengan mutual TLS',
      ],
    },
    {
      title: 'Pemantauan dan Tindak Balas Berterusan',
      content:
        'Zero Trust menganggap bahawa pencerobohan mungkin telah pun berlaku, jadi setiap permintaan akses dan sesi perlu dilog dan dianalisis. Platform security information and event management serta extended detection and response menghubungkaitkan isyarat identiti, peranti, rangkaian dan aplikasi untuk mengesan anomali seperti impossible travel atau muat turun data yang luar biasa besar. Playbook automatik kemudian boleh membatalkan sesi, mewajibkan pengesahan semula atau mengasingkan peranti dalam masa beberapa minit.',
      impact: 'Pengesanan dan pembendungan ancaman yang lebih pantas',
      applications: [
        'Pengesanan log masuk yang luar biasa',
        'Pembatalan sesi secara automatik',
        'Bukti untuk audit kawal selia dan laporan insiden',
      ],
    },
  ],
  technologies: [
    {
      name: 'Microsoft Entra ID',
      description:
        'Platform identiti awan Microsoft, dahulunya dikenali sebagai Azure Active Directory, yang menyediakan single sign-on, akses bersyarat dan pengesahan tanpa kata laluan.',
      applications: 'Identiti dan akses bersyarat',
    },
    {
      name: 'Zscaler Private Access',
      description:
        'Perkhidmatan zero trust network access yang menghubungkan pengguna kepada aplikasi persendirian tertentu tanpa meletakkan mereka di dalam rangkaian syarikat.',
      applications: 'Pengganti VPN tradisional',
    },
    {
      name: 'CrowdStrike Falcon',
      description:
        'Platform perlindungan titik akhir berasaskan awan yang menggabungkan antivirus generasi baharu, endpoint detection and response serta isyarat tahap keselamatan peranti.',
      applications: 'Pengesanan titik akhir dan kepercayaan peranti',
    },
    {
      name: 'Istio',
      description:
        'Service mesh sumber terbuka untuk Kubernetes yang menguatkuasakan mutual TLS dan kebenaran terperinci antara perkhidmatan.',
      applications: 'Identiti beban kerja dan mikrosegmentasi',
    },
  ],
  implementation: {
    steps: [
      'Kenal pasti data, aplikasi dan perkhidmatan yang paling kritikal, kemudian petakan cara pengguna dan sistem mengaksesnya pada masa ini.',
      'Satukan identiti dalam satu penyedia identiti dan wajibkan pengesahan pelbagai faktor yang tahan pancingan data, bermula dengan pentadbir.',
      'Perkenalkan semakan tahap keselamatan peranti dan dasar akses bersyarat bagi aplikasi awan dan aplikasi kritikal perniagaan.',
      'Gantikan akses VPN yang luas dengan zero trust network access pada peringkat aplikasi, dan segmentasikan rangkaian serta beban kerja yang paling sensitif.',
      'Pusatkan pengelogan dan pemantauan, automasikan playbook tindak balas dan ukur kemajuan berdasarkan model kematangan seperti CISA Zero Trust Maturity Model.',
    ],
    challenges: [
      'Aplikasi warisan yang tidak menyokong protokol pengesahan moden mungkin memerlukan proksi berasaskan identiti, lapisan pembalut atau akhirnya perlu diganti.',
      'Kawalan yang lebih ketat boleh mengecewakan pengguna dan mendorong mereka mencari jalan pintas jika perubahan tidak dimaklumkan dengan baik atau direka bentuk tanpa mengambil kira kebolehgunaan.',
      'Zero Trust merangkumi pasukan identiti, rangkaian, titik akhir dan aplikasi, menjadikan pemilikan dan pembiayaannya lebih sukar diselaraskan.',
    ],
    bestPractices: [
      'Dapatkan sokongan pihak eksekutif dan anggap Zero Trust sebagai program berbilang tahun dengan pencapaian yang boleh diukur.',
      'Utamakan kemenangan pantas seperti pengesahan pelbagai faktor untuk semua pengguna dan penghapusan hak pentadbir yang kekal.',
      'Selaraskan kawalan dengan keperluan serantau seperti dasar RMiT Bank Negara Malaysia, MAS Technology Risk Management Guidelines dan Undang-Undang Perlindungan Data Peribadi Indonesia.',
      'Semak hak akses dan dasar secara berkala, dan buang akaun serta kebenaran yang tidak lagi diperlukan.',
    ],
  },
  conclusion:
    'Zero Trust ialah tindak balas praktikal terhadap cara organisasi bekerja pada hari ini, dengan pasukan yang tersebar, aplikasi awan dan penyerang gigih yang menyasarkan kelayakan log masuk. Kemajuan dicapai melalui langkah yang konsisten dan berkeutamaan, bermula dengan identiti dan diperluas kepada peranti, rangkaian, aplikasi dan data. Meridian IT Services membantu pelanggan menilai tahap kematangan semasa, membina pelan hala tuju yang realistik dan melaksanakan kawalan yang paling berkesan dalam mengurangkan risiko.',
  tags: ['Zero Trust', 'Keselamatan Siber', 'Pengurusan Identiti', 'Keselamatan Rangkaian'],
};

export default body;
