import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami memodenkan rangkaian dan alat komunikasi organisasi yang tersebar di banyak lokasi, menggantikan litar MPLS lama dan PBX di premis dengan SD-WAN, sandaran selular dan panggilan awan yang berfungsi sama di setiap pejabat.',
  keyFeatures: [
    {
      title: 'Perolehan neutral pembawa',
      description:
        'Kami membandingkan tawaran pembawa tempatan dan serantau di setiap negara serta merundingkan talian, tahap perkhidmatan dan terma kontrak bagi pihak anda.',
    },
    {
      title: 'Penamatan perkhidmatan lama secara berperingkat',
      description:
        'Perkhidmatan PBX, ISDN dan talian sewaan ditamatkan satu demi satu lokasi, dengan pemindahan nombor dan pelan sandaran yang dipersetujui lebih awal.',
    },
    {
      title: 'Keterlihatan berbilang lokasi',
      description:
        'Satu paparan bagi litar, peranti dan kualiti panggilan di setiap cawangan, dengan amaran yang dihantar kepada pasukan yang boleh membaikinya.',
    },
    {
      title: 'Mengambil kira peraturan tempatan',
      description:
        'Reka bentuk yang mematuhi peraturan pelesenan telekomunikasi, peruntukan nombor dan panggilan kecemasan di setiap negara tempat anda beroperasi.',
    },
  ],
  technologies: [
    {
      category: 'Rangkaian kawasan luas',
      tools: ['Cisco Catalyst SD-WAN', 'Fortinet Secure SD-WAN', 'Palo Alto Networks Prisma SD-WAN'],
      description: 'Platform SD-WAN yang menggabungkan talian gentian optik, jalur lebar dan 4G/5G dengan penghalaan yang peka aplikasi.',
    },
    {
      category: 'Komunikasi bersepadu',
      tools: ['Microsoft Teams Phone', 'Zoom Phone', 'Webex Calling', 'Genesys Cloud CX'],
      description:
        'Platform panggilan awan, mesyuarat dan pusat hubungan yang dipilih supaya sepadan dengan alat kolaborasi yang sudah anda lesenkan.',
    },
    {
      category: 'Tanpa wayar dan selular persendirian',
      tools: ['Ericsson Private 5G', 'Nokia Digital Automation Cloud', 'HPE Aruba Networking Central'],
      description:
        '5G persendirian dan Wi-Fi perusahaan untuk pelabuhan, kilang dan kampus yang memerlukan liputan serta kebolehpercayaan tinggi.',
    },
  ],
  subServices: [
    {
      id: 'network-modernization',
      icon: 'router',
      title: 'Pemodenan Rangkaian',
      description:
        'Memindahkan cawangan daripada perkhidmatan MPLS, kuprum dan TDM lama kepada SD-WAN, gentian optik dan talian selular tanpa mengganggu operasi harian.',
      features: [
        {
          name: 'Migrasi SD-WAN',
          description:
            'Cawangan dipindahkan daripada MPLS kepada SD-WAN melalui dua talian gentian optik atau jalur lebar dengan failover 4G/5G.',
          benefit: 'Kos litar lebih rendah dan lokasi baharu disambungkan dalam beberapa minggu, bukan bulan.',
        },
        {
          name: 'Penamatan perkhidmatan lama',
          description:
            'ISDN, talian analog dan litar sewaan diinventori dan digantikan dengan perkhidmatan IP sebelum pembawa menamatkannya.',
          benefit: 'Tiada kejutan apabila perkhidmatan lama dimatikan.',
        },
        {
          name: '5G dan LTE persendirian',
          description: 'Rangkaian selular khusus untuk lokasi yang sukar diliputi Wi-Fi: pelabuhan, lombong, gudang dan kilang besar.',
          benefit: 'Liputan yang boleh dipercayai untuk kenderaan, penderia dan peranti pegang tangan.',
        },
        {
          name: 'Kebolehcerapan rangkaian',
          description: 'Prestasi laluan, kependaman dan aplikasi diukur hujung ke hujung merentas pembawa dan lokasi.',
          benefit: 'Kerosakan dikesan kepada pembawa atau lokasi yang betul dalam beberapa minit.',
        },
      ],
      tools: [
        {
          name: 'Cisco Catalyst SD-WAN',
          category: 'SD-WAN',
          useCase: 'Penghalaan berasaskan dasar merentas talian daripada beberapa pembawa',
        },
        { name: 'Fortinet FortiGate', category: 'SD-WAN selamat', useCase: 'Penghalaan dan tembok api cawangan dalam satu peranti' },
        { name: 'Ericsson Private 5G', category: 'Selular persendirian', useCase: 'Liputan 5G khusus untuk tapak perindustrian' },
        {
          name: 'Cisco ThousandEyes',
          category: 'Pemantauan rangkaian',
          useCase: 'Keterlihatan laluan pembawa dan internet antara lokasi dan perkhidmatan awan',
        },
      ],
      applications: [
        {
          name: 'Pembaharuan rangkaian cawangan',
          industry: 'Perbankan',
          impact: 'Cawangan kekal dalam talian ketika satu pembawa mengalami gangguan',
        },
        {
          name: 'Sambungan pelabuhan dan terminal',
          industry: 'Logistik',
          impact: 'Liputan konsisten untuk kren, lori dan pengimbas pegang tangan',
        },
        {
          name: 'Pelancaran rangkaian kedai',
          industry: 'Peruncitan',
          impact: 'Kedai baharu dalam talian dalam beberapa minggu, bukan bulan',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventori litar, kontrak dan tarikh tamat',
            'Ukur trafik dan keperluan aplikasi bagi setiap lokasi',
            'Kenal pasti perkhidmatan lama yang akan ditamatkan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Reka bentuk seni bina sasaran dan gabungan pembawa',
            'Jalankan tender pembawa dan bandingkan tahap perkhidmatan',
            'Rancang gelombang peralihan dan pengunduran',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Rintis di dua atau tiga lokasi yang mewakili',
            'Pindahkan lokasi selebihnya secara berperingkat',
            'Tamatkan litar dan kontrak lama',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Pantau talian dan tahap perkhidmatan pembawa',
            'Uruskan kerosakan dan eskalasi kepada pembawa',
            'Semak kapasiti dan kos setiap suku tahun',
          ],
        },
      ],
    },
    {
      id: 'unified-communications',
      icon: 'phone',
      title: 'Komunikasi Bersepadu',
      description:
        'Panggilan awan, mesyuarat dan pusat hubungan dalam satu platform, dengan nombor, peranti dan kualiti panggilan yang diharapkan oleh kakitangan anda.',
      features: [
        {
          name: 'Telefoni awan',
          description:
            'PBX di premis digantikan dengan Microsoft Teams Phone, Zoom Phone atau Webex Calling, dan nombor sedia ada dipindahkan.',
          benefit: 'Satu sistem telefon untuk setiap pejabat dan pekerja dari rumah.',
        },
        {
          name: 'Pusat hubungan',
          description: 'Suara, sembang, e-mel dan WhatsApp dihalakan kepada ejen yang betul, dengan rakaman panggilan dan pelaporan.',
          benefit: 'Lebih ramai pelanggan diselesaikan pada hubungan pertama.',
        },
        {
          name: 'Bilik mesyuarat',
          description:
            'Sistem bilik mesyuarat yang diperakui, dipasang dan diurus secara berpusat, daripada bilik perbincangan kecil hingga bilik lembaga pengarah.',
          benefit: 'Mesyuarat bermula tanpa perlu memanggil pasukan IT.',
        },
        {
          name: 'Pengurusan kualiti panggilan',
          description: 'Semakan kesediaan rangkaian sebelum pelaksanaan dan papan pemuka kualiti panggilan selepasnya.',
          benefit: 'Panggilan yang lemah dijejak hingga ke puncanya, bukan diteka.',
        },
      ],
      tools: [
        {
          name: 'Microsoft Teams Phone',
          category: 'Panggilan awan',
          useCase: 'Perkhidmatan telefon untuk organisasi yang sudah menggunakan Microsoft 365',
        },
        {
          name: 'Webex Calling',
          category: 'Panggilan awan',
          useCase: 'Telefoni perusahaan dengan peranti Cisco dan pilihan PSTN tempatan',
        },
        {
          name: 'Genesys Cloud CX',
          category: 'Pusat hubungan',
          useCase: 'Penghalaan pelbagai saluran, pengurusan tenaga kerja dan analitik',
        },
        {
          name: 'AudioCodes Mediant',
          category: 'Pengawal sempadan sesi',
          useCase: 'Menyambungkan Teams kepada pembawa tempatan dan sistem lama',
        },
      ],
      applications: [
        {
          name: 'Telefoni ibu pejabat dan cawangan',
          industry: 'Perkhidmatan profesional',
          impact: 'Satu pelan penomboran untuk semua pejabat',
        },
        { name: 'Pusat khidmat pelanggan', industry: 'Insurans', impact: 'Masa menunggu lebih singkat dan sejarah interaksi yang lengkap' },
        { name: 'Talian temu janji pesakit', industry: 'Penjagaan kesihatan', impact: 'Kurang panggilan terputus pada waktu puncak' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Tinjau nombor, peranti dan aliran panggilan',
            'Nilai kesediaan rangkaian untuk suara dan video',
            'Semak lesen yang sudah dimiliki',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Pilih platform dan sambungan PSTN',
            'Reka bentuk aliran panggilan, baris gilir dan pelan dail',
            'Persetujui tarikh pemindahan nombor',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Konfigurasikan platform dan pengawal sempadan sesi',
            'Bina aliran dan laporan pusat hubungan',
            'Uji panggilan, failover dan panggilan kecemasan',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Rintis dengan satu jabatan',
            'Pindahkan nombor dan beralih mengikut lokasi',
            'Latih pengguna dan serahkan kepada pasukan sokongan',
          ],
        },
      ],
    },
  ],
};

export default content;
