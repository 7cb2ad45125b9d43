import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membantu pasukan kepimpinan menentukan hala tuju teknologi bagi perniagaan dan cara untuk mencapainya, melalui penilaian bebas, pelan hala tuju yang diutamakan dan semakan seni bina yang neutral vendor.',
  keyFeatures: [
    {
      title: 'Cadangan neutral vendor',
      description:
        'Pilihan dibandingkan secara bersebelahan berdasarkan keperluan, risiko dan jumlah kos pemilikan, tanpa sasaran jualan produk di sebalik nasihat kami.',
    },
    {
      title: 'Pelan hala tuju dipacu perniagaan',
      description:
        'Inisiatif disusun mengikut nilai, kos, risiko dan kebergantungan, serta dikaitkan dengan hasil yang boleh diukur oleh perniagaan.',
    },
    {
      title: 'Semakan seni bina bebas',
      description:
        'Sistem semasa atau yang dicadangkan dinilai dari segi keselamatan, kebolehskalaan, kos dan kemudahan penyelenggaraan sebelum komitmen besar dibuat.',
    },
    {
      title: 'Tadbir urus yang praktikal',
      description:
        'Hak membuat keputusan, get pelaburan dan KPI yang membolehkan kepimpinan menjejaki kemajuan lama selepas penglibatan kami tamat.',
    },
  ],
  technologies: [
    {
      category: 'Rangka kerja',
      tools: ['TOGAF', 'COBIT 2019', 'ITIL 4'],
      description:
        'Rangka kerja yang mantap digunakan secara terpilih dan disesuaikan dengan saiz organisasi anda, bukan diterapkan sepenuhnya.',
    },
    {
      category: 'Pemodelan seni bina',
      tools: ['SAP LeanIX', 'Archi', 'Sparx Systems Enterprise Architect'],
      description:
        'Portfolio aplikasi dan kebergantungannya dipetakan, supaya keputusan dibuat berdasarkan gambaran landskap IT yang sama.',
    },
    {
      category: 'Perancangan dan pelaporan',
      tools: ['Jira', 'Confluence', 'Miro', 'Power BI'],
      description:
        'Pelan hala tuju, hasil bengkel dan papan pemuka KPI dalam alat yang boleh terus digunakan oleh pasukan anda selepas serahan.',
    },
  ],
  subServices: [
    {
      id: 'digital-transformation',
      icon: 'rocket',
      title: 'Strategi Transformasi Digital',
      description:
        'Penilaian dan pelan hala tuju yang menunjukkan proses mana perlu didigitalkan dahulu, berapa kosnya dan bagaimana hasilnya akan diukur.',
      features: [
        {
          name: 'Penilaian kematangan digital',
          description: 'Temu bual, penelusuran proses dan semakan sistem yang diberi skor berdasarkan model kematangan yang berstruktur.',
          benefit: 'Garis dasar yang jelas dan dipersetujui bersama tentang kedudukan organisasi hari ini.',
        },
        {
          name: 'Model operasi sasaran',
          description: 'Cara proses, data, manusia dan teknologi sepatutnya berfungsi bersama dalam tempoh tiga hingga lima tahun.',
          benefit: 'Kepimpinan bersetuju tentang destinasi sebelum membiayai perjalanannya.',
        },
        {
          name: 'Pelan hala tuju transformasi yang diutamakan',
          description:
            'Inisiatif disusun mengikut nilai, usaha dan kebergantungan, dengan belanjawan dan kejayaan segera dirancang untuk enam bulan pertama.',
          benefit: 'Pelaburan disalurkan dahulu kepada perubahan yang paling cepat memberi pulangan.',
        },
        {
          name: 'Kes perniagaan dan penjejakan manfaat',
          description: 'Kos, manfaat dan KPI bagi setiap inisiatif, berserta kaedah untuk menjejakinya selepas pembiayaan diluluskan.',
          benefit: 'Kelulusan lembaga pengarah berdasarkan angka, dan bukti hasil selepas itu.',
        },
      ],
      tools: [
        {
          name: 'COBIT 2019',
          category: 'Rangka kerja tadbir urus',
          useCase: 'Menyusun tadbir urus IT dan hak membuat keputusan bagi program',
        },
        {
          name: 'SAP LeanIX',
          category: 'Pengurusan portfolio aplikasi',
          useCase: 'Memetakan aplikasi, pemilik dan status kitaran hayat untuk mengesan pertindihan',
        },
        { name: 'Miro', category: 'Kolaborasi bengkel', useCase: 'Bengkel pemetaan proses dan penetapan keutamaan merentas pejabat' },
        {
          name: 'Power BI',
          category: 'Pelaporan KPI',
          useCase: 'Papan pemuka yang menjejaki kemajuan pelan hala tuju dan manfaat yang direalisasikan',
        },
      ],
      applications: [
        {
          name: 'Strategi saluran digital',
          industry: 'Perbankan dan perkhidmatan kewangan',
          impact: 'Pendaftaran digital dan perubahan cawangan disusun dalam pelan tiga tahun yang diluluskan lembaga pengarah',
        },
        {
          name: 'Pelan hala tuju kilang pintar',
          industry: 'Pembuatan',
          impact: 'Perintis Industri 4.0 dipilih berdasarkan pulangan pelaburan, bukan demonstrasi vendor',
        },
        {
          name: 'Pendigitalan perkhidmatan awam',
          industry: 'Kerajaan dan sektor awam',
          impact: 'Perkhidmatan rakyat diutamakan mengikut jumlah transaksi dan usaha yang dijimatkan',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menemu bual kepimpinan dan pemilik proses',
            'Menilai kematangan digital dan sistem semasa',
            'Membuat penanda aras dengan organisasi setara di rantau ini',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menetapkan model operasi sasaran',
            'Mengutamakan inisiatif mengikut nilai dan usaha',
            'Menyediakan kes perniagaan dan belanjawan',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Melancarkan inisiatif kejayaan segera',
            'Menubuhkan pejabat transformasi dan tadbir urusnya',
            'Menyelaraskan vendor dan pasukan dalaman dengan pelan hala tuju',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Menjejaki KPI dan manfaat yang direalisasikan',
            'Menyemak pelan hala tuju setiap suku tahun bersama kepimpinan',
            'Menyesuaikan keutamaan apabila perniagaan berubah',
          ],
        },
      ],
    },
    {
      id: 'strategic-planning',
      icon: 'compass',
      title: 'Perancangan Strategik IT',
      description:
        'Strategi IT berbilang tahun, belanjawan dan semakan seni bina yang memastikan pelaburan teknologi kekal sejajar dengan pelan perniagaan.',
      features: [
        {
          name: 'Strategi dan pelan hala tuju IT',
          description:
            'Pelan tiga tahun yang merangkumi aplikasi, infrastruktur, keselamatan, data dan sumber manusia, dikaitkan dengan matlamat perniagaan.',
          benefit: 'Perbelanjaan teknologi diterangkan dalam bahasa perniagaan.',
        },
        {
          name: 'Semakan seni bina',
          description:
            'Semakan neutral vendor terhadap seni bina semasa atau yang dicadangkan berdasarkan kriteria keselamatan, kebolehskalaan, kos dan kemudahan penyelenggaraan.',
          benefit: 'Masalah reka bentuk yang mahal dikesan sebelum kontrak ditandatangani.',
        },
        {
          name: 'Semakan kos dan penyumberan IT',
          description: 'Analisis perbelanjaan, kontrak dan lesen, dengan pilihan penyatuan, rundingan semula atau penyumberan luar.',
          benefit: 'Penjimatan 10–15% daripada kos operasi sering dikenal pasti dalam semakan pertama.',
        },
        {
          name: 'Sokongan pemilihan vendor',
          description: 'Keperluan, dokumen RFP, model pemarkahan dan semakan rujukan untuk pembelian teknologi yang besar.',
          benefit: 'Pilihan yang boleh dipertahankan dan didokumenkan untuk juruaudit dan lembaga pengarah.',
        },
      ],
      tools: [
        { name: 'TOGAF', category: 'Seni bina perusahaan', useCase: 'Menyusun paparan seni bina semasa dan sasaran' },
        { name: 'Archi', category: 'Pemodelan seni bina', useCase: 'Model ArchiMate bagi aplikasi, data dan infrastruktur' },
        { name: 'ITIL 4', category: 'Pengurusan perkhidmatan', useCase: 'Menilai proses operasi dan model sokongan' },
        { name: 'IBM Apptio', category: 'Pengurusan kewangan IT', useCase: 'Memodelkan kos IT mengikut perkhidmatan dan unit perniagaan' },
      ],
      applications: [
        {
          name: 'Strategi IT tiga tahun',
          industry: 'Penjagaan kesihatan',
          impact: 'Pelan yang diluluskan lembaga pengarah dan mengaitkan pelaburan IT dengan perkhidmatan pesakit',
        },
        {
          name: 'Pelan integrasi IT selepas penggabungan',
          industry: 'Perkhidmatan kewangan',
          impact: 'Sistem dan kontrak bertindih dikenal pasti dalam 100 hari pertama',
        },
        {
          name: 'Pemilihan vendor ERP',
          industry: 'Pembuatan',
          impact: 'Keputusan dicapai dalam lapan minggu dengan rekod pemarkahan yang lengkap',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menyemak strategi dan pelan perniagaan',
            'Menilai seni bina, kos dan kontrak semasa',
            'Menemu bual pihak berkepentingan perniagaan dan IT',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menetapkan seni bina sasaran dan prinsipnya',
            'Menilai pilihan dan model penyumberan',
            'Menyediakan draf pelan hala tuju dan belanjawan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Membentangkan cadangan kepada kepimpinan',
            'Menubuhkan tadbir urus dan get pelaburan',
            'Menyokong pemilihan vendor dan rundingan',
          ],
        },
        {
          phase: 'support',
          steps: ['Semakan kemajuan setiap suku tahun', 'Semakan seni bina bagi projek baharu yang besar', 'Pembaharuan strategi tahunan'],
        },
      ],
    },
  ],
};

export default content;
