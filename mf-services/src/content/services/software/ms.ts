import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mereka bentuk, membina dan menyelenggara perisian perniagaan yang dibina untuk bertahan sedekad: seni bina yang jelas, ujian automatik dan dokumentasi yang membolehkan pasukan anda sendiri atau mana-mana pembekal lain mengambil alih tanpa menulis semula.',
  keyFeatures: [
    {
      title: 'Seni bina yang mudah diselenggara',
      description:
        'Reka bentuk bermodul, piawaian pengekodan yang dipersetujui dan semakan rakan sebaya yang mengekalkan kos perubahan yang rendah apabila sistem berkembang.',
    },
    {
      title: 'Semakan kualiti automatik',
      description: 'Ujian unit, integrasi dan hujung ke hujung dalam CI, dengan analisis statik SonarQube pada setiap merge.',
    },
    {
      title: 'Penyampaian tangkas yang telus',
      description:
        'Pecutan dua minggu yang berakhir dengan demo perisian yang berfungsi, serta senarai tugasan yang boleh anda susun semula keutamaannya pada bila-bila masa.',
    },
    {
      title: 'Sokongan sepanjang kitaran hayat',
      description:
        'Perjanjian tahap perkhidmatan yang merangkumi pembaikan, tampalan keselamatan dan naik taraf rangka kerja selagi aplikasi digunakan.',
    },
  ],
  technologies: [
    {
      category: 'Bahasa dan rangka kerja',
      tools: ['Java', 'Spring Boot', '.NET', 'Python'],
      description:
        'Platform arus perdana dengan sokongan jangka panjang dan ramai tenaga mahir tempatan, supaya sistem anda tidak bergantung pada kemahiran yang jarang ditemui.',
    },
    {
      category: 'Kualiti dan penyampaian',
      tools: ['GitHub Actions', 'GitLab CI/CD', 'SonarQube', 'Jira'],
      description:
        'Saluran paip yang membina, menguji dan mengimbas setiap perubahan, dengan kebolehkesanan daripada keperluan hingga keluaran.',
    },
    {
      category: 'Data dan integrasi',
      tools: ['PostgreSQL', 'Microsoft SQL Server', 'Apache Kafka', 'RabbitMQ'],
      description: 'Storan dan pemesejan yang boleh dipercayai untuk sistem transaksi dan integrasi antara sistem tersebut.',
    },
  ],
  subServices: [
    {
      id: 'enterprise-applications',
      icon: 'boxes',
      title: 'Aplikasi Perusahaan',
      description:
        'Sistem barisan perniagaan untuk operasi, kewangan dan sumber manusia yang bersepadu dengan ERP anda dan boleh diperluas ke semua unit perniagaan.',
      features: [
        {
          name: 'Aliran kerja dan kelulusan',
          description: 'Kelulusan berbilang peringkat yang boleh dikonfigurasi, dengan delegasi, peningkatan dan jejak audit yang lengkap.',
          benefit: 'Borang kertas dan kelulusan melalui e-mel tidak diperlukan lagi.',
        },
        {
          name: 'Integrasi ERP dan CRM',
          description: 'Integrasi dua hala dengan SAP, Oracle, Microsoft Dynamics 365 dan Salesforce.',
          benefit: 'Satu sumber kebenaran merentas jabatan.',
        },
        {
          name: 'Akses berasaskan peranan dan audit',
          description: 'Log masuk tunggal melalui Microsoft Entra ID dan kebenaran terperinci mengikut peranan dan entiti undang-undang.',
          benefit: 'Audit dalaman dan luaran yang lebih lancar.',
        },
        {
          name: 'Laporan operasi',
          description: 'Papan pemuka dan laporan berjadual yang dibina daripada data aplikasi itu sendiri.',
          benefit: 'Pengurus melihat status tanpa perlu meminta hamparan.',
        },
      ],
      tools: [
        {
          name: 'Spring Boot',
          category: 'Rangka kerja aplikasi',
          useCase: 'Bahagian belakang yang teguh untuk sistem perusahaan berasaskan transaksi',
        },
        { name: 'Microsoft Entra ID', category: 'Identiti', useCase: 'Log masuk tunggal dan akses bersyarat' },
        {
          name: 'Apache Kafka',
          category: 'Penstriman peristiwa',
          useCase: 'Integrasi yang boleh dipercayai antara ERP dan sistem barisan perniagaan',
        },
        { name: 'Camunda', category: 'Enjin aliran kerja', useCase: 'Memodelkan dan menjalankan proses kelulusan dalam BPMN' },
      ],
      applications: [
        {
          name: 'Perolehan dan pengurusan vendor',
          industry: 'Pembuatan',
          impact: 'Kelulusan pembelian dalam beberapa hari, bukan beberapa minggu',
        },
        { name: 'Sistem operasi cawangan', industry: 'Perbankan', impact: 'Proses terkawal yang sama di setiap cawangan' },
        {
          name: 'Penjadualan tenaga kerja lapangan',
          industry: 'Utiliti',
          impact: 'Lebih banyak tugasan diselesaikan bagi setiap juruteknik setiap hari',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan proses semasa dan masalahnya',
            'Menyenaraikan sistem yang perlu disepadukan',
            'Bersetuju tentang skop dan ukuran kejayaan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Mereka bentuk seni bina dan model data',
            'Merancang integrasi dan migrasi data',
            'Menetapkan pelan keluaran dan tadbir urus',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Membina dan mengkonfigurasi dalam pecutan',
            'Menyepadukan dengan ERP dan sistem identiti',
            'Menjalankan ujian penerimaan pengguna',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Memindahkan data dan melakukan peralihan',
            'Melatih pengguna utama dan pentadbir',
            'Menyediakan sokongan rapi pada minggu-minggu pertama',
          ],
        },
      ],
    },
    {
      id: 'custom-applications',
      icon: 'wrench',
      title: 'Aplikasi Tersuai',
      description:
        'Perisian yang dibina khas untuk proses yang tidak sesuai dengan mana-mana produk sedia ada, daripada prototaip pertama hingga produk yang disokong sepenuhnya.',
      features: [
        {
          name: 'Pemprototaipan pantas',
          description: 'Prototaip Figma yang boleh diklik dan bukti konsep yang berfungsi dalam beberapa minggu.',
          benefit: 'Idea diuji dengan pengguna sebenar sebelum pelaburan besar.',
        },
        {
          name: 'Pemodenan sistem warisan',
          description:
            'Penggantian berperingkat sistem Visual Basic, Delphi atau Oracle Forms yang semakin usang menggunakan corak strangler fig.',
          benefit: 'Pemodenan tanpa peralihan serentak yang berisiko.',
        },
        {
          name: 'Seni bina asli awan',
          description:
            'Perkhidmatan dalam kontena pada Kubernetes atau platform terurus, dengan infrastruktur yang ditakrifkan dalam Terraform.',
          benefit: 'Persekitaran yang boleh dihasilkan semula dengan kos operasi yang jelas.',
        },
        {
          name: 'Pemilikan penuh kod sumber',
          description: 'Anda memiliki kod, dokumentasi dan saluran paip, yang disimpan dalam repositori anda sendiri.',
          benefit: 'Tidak terikat kepada kami atau mana-mana pembekal lain.',
        },
      ],
      tools: [
        { name: 'Figma', category: 'Reka bentuk dan prototaip', useCase: 'Prototaip interaktif untuk ujian pengguna' },
        { name: '.NET', category: 'Rangka kerja aplikasi', useCase: 'Aplikasi perniagaan dalam persekitaran berasaskan Microsoft' },
        { name: 'Docker', category: 'Pengkontenaan', useCase: 'Binaan yang sama dari komputer riba pembangun hingga pengeluaran' },
        { name: 'SonarQube', category: 'Kualiti kod', useCase: 'Analisis statik dan titik panas keselamatan pada setiap merge' },
      ],
      applications: [
        {
          name: 'Sistem pengurusan ladang',
          industry: 'Pertanian',
          impact: 'Data tuaian dan hasil direkodkan setiap hari, bukan setiap bulan',
        },
        {
          name: 'Platform pemprosesan tuntutan',
          industry: 'Insurans',
          impact: 'Tuntutan diselesaikan lebih pantas dengan kurang serahan manual',
        },
        {
          name: 'Sistem maklumat pelajar',
          industry: 'Pendidikan',
          impact: 'Pendaftaran dan keputusan di satu tempat untuk kakitangan dan ibu bapa',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menemu bual pengguna dan memerhati kerja semasa',
            'Membina prototaip aliran kerja yang paling berisiko',
            'Menganggar skop dan bajet',
          ],
        },
        {
          phase: 'planning',
          steps: ['Mengutamakan keluaran minimum yang berdaya maju', 'Memilih seni bina dan pengehosan', 'Menentukan strategi ujian'],
        },
        {
          phase: 'development',
          steps: [
            'Membina dalam pecutan dua minggu',
            'Menyemak kod dan menjalankan ujian automatik',
            'Membuat demo kepada pihak berkepentingan setiap pecutan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Membaiki kecacatan mengikut SLA yang dipersetujui',
            'Menggunakan tampalan keselamatan dan naik taraf',
            'Merancang penambahbaikan dalam semakan suku tahunan',
          ],
        },
      ],
    },
  ],
};

export default content;
