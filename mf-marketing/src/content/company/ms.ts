import type { Company } from '../types';

const company: Company = {
  about: {
    title: 'Tentang Kami',
    description:
      'Meridian IT Services ialah syarikat perkhidmatan IT yang beribu pejabat di Jakarta, diasaskan pada 2010, dengan pejabat di Kuala Lumpur dan Singapura serta lebih 200 pelanggan di seluruh Asia Tenggara.',
    intro:
      'Sejak 2010 kami membantu organisasi di Asia Tenggara merancang, membina dan mengendalikan teknologi yang menjadi tunjang perniagaan mereka. Dari ibu pejabat kami di Jakarta serta pejabat kami di Kuala Lumpur dan Singapura, kami menjaga lebih 200 pelanggan dengan perkhidmatan awan, keselamatan, perisian dan data, disokong oleh sokongan sepanjang masa.',
    team: {
      heading: 'Pasukan Pakar',
      text: 'Warga kerja kami menggabungkan kemahiran teknikal yang mendalam dengan pengalaman bertahun-tahun melaksanakan projek di rantau ini. Berikut ialah sebahagian rakan sekerja yang memimpin kerja kami.',
      members: [
        {
          name: 'Budi Santoso',
          role: 'Ketua Pegawai Eksekutif',
          bio: 'Budi mengasaskan Meridian pada 2010 selepas sedekad dalam bidang infrastruktur perusahaan dan masih meluangkan sebahagian besar minggunya bersama pelanggan.',
        },
        {
          name: 'Nurul Aisyah binti Hassan',
          role: 'Ketua Kejuruteraan Awan',
          bio: 'Nurul mengetuai amalan awan kami dari Kuala Lumpur dan telah membimbing puluhan migrasi ke AWS dan Microsoft Azure.',
        },
        {
          name: 'Daniel Tan',
          role: 'Ketua Keselamatan Siber',
          bio: 'Daniel menyelia operasi keselamatan dan program ISO 27001 kami dari pejabat Singapura.',
        },
        {
          name: 'Sari Wulandari',
          role: 'Pengarah Penyampaian Perisian',
          bio: 'Sari mengetuai pasukan pembangunan kami di Jakarta dan bertanggungjawab atas cara kami merancang, membina dan menguji perisian pelanggan.',
        },
      ],
    },
    recognition: {
      heading: 'Pengiktirafan Industri',
      items: [
        {
          title: 'AWS Advanced Tier Services Partner',
          text: 'Diiktiraf oleh Amazon Web Services atas jurutera kami yang bertauliah dan rekod projek pelanggan di AWS.',
        },
        {
          title: 'Microsoft Solutions Partner',
          text: 'Microsoft Solutions Partner untuk Infrastructure (Azure), mencerminkan kemahiran dan pengalaman kami di platform awan Microsoft.',
        },
        {
          title: 'Pensijilan ISO/IEC 27001',
          text: 'Sistem pengurusan keselamatan maklumat kami diaudit secara bebas dan diperakui mengikut ISO/IEC 27001.',
        },
        {
          title: 'Finalis anugerah perkhidmatan IT serantau',
          text: 'Tersenarai pendek dalam sebuah program anugerah industri serantau atas perkhidmatan terurus kami untuk perniagaan bersaiz sederhana.',
        },
      ],
    },
    reach: {
      heading: 'Jangkauan Global',
      text: 'Ketiga-tiga pejabat kami berkongsi cara kerja yang sama, jadi pelanggan yang beroperasi di beberapa negara menerima perkhidmatan yang konsisten dan satu titik hubungan, dengan sokongan tersedia 24 jam sehari, 7 hari seminggu.',
      offices: [
        { city: 'Jakarta', country: 'Indonesia', focus: 'Ibu pejabat, pembangunan perisian dan meja perkhidmatan 24/7 kami' },
        { city: 'Kuala Lumpur', country: 'Malaysia', focus: 'Kejuruteraan awan, data dan AI, serta perkhidmatan pelanggan untuk Malaysia' },
        { city: 'Singapura', country: 'Singapura', focus: 'Keselamatan siber, perkongsian serantau dan akaun korporat' },
      ],
    },
    mission: {
      heading: 'Misi Kami',
      text: 'Menyediakan teknologi yang boleh dipercayai dan selamat kepada organisasi di Asia Tenggara, berserta kepakaran praktikal untuk memanfaatkannya sepenuhnya, supaya mereka dapat memberi tumpuan kepada menjalankan dan mengembangkan perniagaan.',
    },
    values: {
      heading: 'Nilai Kami',
      items: [
        {
          title: 'Inovasi',
          text: 'Kami menggunakan teknologi baharu apabila ia benar-benar membantu pelanggan, dan mengujinya dengan teliti sebelum mengesyorkannya.',
        },
        {
          title: 'Kecemerlangan',
          text: 'Kami menetapkan standard yang tinggi untuk kerja kami, mengukur hasilnya dan sentiasa menambah baik cara kami bekerja.',
        },
        {
          title: 'Perkongsian',
          text: 'Kami bekerja bersama pelanggan sebagai satu pasukan, berkongsi pengetahuan dan bertanggungjawab atas hasilnya.',
        },
        {
          title: 'Integriti',
          text: 'Kami jujur tentang apa yang mampu kami lakukan, telus tentang kos dan berhati-hati dengan data yang diamanahkan kepada kami.',
        },
      ],
    },
    approach: {
      heading: 'Pendekatan Kami',
      steps: [
        {
          title: 'Memahami',
          text: 'Kami bermula dengan mempelajari cara perniagaan anda beroperasi, keperluan anda dan kekangan yang anda hadapi.',
        },
        {
          title: 'Merancang',
          text: 'Kami bersetuju tentang skop, jadual dan bajet yang jelas, dengan risiko dan tanggungjawab ditetapkan dari awal.',
        },
        {
          title: 'Melaksana',
          text: 'Kami membina dan melaksanakan dalam peringkat yang pendek dan jelas, sambil memastikan anda sentiasa dimaklumkan dan terlibat.',
        },
        {
          title: 'Menyokong dan menambah baik',
          text: 'Selepas sistem beroperasi, kami mengendalikan, memantau dan memperhalusinya, dengan sokongan tersedia sepanjang masa.',
        },
      ],
    },
  },
  careers: {
    title: 'Kerjaya',
    description:
      'Kerjaya di Meridian IT Services: bidang kerja kami di Jakarta, Kuala Lumpur dan Singapura, serta cara menghubungi kami tentang peluang pada masa hadapan.',
    intro:
      'Kami ialah pasukan jurutera, perunding dan pakar sokongan di tiga pejabat di Asia Tenggara. Kami menghargai sifat ingin tahu, keprihatinan terhadap pelanggan dan kesediaan untuk terus belajar, dan kami menyokong warga kerja kami dengan latihan dan pensijilan.',
    areasHeading: 'Sertai Pasukan Kami',
    areas: [
      {
        title: 'Kejuruteraan',
        text: 'Mereka bentuk, membina dan menyelenggara perisian web, mudah alih dan integrasi yang menjadi sandaran pelanggan kami.',
      },
      {
        title: 'AI & Pembelajaran Mesin',
        text: 'Membangunkan dan melaksanakan model pembelajaran mesin serta penyelesaian AI generatif yang menangani masalah perniagaan sebenar.',
      },
      { title: 'Keselamatan', text: 'Melindungi sistem pelanggan melalui penilaian keselamatan, pemantauan dan tindak balas insiden.' },
      {
        title: 'Sains Data',
        text: 'Menukar data pelanggan kepada maklumat bernilai melalui analitik, pemodelan statistik dan laporan yang jelas.',
      },
      {
        title: 'Infrastruktur Awan',
        text: 'Mereka bentuk, memindahkan dan mengendalikan beban kerja pelanggan di AWS dan Microsoft Azure.',
      },
      {
        title: 'Pengurusan Produk',
        text: 'Mengemudi produk digital daripada idea hingga pelancaran, dengan mengimbangi keperluan pelanggan, skop dan jadual.',
      },
    ],
    openings: {
      heading: 'Tiada jawatan kosong buat masa ini',
      text: 'Kami tidak mempunyai sebarang kekosongan jawatan buat masa ini. Jika anda ingin bekerja bersama kami pada masa hadapan, kami mengalu-alukan permohonan terbuka: sila hubungi kami melalui halaman hubungan dan ceritakan tentang diri anda serta bidang yang anda minati.',
      action: 'Hubungi kami',
    },
  },
  successStories: {
    heading: 'Kisah Kejayaan',
    stories: [
      {
        title: 'Penyelenggaraan ramalan untuk pengilang Malaysia',
        client: 'Kumpulan pembuatan, Pulau Pinang',
        summary:
          'Kami membantu sebuah pengilang di Pulau Pinang beralih daripada servis berjadual kepada penyelenggaraan berpandukan data penderia.',
        challenge:
          'Kerosakan tidak dijangka pada barisan pengeluaran utama menyebabkan kehilangan pengeluaran dan pembaikan tergesa-gesa, manakala penyelenggaraan dirancang mengikut jadual tetap dan bukannya keadaan sebenar peralatan.',
        solution:
          'Kami menyambungkan data penderia daripada mesin-mesin kritikal ke platform data awan, membina model yang mengesan tanda awal kehausan, dan menyediakan papan pemuka serta amaran yang mudah kepada pasukan penyelenggaraan untuk merancang kerja lebih awal.',
        results: [
          'Masa henti tidak dirancang berkurang kira-kira 20% pada tahun pertama',
          'Kos penyelenggaraan berkurang kira-kira 10%',
          'Amaran bagi mesin kritikal lazimnya beberapa hari sebelum kemungkinan kerosakan',
        ],
      },
      {
        title: 'Penukaran platform e-dagang untuk peruncit Indonesia',
        client: 'Rangkaian runcit, Jakarta',
        summary: 'Kami memindahkan kedai dalam talian sebuah peruncit Indonesia ke platform e-dagang moden yang mudah diskalakan.',
        challenge:
          'Kedai dalam talian lama peruncit itu menjadi perlahan semasa kempen jualan, sukar dikemas kini, dan paras stoknya tidak selari dengan kedai fizikal.',
        solution:
          'Kami memindahkan kedai itu ke platform e-dagang berasaskan awan, mengintegrasikannya dengan sistem inventori dan pembayaran peruncit, serta memindahkan data produk dan akaun pelanggan dengan gangguan yang minimum.',
        results: [
          'Halaman dimuatkan kira-kira dua kali lebih pantas',
          'Kadar penukaran dalam talian meningkat kira-kira 15%',
          'Tiada gangguan perkhidmatan sepanjang kempen jualan besar yang pertama',
        ],
      },
    ],
  },
};

export default company;
