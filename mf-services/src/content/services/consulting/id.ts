import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membantu tim pimpinan menentukan ke mana teknologi harus membawa bisnis dan bagaimana mencapainya, melalui asesmen independen, peta jalan yang diprioritaskan, dan tinjauan arsitektur yang netral terhadap vendor.',
  keyFeatures: [
    {
      title: 'Rekomendasi netral vendor',
      description:
        'Berbagai opsi dibandingkan berdampingan berdasarkan kebutuhan, risiko, dan total biaya kepemilikan, tanpa target penjualan produk di balik saran kami.',
    },
    {
      title: 'Peta jalan yang digerakkan bisnis',
      description:
        'Inisiatif diperingkat berdasarkan nilai, biaya, risiko, dan dependensi, serta dikaitkan dengan hasil yang dapat diukur oleh bisnis.',
    },
    {
      title: 'Tinjauan arsitektur independen',
      description:
        'Sistem saat ini atau yang diusulkan dinilai dari sisi keamanan, skalabilitas, biaya, dan kemudahan pemeliharaan sebelum komitmen besar dibuat.',
    },
    {
      title: 'Tata kelola yang praktis',
      description:
        'Hak pengambilan keputusan, gerbang investasi, dan KPI yang memungkinkan pimpinan memantau kemajuan jauh setelah keterlibatan kami berakhir.',
    },
  ],
  technologies: [
    {
      category: 'Kerangka kerja',
      tools: ['TOGAF', 'COBIT 2019', 'ITIL 4'],
      description:
        'Kerangka kerja mapan yang digunakan secara selektif dan disesuaikan dengan ukuran organisasi Anda, bukan diterapkan secara menyeluruh.',
    },
    {
      category: 'Pemodelan arsitektur',
      tools: ['SAP LeanIX', 'Archi', 'Sparx Systems Enterprise Architect'],
      description: 'Portofolio aplikasi dan dependensinya dipetakan, sehingga keputusan didasarkan pada gambaran lanskap TI yang sama.',
    },
    {
      category: 'Perencanaan dan pelaporan',
      tools: ['Jira', 'Confluence', 'Miro', 'Power BI'],
      description: 'Peta jalan, hasil lokakarya, dan dasbor KPI di alat yang tetap dapat digunakan tim Anda setelah serah terima.',
    },
  ],
  subServices: [
    {
      id: 'digital-transformation',
      icon: 'rocket',
      title: 'Strategi Transformasi Digital',
      description:
        'Asesmen dan peta jalan yang menunjukkan proses mana yang perlu didigitalkan terlebih dahulu, berapa biayanya, dan bagaimana hasilnya akan diukur.',
      features: [
        {
          name: 'Asesmen kematangan digital',
          description: 'Wawancara, penelusuran proses, dan tinjauan sistem yang dinilai berdasarkan model kematangan yang terstruktur.',
          benefit: 'Gambaran awal yang jelas dan disepakati bersama tentang posisi organisasi saat ini.',
        },
        {
          name: 'Model operasional target',
          description: 'Bagaimana proses, data, orang, dan teknologi seharusnya bekerja bersama dalam tiga hingga lima tahun ke depan.',
          benefit: 'Pimpinan menyepakati tujuan sebelum mendanai perjalanannya.',
        },
        {
          name: 'Peta jalan transformasi yang diprioritaskan',
          description:
            'Inisiatif diurutkan berdasarkan nilai, upaya, dan dependensi, dengan anggaran dan quick win yang direncanakan untuk enam bulan pertama.',
          benefit: 'Investasi diarahkan terlebih dahulu ke perubahan yang paling cepat memberikan hasil.',
        },
        {
          name: 'Business case dan pelacakan manfaat',
          description: 'Biaya, manfaat, dan KPI untuk setiap inisiatif, beserta metode untuk melacaknya setelah pendanaan disetujui.',
          benefit: 'Persetujuan direksi berdasarkan angka, dan bukti hasil sesudahnya.',
        },
      ],
      tools: [
        {
          name: 'COBIT 2019',
          category: 'Kerangka tata kelola',
          useCase: 'Menyusun tata kelola TI dan hak pengambilan keputusan untuk program',
        },
        {
          name: 'SAP LeanIX',
          category: 'Manajemen portofolio aplikasi',
          useCase: 'Memetakan aplikasi, pemilik, dan status siklus hidup untuk menemukan duplikasi',
        },
        { name: 'Miro', category: 'Kolaborasi lokakarya', useCase: 'Lokakarya pemetaan proses dan penentuan prioritas lintas kantor' },
        { name: 'Power BI', category: 'Pelaporan KPI', useCase: 'Dasbor yang memantau kemajuan peta jalan dan manfaat yang terealisasi' },
      ],
      applications: [
        {
          name: 'Strategi kanal digital',
          industry: 'Perbankan dan jasa keuangan',
          impact: 'Onboarding digital dan perubahan kantor cabang diurutkan dalam rencana tiga tahun yang disetujui direksi',
        },
        {
          name: 'Peta jalan pabrik cerdas',
          industry: 'Manufaktur',
          impact: 'Pilot Industri 4.0 dipilih berdasarkan pengembalian investasi, bukan demo vendor',
        },
        {
          name: 'Digitalisasi layanan publik',
          industry: 'Pemerintahan dan sektor publik',
          impact: 'Layanan warga diprioritaskan berdasarkan volume transaksi dan upaya yang dihemat',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Mewawancarai pimpinan dan pemilik proses',
            'Menilai kematangan digital dan sistem saat ini',
            'Membandingkan dengan organisasi sejenis di kawasan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menetapkan model operasional target',
            'Memprioritaskan inisiatif berdasarkan nilai dan upaya',
            'Menyusun business case dan anggaran',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Meluncurkan inisiatif quick win',
            'Membentuk kantor transformasi dan tata kelolanya',
            'Menyelaraskan vendor dan tim internal dengan peta jalan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau KPI dan manfaat yang terealisasi',
            'Meninjau peta jalan setiap kuartal bersama pimpinan',
            'Menyesuaikan prioritas seiring perubahan bisnis',
          ],
        },
      ],
    },
    {
      id: 'strategic-planning',
      icon: 'compass',
      title: 'Perencanaan Strategis TI',
      description:
        'Strategi TI multi-tahun, anggaran, dan tinjauan arsitektur yang menjaga investasi teknologi tetap selaras dengan rencana bisnis.',
      features: [
        {
          name: 'Strategi dan peta jalan TI',
          description:
            'Rencana tiga tahun yang mencakup aplikasi, infrastruktur, keamanan, data, dan SDM, yang dikaitkan dengan tujuan bisnis.',
          benefit: 'Belanja teknologi dijelaskan dalam bahasa bisnis.',
        },
        {
          name: 'Tinjauan arsitektur',
          description:
            'Tinjauan netral vendor atas arsitektur saat ini atau yang diusulkan berdasarkan kriteria keamanan, skalabilitas, biaya, dan kemudahan pemeliharaan.',
          benefit: 'Masalah desain yang mahal terdeteksi sebelum kontrak ditandatangani.',
        },
        {
          name: 'Tinjauan biaya dan sourcing TI',
          description: 'Analisis belanja, kontrak, dan lisensi, dengan opsi konsolidasi, negosiasi ulang, atau alih daya.',
          benefit: 'Penghematan 10–15% dari biaya operasional sering teridentifikasi pada tinjauan pertama.',
        },
        {
          name: 'Dukungan pemilihan vendor',
          description: 'Kebutuhan, dokumen RFP, model penilaian, dan pemeriksaan referensi untuk pembelian teknologi yang besar.',
          benefit: 'Pilihan yang dapat dipertanggungjawabkan dan terdokumentasi untuk auditor dan direksi.',
        },
      ],
      tools: [
        { name: 'TOGAF', category: 'Arsitektur enterprise', useCase: 'Menyusun tampilan arsitektur saat ini dan target' },
        { name: 'Archi', category: 'Pemodelan arsitektur', useCase: 'Model ArchiMate untuk aplikasi, data, dan infrastruktur' },
        { name: 'ITIL 4', category: 'Manajemen layanan', useCase: 'Menilai proses operasional dan model dukungan' },
        { name: 'IBM Apptio', category: 'Manajemen keuangan TI', useCase: 'Memodelkan biaya TI per layanan dan unit bisnis' },
      ],
      applications: [
        {
          name: 'Strategi TI tiga tahun',
          industry: 'Kesehatan',
          impact: 'Rencana yang disetujui direksi dan mengaitkan investasi TI dengan layanan pasien',
        },
        {
          name: 'Rencana integrasi TI pascamerger',
          industry: 'Jasa keuangan',
          impact: 'Sistem dan kontrak ganda teridentifikasi dalam 100 hari pertama',
        },
        {
          name: 'Pemilihan vendor ERP',
          industry: 'Manufaktur',
          impact: 'Keputusan diambil dalam delapan minggu dengan catatan penilaian lengkap',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Meninjau strategi dan rencana bisnis',
            'Menilai arsitektur, biaya, dan kontrak saat ini',
            'Mewawancarai pemangku kepentingan bisnis dan TI',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menetapkan arsitektur target dan prinsip-prinsipnya',
            'Mengevaluasi opsi dan model sourcing',
            'Menyusun draf peta jalan dan anggaran',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Mempresentasikan rekomendasi kepada pimpinan',
            'Membentuk tata kelola dan gerbang investasi',
            'Mendukung pemilihan vendor dan negosiasi',
          ],
        },
        {
          phase: 'support',
          steps: ['Tinjauan kemajuan setiap kuartal', 'Tinjauan arsitektur untuk proyek baru yang besar', 'Pembaruan strategi tahunan'],
        },
      ],
    },
  ],
};

export default content;
