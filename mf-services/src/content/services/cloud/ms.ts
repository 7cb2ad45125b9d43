import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mereka bentuk, memindahkan dan mengendalikan platform awan di AWS, Azure dan Google Cloud: landing zone yang selamat dan ditakrifkan sebagai kod, migrasi yang dirancang mengikut beban kerja, dan semakan kos bulanan yang memastikan perbelanjaan sepadan dengan penggunaan sebenar.',
  keyFeatures: [
    {
      title: 'Landing zone sebagai kod',
      description:
        'Akaun, rangkaian, identiti dan kawalan guardrail ditakrifkan dalam Terraform, disemak seperti perisian dan boleh dihasilkan semula di mana-mana rantau.',
    },
    {
      title: 'Migrasi mengikut beban kerja',
      description: 'Setiap aplikasi dinilai dan diberi laluan tersendiri (rehost, replatform atau refactor) serta pelan undur tersendiri.',
    },
    {
      title: 'Tadbir urus kos',
      description:
        'Dasar penandaan, belanjawan dan semakan saiz sumber berdasarkan amalan FinOps, dengan laporan kos bulanan bagi setiap unit perniagaan.',
    },
    {
      title: 'Residensi data dan pematuhan',
      description:
        'Rantau dan kawalan dipilih untuk memenuhi keperluan tempatan seperti UU PDP Indonesia, PDPA Malaysia dan Garis Panduan MAS TRM.',
    },
  ],
  technologies: [
    {
      category: 'Platform awan',
      tools: ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud'],
      description:
        'Kami bekerja dengan ketiga-tiganya dan membuat cadangan mengikut beban kerja, menggunakan rantau dalam negara di Jakarta, Kuala Lumpur dan Singapura jika tersedia.',
    },
    {
      category: 'Infrastruktur sebagai kod',
      tools: ['Terraform', 'AWS CloudFormation', 'Bicep', 'Ansible'],
      description:
        'Setiap persekitaran dibina daripada kod yang dikawal versi, jadi setiap perubahan disemak dan hanyutan konfigurasi dapat dikesan.',
    },
    {
      category: 'Kontena dan kebolehcerapan',
      tools: ['Kubernetes', 'Amazon EKS', 'Azure Kubernetes Service', 'Datadog'],
      description: 'Kubernetes terurus untuk beban kerja berasaskan kontena, dengan metrik, log dan amaran yang aktif sejak hari pertama.',
    },
  ],
  subServices: [
    {
      id: 'infrastructure',
      icon: 'layers',
      title: 'Infrastruktur Awan',
      description:
        'Asas yang selamat dan direka dengan baik di AWS, Azure atau Google Cloud, dibina sebagai kod dan dikendalikan dengan kawalan kos yang jelas.',
      features: [
        {
          name: 'Reka bentuk landing zone',
          description:
            'Struktur akaun atau langganan, topologi rangkaian, persekutuan identiti dan dasar guardrail disediakan sebelum beban kerja pertama tiba.',
          benefit: 'Projek baharu mendapat persekitaran yang patuh dalam beberapa hari, bukan beberapa minggu.',
        },
        {
          name: 'Infrastruktur sebagai kod',
          description: 'Modul dan saluran paip Terraform untuk rangkaian, pengkomputeran, pangkalan data dan dasar akses.',
          benefit: 'Persekitaran yang boleh diulang dan jejak audit bagi setiap perubahan.',
        },
        {
          name: 'Ketersediaan tinggi dan pemulihan bencana',
          description:
            'Seni bina berbilang zon, sandaran automatik dan buku panduan pemulihan yang telah diuji dengan sasaran RPO dan RTO yang dipersetujui.',
          benefit: 'Pemulihan yang telah dilatih, bukan sekadar diandaikan.',
        },
        {
          name: 'FinOps dan pengoptimuman kos',
          description:
            'Penandaan, belanjawan, pelarasan saiz sumber dan perancangan komitmen dengan Savings Plans dan reserved instance, disemak setiap bulan.',
          benefit: 'Lazimnya perbelanjaan awan 15–25% lebih rendah selepas kitaran semakan pertama.',
        },
      ],
      tools: [
        {
          name: 'Terraform',
          category: 'Infrastruktur sebagai kod',
          useCase: 'Penyediaan landing zone dan perkhidmatan dikongsi merentas awan',
        },
        {
          name: 'AWS Control Tower',
          category: 'Tadbir urus akaun',
          useCase: 'Persediaan berbilang akaun dengan guardrail pencegahan dan pengesanan',
        },
        {
          name: 'Azure Policy',
          category: 'Pematuhan',
          useCase: 'Menguatkuasakan peraturan penandaan, rantau dan penyulitan merentas langganan',
        },
        { name: 'Datadog', category: 'Kebolehcerapan', useCase: 'Metrik infrastruktur, log dan amaran di satu tempat' },
      ],
      applications: [
        {
          name: 'Pengehosan beban kerja terkawal selia',
          industry: 'Perbankan dan perkhidmatan kewangan',
          impact: 'Kawalan dipetakan kepada keperluan MAS TRM dan OJK sebelum go-live',
        },
        {
          name: 'Penskalaan platform e-dagang',
          industry: 'Runcit',
          impact: 'Penskalaan automatik menampung puncak jualan seperti 11.11 dan Ramadan',
        },
        {
          name: 'Platform perkhidmatan dikongsi',
          industry: 'Pembuatan',
          impact: 'Sistem kilang baharu disediakan dalam beberapa hari daripada templat standard',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menyemak persekitaran dan model operasi semasa',
            'Mengumpul keperluan keselamatan, pematuhan dan residensi data',
            'Menetapkan garis dasar kos dan prestasi semasa',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Mereka bentuk struktur akaun, rangkaian dan identiti',
            'Menetapkan guardrail dan dasar penandaan',
            'Bersetuju tentang RPO, RTO dan model sokongan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Membina landing zone dalam Terraform',
            'Menyediakan pemantauan, pengelogan dan sandaran',
            'Menguji failover dan buku panduan pemulihan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Tampalan, pemantauan dan tindak balas kepada amaran',
            'Semakan kos dan saiz sumber setiap bulan',
            'Semakan suku tahunan berdasarkan Well-Architected Framework',
          ],
        },
      ],
    },
    {
      id: 'migration',
      icon: 'cloud-upload',
      title: 'Migrasi Awan',
      description:
        'Pemindahan aplikasi dan data yang terancang dari pusat data di premis ke awan, dengan peralihan yang telah diuji dan masa henti yang minimum.',
      features: [
        {
          name: 'Penilaian portfolio',
          description:
            'Penemuan pelayan, kebergantungan dan lesen, dengan laluan bagi setiap aplikasi: rehost, replatform, refactor, retain atau retire.',
          benefit: 'Pelan migrasi berdasarkan penggunaan yang diukur, bukan tekaan.',
        },
        {
          name: 'Gelombang migrasi',
          description:
            'Aplikasi dikumpulkan dalam gelombang mengikut kebergantungan dan risiko perniagaan, bermula dengan beban kerja berisiko rendah untuk membuktikan prosesnya.',
          benefit: 'Kejayaan awal dan kurang kejutan dalam gelombang seterusnya.',
        },
        {
          name: 'Migrasi pangkalan data dan data',
          description:
            'Replikasi berterusan pangkalan data Oracle, SQL Server, MySQL dan PostgreSQL ke perkhidmatan pangkalan data terurus.',
          benefit: 'Tetingkap peralihan sejam atau kurang bagi kebanyakan pangkalan data.',
        },
        {
          name: 'Pengoptimuman selepas migrasi',
          description:
            'Pelarasan saiz sumber, penggunaan perkhidmatan terurus dan semakan lesen setelah beban kerja berjalan di awan selama beberapa minggu.',
          benefit: 'Kos operasi yang menurun selepas pemindahan, bukan meningkat perlahan-lahan.',
        },
      ],
      tools: [
        {
          name: 'AWS Application Migration Service',
          category: 'Rehosting',
          useCase: 'Replikasi pelayan peringkat blok ke AWS dengan peralihan yang telah diuji',
        },
        {
          name: 'Azure Migrate',
          category: 'Penilaian dan migrasi',
          useCase: 'Penemuan, pemetaan kebergantungan dan migrasi pelayan VMware dan Hyper-V',
        },
        {
          name: 'AWS Database Migration Service',
          category: 'Migrasi pangkalan data',
          useCase: 'Replikasi berterusan untuk pemindahan pangkalan data dengan masa henti yang rendah',
        },
        {
          name: 'Google Cloud Migration Center',
          category: 'Penilaian',
          useCase: 'Inventori dan anggaran kos untuk pemindahan ke Google Cloud',
        },
      ],
      applications: [
        {
          name: 'Keluar dari pusat data',
          industry: 'Pembuatan',
          impact: 'Penggantian perkakasan dielakkan dan pajakan pusat data ditamatkan mengikut jadual',
        },
        {
          name: 'Migrasi ERP',
          industry: 'Pengedaran dan logistik',
          impact: 'ERP dipindahkan dalam satu tempoh henti terancang pada hujung minggu',
        },
        {
          name: 'Sistem pelajar dan pembelajaran',
          industry: 'Pendidikan',
          impact: 'Kapasiti menyesuaikan musim pendaftaran dan peperiksaan tanpa perkakasan baharu',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventori pelayan, aplikasi dan kebergantungan',
            'Mengukur penggunaan sumber selama beberapa minggu',
            'Mengelaskan data dan keperluan residensi',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menetapkan laluan migrasi bagi setiap aplikasi',
            'Mengumpulkan beban kerja dalam gelombang',
            'Menyediakan pelan peralihan dan pelan undur',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Menyediakan landing zone sasaran',
            'Mereplikasi pelayan dan pangkalan data',
            'Menjalankan ujian migrasi bersama pemilik aplikasi',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Peralihan dalam tetingkap masa yang dipersetujui',
            'Pengesahan melalui ujian penerimaan perniagaan',
            'Menyahaktifkan sistem sumber',
          ],
        },
      ],
    },
  ],
};

export default content;
