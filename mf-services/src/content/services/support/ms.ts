import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengendalikan meja perkhidmatan IT anda dan memantau sistem anda sepanjang masa, dengan masa tindak balas dan penyelesaian yang ditetapkan dalam kontrak dan dilaporkan setiap bulan.',
  keyFeatures: [
    {
      title: 'Meja perkhidmatan 24/7',
      description:
        'Sokongan melalui telefon, e-mel, sembang dan portal dalam bahasa Inggeris, bahasa Indonesia dan bahasa Melayu, beroperasi siang dan malam.',
    },
    {
      title: 'Tahap perkhidmatan berkontrak',
      description:
        'Sasaran tindak balas dan penyelesaian bagi setiap keutamaan, diukur oleh sistem tiket dan dijamin dengan kredit perkhidmatan.',
    },
    {
      title: 'Pemantauan proaktif',
      description:
        'Pelayan, rangkaian, perkhidmatan awan dan aplikasi dipantau secara berterusan, supaya banyak kerosakan dibaiki sebelum pengguna menyedarinya.',
    },
    {
      title: 'Proses ITIL 4',
      description:
        'Pengurusan insiden, masalah, perubahan dan pengetahuan yang dijalankan mengikut amalan ITIL 4, dalam meja perkhidmatan yang telus kepada anda.',
    },
  ],
  technologies: [
    {
      category: 'Pengurusan perkhidmatan',
      tools: ['ServiceNow', 'Jira Service Management', 'Freshservice'],
      description: 'Sistem tiket, pemasa SLA dan portal layan diri, di platform anda atau platform kami.',
    },
    {
      category: 'Pemantauan dan kebolehcerapan',
      tools: ['Datadog', 'Zabbix', 'Prometheus', 'Grafana'],
      description: 'Pemantauan infrastruktur, aplikasi dan sintetik dengan ambang yang ditala mengikut persekitaran anda.',
    },
    {
      category: 'Pengurusan jarak jauh dan atas panggilan',
      tools: ['Microsoft Intune', 'NinjaOne', 'TeamViewer', 'PagerDuty'],
      description: 'Tampalan, pembaikan jarak jauh dan eskalasi kepada jurutera yang tepat pada bila-bila masa.',
    },
  ],
  subServices: [
    {
      id: 'managed-support',
      icon: 'headset',
      title: 'Sokongan Terurus',
      description:
        'Meja perkhidmatan pelbagai bahasa dan jurutera lapangan yang menyelesaikan insiden dan permintaan dalam masa tindak balas berkontrak.',
      features: [
        {
          name: 'Meja perkhidmatan pelbagai bahasa',
          description:
            'Sokongan barisan pertama melalui telefon, e-mel, sembang dan portal dalam bahasa Inggeris, bahasa Indonesia dan bahasa Melayu.',
          benefit: 'Pengguna mendapat bantuan dalam bahasa yang mereka gunakan di tempat kerja.',
        },
        {
          name: 'Eskalasi berperingkat',
          description:
            'Pasukan barisan pertama, kedua dan ketiga dengan serahan tugas yang jelas, serta eskalasi kepada vendor seperti Microsoft dan Cisco.',
          benefit: 'Isu yang kompleks sampai kepada pakar tanpa pengguna perlu mengulang cerita.',
        },
        {
          name: 'Masa tindak balas berkontrak',
          description:
            'Sasaran berdasarkan keutamaan, contohnya tindak balas dalam 15 minit bagi insiden kritikal pada bila-bila masa, diukur oleh sistem tiket.',
          benefit: 'Tahap perkhidmatan yang boleh anda tuntut daripada kami, dengan kredit jika kami gagal mencapainya.',
        },
        {
          name: 'Pengurusan masalah',
          description: 'Insiden berulang dianalisis untuk punca sebenar dan dibaiki secara kekal, mengikut amalan ITIL 4.',
          benefit: 'Tiket berulang berkurangan dari bulan ke bulan.',
        },
      ],
      tools: [
        { name: 'ServiceNow', category: 'Pengurusan perkhidmatan IT', useCase: 'Sistem tiket, penjejakan SLA dan portal layan diri' },
        {
          name: 'Jira Service Management',
          category: 'Pengurusan perkhidmatan IT',
          useCase: 'Meja perkhidmatan untuk pasukan yang sudah menggunakan alat Atlassian',
        },
        {
          name: 'Microsoft Intune',
          category: 'Pengurusan titik akhir',
          useCase: 'Pembaikan jarak jauh, tampalan dan dasar peranti untuk komputer riba dan telefon',
        },
        {
          name: 'TeamViewer',
          category: 'Akses jarak jauh',
          useCase: 'Sesi jarak jauh yang selamat, dimulakan hanya dengan persetujuan pengguna',
        },
      ],
      applications: [
        {
          name: 'Sokongan cawangan dan ibu pejabat',
          industry: 'Runcit',
          impact: 'Pembaikan pada hari yang sama bagi kerosakan sistem jualan (POS) dan rangkaian',
        },
        {
          name: 'Sokongan sistem klinikal',
          industry: 'Penjagaan kesihatan',
          impact: 'Liputan sepanjang masa untuk sistem yang tidak boleh menunggu hingga pagi',
        },
        {
          name: 'Meja perkhidmatan penyumberan luar',
          industry: 'Perkhidmatan profesional',
          impact: 'Pasukan IT dalaman bebas menumpukan kerja projek',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menyemak jumlah dan kategori tiket semasa',
            'Menemu bual pengguna dan kakitangan IT',
            'Menginventori sistem, peranti dan vendor',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Bersetuju tentang keutamaan dan tahap perkhidmatan',
            'Menulis runbook dan laluan eskalasi',
            'Merancang serahan daripada pembekal semasa',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Mengkonfigurasi meja perkhidmatan dan pemasa SLA',
            'Memindahkan pengetahuan dan dokumentasi',
            'Menjalankan tempoh selari bersama pasukan terdahulu',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Menyelesaikan insiden dan permintaan sepanjang masa',
            'Melaporkan pencapaian setiap tahap perkhidmatan setiap bulan',
            'Mengadakan semakan perkhidmatan dan pelan penambahbaikan setiap suku tahun',
          ],
        },
      ],
    },
    {
      id: 'proactive-monitoring',
      icon: 'activity',
      title: 'Pemantauan Proaktif',
      description:
        'Pemantauan berterusan terhadap pelayan, rangkaian, awan dan aplikasi, dengan amaran yang ditriaj oleh jurutera sebelum menjadi gangguan perkhidmatan.',
      features: [
        {
          name: 'Pemantauan infrastruktur',
          description: 'Kesihatan, kapasiti dan prestasi pelayan, storan, peranti rangkaian dan sumber awan, diperiksa setiap minit.',
          benefit: 'Cakera penuh dan sijil yang hampir tamat tempoh dikesan tepat pada masanya.',
        },
        {
          name: 'Pemantauan aplikasi dan sintetik',
          description: 'Semakan berskrip terhadap log masuk, pembayaran dan API dari beberapa lokasi di seluruh rantau ini.',
          benefit: 'Halaman yang perlahan dan aliran yang rosak dikesan sebelum pelanggan membuat aduan.',
        },
        {
          name: 'Triaj amaran',
          description:
            'Jurutera menapis, mengaitkan dan bertindak atas amaran sepanjang masa, dan hanya mengejutkan pasukan anda apabila perlu.',
          benefit: 'Kurang amaran yang tidak relevan dan tindak balas lebih pantas terhadap insiden sebenar.',
        },
        {
          name: 'Laporan kapasiti dan trend',
          description: 'Laporan bulanan tentang trend penggunaan dan ramalan ruang kapasiti bagi setiap sistem kritikal.',
          benefit: 'Naik taraf dirancang dan dibajetkan, bukan dilakukan secara tergesa-gesa.',
        },
      ],
      tools: [
        {
          name: 'Datadog',
          category: 'Platform kebolehcerapan',
          useCase: 'Metrik, log dan jejak untuk aplikasi awan dan berasaskan kontena',
        },
        {
          name: 'Zabbix',
          category: 'Pemantauan infrastruktur',
          useCase: 'Pemantauan berasaskan ejen dan SNMP bagi pelayan di premis dan peranti rangkaian',
        },
        {
          name: 'Grafana',
          category: 'Papan pemuka',
          useCase: 'Paparan bersama kesihatan perkhidmatan untuk pasukan IT dan pasukan perniagaan',
        },
        { name: 'PagerDuty', category: 'Tindak balas insiden', useCase: 'Penjadualan atas panggilan dan eskalasi amaran kritikal' },
      ],
      applications: [
        {
          name: 'Pemantauan platform e-dagang',
          industry: 'Runcit',
          impact: 'Masalah pembayaran dikesan dalam beberapa minit semasa puncak kempen',
        },
        {
          name: 'Ketersediaan sistem perbankan teras',
          industry: 'Perkhidmatan kewangan',
          impact: 'Rekod ketersediaan sedia untuk pelaporan RMiT Bank Negara Malaysia dan OJK',
        },
        {
          name: 'Pemantauan rangkaian kilang',
          industry: 'Pembuatan',
          impact: 'Kerosakan rangkaian dikesan sebelum menghentikan barisan pengeluaran',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventori sistem dan kebergantungannya',
            'Menyemak amaran sedia ada dan insiden lalu',
            'Mengenal pasti perkhidmatan yang kritikal kepada perniagaan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menentukan ambang dan keutamaan amaran',
            'Bersetuju tentang kenalan eskalasi dan waktu liputan',
            'Mereka bentuk papan pemuka dan laporan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang ejen dan mengkonfigurasi semakan',
            'Menala ambang untuk mengurangkan amaran palsu',
            'Menyambungkan amaran ke meja perkhidmatan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Mentriaj amaran sepanjang masa',
            'Melaporkan kapasiti dan ketersediaan setiap bulan',
            'Menyemak ambang selepas setiap insiden besar',
          ],
        },
      ],
    },
  ],
};

export default content;
