import type { Company } from '../types';

const company: Company = {
  about: {
    title: 'Tentang Kami',
    description:
      'Meridian IT Services adalah perusahaan layanan TI yang berkantor pusat di Jakarta, didirikan pada 2010, dengan kantor di Kuala Lumpur dan Singapura serta lebih dari 200 klien di Asia Tenggara.',
    intro:
      'Sejak 2010 kami membantu organisasi di Asia Tenggara merencanakan, membangun, dan mengelola teknologi yang menjadi tumpuan bisnis mereka. Dari kantor pusat kami di Jakarta serta kantor kami di Kuala Lumpur dan Singapura, kami melayani lebih dari 200 klien dengan layanan cloud, keamanan, perangkat lunak, dan data, didukung oleh dukungan sepanjang waktu.',
    team: {
      heading: 'Tim Ahli',
      text: 'Tim kami memadukan keahlian teknis yang mendalam dengan pengalaman bertahun-tahun menjalankan proyek di kawasan ini. Berikut beberapa rekan yang memimpin pekerjaan kami.',
      members: [
        {
          name: 'Budi Santoso',
          role: 'Direktur Utama',
          bio: 'Budi mendirikan Meridian pada 2010 setelah satu dekade berkarier di bidang infrastruktur perusahaan dan hingga kini masih banyak meluangkan waktunya bersama klien.',
        },
        {
          name: 'Nurul Aisyah binti Hassan',
          role: 'Kepala Rekayasa Cloud',
          bio: 'Nurul memimpin praktik cloud kami dari Kuala Lumpur dan telah memandu puluhan migrasi ke AWS dan Microsoft Azure.',
        },
        {
          name: 'Daniel Tan',
          role: 'Kepala Keamanan Siber',
          bio: 'Daniel mengawasi operasi keamanan dan program ISO 27001 kami dari kantor Singapura.',
        },
        {
          name: 'Sari Wulandari',
          role: 'Direktur Pengembangan Perangkat Lunak',
          bio: 'Sari memimpin tim pengembangan kami di Jakarta dan bertanggung jawab atas cara kami merencanakan, membangun, dan menguji perangkat lunak klien.',
        },
      ],
    },
    recognition: {
      heading: 'Pengakuan Industri',
      items: [
        {
          title: 'AWS Advanced Tier Services Partner',
          text: 'Diakui oleh Amazon Web Services atas para engineer bersertifikat kami dan rekam jejak proyek pelanggan di AWS.',
        },
        {
          title: 'Microsoft Solutions Partner',
          text: 'Microsoft Solutions Partner untuk Infrastructure (Azure), yang mencerminkan keahlian dan pengalaman kami di platform cloud Microsoft.',
        },
        {
          title: 'Sertifikasi ISO/IEC 27001',
          text: 'Sistem manajemen keamanan informasi kami diaudit secara independen dan bersertifikat ISO/IEC 27001.',
        },
        {
          title: 'Finalis penghargaan layanan TI regional',
          text: 'Masuk daftar pendek sebuah program penghargaan industri regional atas layanan terkelola kami untuk bisnis skala menengah.',
        },
      ],
    },
    reach: {
      heading: 'Jangkauan Global',
      text: 'Ketiga kantor kami menerapkan cara kerja yang sama, sehingga klien yang beroperasi di beberapa negara mendapatkan layanan yang konsisten dan satu titik kontak, dengan dukungan yang tersedia 24 jam sehari, 7 hari seminggu.',
      offices: [
        { city: 'Jakarta', country: 'Indonesia', focus: 'Kantor pusat, pengembangan perangkat lunak, dan service desk 24/7 kami' },
        { city: 'Kuala Lumpur', country: 'Malaysia', focus: 'Rekayasa cloud, data dan AI, serta layanan klien untuk Malaysia' },
        { city: 'Singapura', country: 'Singapura', focus: 'Keamanan siber, kemitraan regional, dan klien korporat' },
      ],
    },
    mission: {
      heading: 'Misi Kami',
      text: 'Menghadirkan teknologi yang andal dan aman bagi organisasi di Asia Tenggara, beserta keahlian praktis untuk memanfaatkannya secara optimal, sehingga mereka dapat berfokus menjalankan dan mengembangkan bisnisnya.',
    },
    values: {
      heading: 'Nilai-Nilai Kami',
      items: [
        {
          title: 'Inovasi',
          text: 'Kami mengadopsi teknologi baru bila benar-benar bermanfaat bagi klien, dan mengujinya dengan cermat sebelum merekomendasikannya.',
        },
        {
          title: 'Keunggulan',
          text: 'Kami menetapkan standar tinggi untuk pekerjaan kami, mengukur hasilnya, dan terus memperbaiki cara kami bekerja.',
        },
        {
          title: 'Kemitraan',
          text: 'Kami bekerja bersama klien sebagai satu tim, berbagi pengetahuan, dan bertanggung jawab atas hasilnya.',
        },
        {
          title: 'Integritas',
          text: 'Kami jujur tentang apa yang dapat kami lakukan, transparan soal biaya, dan berhati-hati dengan data yang dipercayakan kepada kami.',
        },
      ],
    },
    approach: {
      heading: 'Pendekatan Kami',
      steps: [
        {
          title: 'Memahami',
          text: 'Kami memulai dengan mempelajari cara kerja bisnis Anda, kebutuhan Anda, dan kendala yang Anda hadapi.',
        },
        {
          title: 'Merencanakan',
          text: 'Kami menyepakati ruang lingkup, jadwal, dan anggaran yang jelas, dengan risiko dan tanggung jawab yang ditetapkan sejak awal.',
        },
        {
          title: 'Melaksanakan',
          text: 'Kami membangun dan menerapkan solusi dalam tahapan singkat yang terlihat, serta melibatkan Anda di setiap langkah.',
        },
        {
          title: 'Mendukung dan menyempurnakan',
          text: 'Setelah solusi berjalan, kami mengoperasikan, memantau, dan menyempurnakannya, dengan dukungan yang tersedia sepanjang waktu.',
        },
      ],
    },
  },
  careers: {
    title: 'Karier',
    description:
      'Karier di Meridian IT Services: bidang-bidang pekerjaan kami di Jakarta, Kuala Lumpur, dan Singapura, serta cara menghubungi kami tentang peluang di masa mendatang.',
    intro:
      'Kami adalah tim engineer, konsultan, dan spesialis dukungan di tiga kantor di Asia Tenggara. Kami menghargai rasa ingin tahu, kepedulian terhadap klien, dan kemauan untuk terus belajar, serta mendukung karyawan kami dengan pelatihan dan sertifikasi.',
    areasHeading: 'Bergabunglah dengan Tim Kami',
    areas: [
      {
        title: 'Rekayasa',
        text: 'Merancang, membangun, dan memelihara perangkat lunak web, seluler, dan integrasi yang diandalkan klien kami.',
      },
      {
        title: 'AI & Pembelajaran Mesin',
        text: 'Mengembangkan dan menerapkan model pembelajaran mesin serta solusi AI generatif yang menjawab masalah bisnis nyata.',
      },
      { title: 'Keamanan', text: 'Melindungi sistem klien melalui penilaian keamanan, pemantauan, dan penanganan insiden.' },
      { title: 'Ilmu Data', text: 'Mengolah data klien menjadi wawasan melalui analitik, pemodelan statistik, dan laporan yang jelas.' },
      { title: 'Infrastruktur Cloud', text: 'Merancang, memigrasikan, dan mengoperasikan beban kerja klien di AWS dan Microsoft Azure.' },
      {
        title: 'Manajemen Produk',
        text: 'Mengarahkan produk digital dari gagasan hingga peluncuran, dengan menyeimbangkan kebutuhan klien, ruang lingkup, dan jadwal.',
      },
    ],
    openings: {
      heading: 'Saat ini belum ada lowongan',
      text: 'Saat ini kami belum membuka lowongan. Jika Anda ingin bekerja bersama kami di masa mendatang, kami menyambut lamaran terbuka: silakan hubungi kami melalui halaman kontak dan ceritakan tentang diri Anda serta bidang yang Anda minati.',
      action: 'Hubungi kami',
    },
  },
  successStories: {
    heading: 'Kisah Sukses',
    stories: [
      {
        title: 'Pemeliharaan prediktif untuk produsen di Malaysia',
        client: 'Grup manufaktur, Penang',
        summary: 'Kami membantu sebuah produsen di Penang beralih dari servis terjadwal ke pemeliharaan berbasis data sensor.',
        challenge:
          'Kerusakan tak terduga pada lini produksi utama menyebabkan hilangnya output dan perbaikan yang terburu-buru, sementara pemeliharaan direncanakan berdasarkan jadwal tetap, bukan kondisi aktual peralatan.',
        solution:
          'Kami menghubungkan data sensor dari mesin-mesin penting ke platform data cloud, membangun model yang mendeteksi tanda-tanda awal keausan, dan menyediakan dasbor serta peringatan sederhana bagi tim pemeliharaan untuk merencanakan pekerjaan lebih awal.',
        results: [
          'Waktu henti tak terencana turun sekitar 20% pada tahun pertama',
          'Biaya pemeliharaan berkurang sekitar 10%',
          'Peringatan pada mesin penting biasanya muncul beberapa hari sebelum kemungkinan kerusakan',
        ],
      },
      {
        title: 'Migrasi platform e-commerce untuk peritel Indonesia',
        client: 'Jaringan ritel, Jakarta',
        summary: 'Kami memindahkan toko online sebuah peritel Indonesia ke platform e-commerce modern yang mudah ditingkatkan skalanya.',
        challenge:
          'Toko online lama milik peritel tersebut melambat saat kampanye promo, sulit diperbarui, dan data stoknya tidak selaras dengan toko fisik.',
        solution:
          'Kami memindahkan toko tersebut ke platform e-commerce berbasis cloud, mengintegrasikannya dengan sistem inventaris dan pembayaran peritel, serta memigrasikan data produk dan akun pelanggan dengan gangguan minimal.',
        results: [
          'Halaman dimuat sekitar dua kali lebih cepat',
          'Konversi online naik sekitar 15%',
          'Tanpa gangguan layanan selama kampanye promo besar pertama',
        ],
      },
    ],
  },
};

export default company;
