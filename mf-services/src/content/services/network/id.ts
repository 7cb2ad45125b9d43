import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami merancang, membangun, dan mengamankan jaringan yang menghubungkan kantor, pusat data, cabang, dan platform cloud Anda: desain LAN, WAN, dan SD-WAN yang terdokumentasi dengan akses zero-trust, diterapkan tanpa mengganggu jam kerja.',
  keyFeatures: [
    {
      title: 'Desain netral vendor',
      description:
        'Arsitektur dipilih berdasarkan kebutuhan dan total biaya kepemilikan, oleh engineer bersertifikat Cisco, Fortinet, Aruba, dan Juniper.',
    },
    {
      title: 'SD-WAN untuk jaringan cabang',
      description:
        'Konektivitas cabang yang dikelola terpusat, menggabungkan MPLS, broadband, dan 4G/5G dengan routing yang mengenali aplikasi.',
    },
    {
      title: 'Akses jaringan zero-trust',
      description: 'Pengguna dan perangkat diverifikasi pada setiap koneksi, dengan segmentasi yang membatasi ruang gerak penyusup.',
    },
    {
      title: 'Visibilitas dan dokumentasi',
      description: 'Diagram terkini, cadangan konfigurasi, dan dasbor pemantauan diserahkan di setiap proyek.',
    },
  ],
  technologies: [
    {
      category: 'Switching, routing, dan nirkabel',
      tools: ['Cisco Catalyst', 'HPE Aruba Networking', 'Juniper Mist', 'Ubiquiti UniFi'],
      description: 'Perangkat kampus dan pusat data yang disesuaikan dengan lokasi Anda, dari satu cabang hingga kantor pusat bertingkat.',
    },
    {
      category: 'SD-WAN dan keamanan',
      tools: ['Fortinet FortiGate', 'Cisco Catalyst SD-WAN', 'Palo Alto Networks Prisma Access', 'Zscaler Private Access'],
      description: 'Firewall generasi berikutnya, SD-WAN, dan platform secure access service edge (SASE) untuk organisasi yang tersebar.',
    },
    {
      category: 'Pemantauan dan otomatisasi',
      tools: ['PRTG Network Monitor', 'NetBox', 'Ansible', 'Cisco ThousandEyes'],
      description:
        'Alat yang menjaga inventaris tetap akurat, perubahan dapat diulang, dan masalah kinerja terlihat sebelum dilaporkan pengguna.',
    },
  ],
  subServices: [
    {
      id: 'network-infrastructure',
      icon: 'router',
      title: 'Infrastruktur Jaringan',
      description: 'Desain, instalasi, dan peningkatan jaringan LAN, Wi-Fi, WAN, dan SD-WAN untuk kantor, pabrik, kampus, dan cabang.',
      features: [
        {
          name: 'LAN kampus dan Wi-Fi',
          description:
            'Switching dan nirkabel yang dirancang berdasarkan survei lokasi dan peta panas, dengan Wi-Fi 6 atau 6E bila sepadan.',
          benefit: 'Jangkauan andal di ruang rapat, gudang, dan lantai produksi.',
        },
        {
          name: 'Penerapan SD-WAN',
          description:
            'Tautan cabang digabungkan dan dikelola terpusat, dengan lalu lintas diarahkan berdasarkan aplikasi dan kualitas tautan.',
          benefit: 'Biaya WAN sering kali 20–30% lebih rendah dibanding MPLS saja, dengan kinerja aplikasi yang lebih baik.',
        },
        {
          name: 'Jaringan pusat data',
          description: 'Fabric spine-leaf dan uplink redundan untuk pusat data on-premise dan kolokasi.',
          benefit: 'Kegagalan satu perangkat tidak membuat sistem inti berhenti.',
        },
        {
          name: 'Konektivitas hybrid cloud',
          description: 'Tautan andal ke AWS Direct Connect, Azure ExpressRoute, dan Google Cloud Interconnect.',
          benefit: 'Latensi yang dapat diprediksi antara kantor dan beban kerja cloud Anda.',
        },
      ],
      tools: [
        { name: 'Cisco Catalyst 9000', category: 'Switching', useCase: 'Switching akses dan inti untuk kantor dan kampus' },
        { name: 'HPE Aruba Networking', category: 'Nirkabel', useCase: 'Wi-Fi perusahaan dengan manajemen terpusat' },
        { name: 'Fortinet Secure SD-WAN', category: 'SD-WAN', useCase: 'Konektivitas cabang dengan firewall terintegrasi' },
        { name: 'Ekahau AI Pro', category: 'Survei nirkabel', useCase: 'Survei Wi-Fi prediktif dan di lokasi' },
      ],
      applications: [
        { name: 'Konsolidasi jaringan cabang', industry: 'Ritel', impact: 'Toko baru terhubung dalam hitungan hari, bukan minggu' },
        { name: 'Nirkabel lantai pabrik', industry: 'Manufaktur', impact: 'Konektivitas stabil untuk pemindai, AGV, dan sensor' },
        { name: 'Jaringan multi-kampus', industry: 'Pendidikan', impact: 'Ribuan mahasiswa daring dengan jangkauan yang konsisten' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menyurvei lokasi dan perangkat yang ada',
            'Mengukur lalu lintas dan kebutuhan aplikasi',
            'Mendokumentasikan kendala dan rencana pertumbuhan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menyusun desain tingkat tinggi dan rinci',
            'Menyiapkan daftar material dan anggaran',
            'Menjadwalkan cut-over di luar jam kerja',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Menyiapkan dan mengonfigurasi perangkat terlebih dahulu',
            'Memasang dan melakukan cut-over per lokasi',
            'Menguji failover dan kinerja',
          ],
        },
        {
          phase: 'support',
          steps: ['Menyerahkan diagram dan konfigurasi', 'Memantau tautan dan perangkat', 'Mengelola firmware dan tinjauan kapasitas'],
        },
      ],
    },
    {
      id: 'network-security',
      icon: 'lock',
      title: 'Keamanan Jaringan',
      description:
        'Firewall, segmentasi, dan akses zero-trust yang melindungi pengguna, server, dan perangkat terhubung dari mana pun mereka terhubung.',
      features: [
        {
          name: 'Firewall generasi berikutnya',
          description:
            'Firewall yang mengenali aplikasi dengan pencegahan intrusi dan inspeksi TLS, dipasang berpasangan dengan ketersediaan tinggi.',
          benefit: 'Ancaman diblokir di tepi jaringan tanpa memperlambat lalu lintas yang sah.',
        },
        {
          name: 'Segmentasi jaringan',
          description: 'VLAN, VRF, dan mikrosegmentasi yang memisahkan pengguna, server, sistem pembayaran, dan teknologi operasional.',
          benefit: 'Perangkat yang disusupi tidak dapat menjangkau bagian jaringan lainnya.',
        },
        {
          name: 'Akses jarak jauh zero-trust',
          description: 'ZTNA menggantikan VPN lama, memberikan akses per aplikasi berdasarkan identitas dan kondisi perangkat.',
          benefit: 'Karyawan jarak jauh hanya menjangkau apa yang mereka perlukan.',
        },
        {
          name: 'Kontrol akses jaringan',
          description: 'Autentikasi 802.1X dan profil perangkat untuk perangkat kabel, nirkabel, dan IoT.',
          benefit: 'Perangkat yang tidak dikenal dikarantina secara otomatis.',
        },
      ],
      tools: [
        {
          name: 'Palo Alto Networks NGFW',
          category: 'Firewall',
          useCase: 'Perlindungan perimeter dan pusat data dengan pencegahan ancaman',
        },
        { name: 'Fortinet FortiGate', category: 'Firewall', useCase: 'Keamanan perimeter untuk cabang dan organisasi menengah' },
        { name: 'Cisco Identity Services Engine', category: 'Kontrol akses jaringan', useCase: 'Pemeriksaan 802.1X dan postur perangkat' },
        {
          name: 'Zscaler Private Access',
          category: 'Akses zero-trust',
          useCase: 'Akses tingkat aplikasi bagi pengguna jarak jauh tanpa VPN',
        },
      ],
      applications: [
        { name: 'Segmentasi data pemegang kartu', industry: 'Ritel dan perhotelan', impact: 'Cakupan dan upaya audit PCI DSS berkurang' },
        { name: 'Isolasi jaringan OT', industry: 'Energi dan utilitas', impact: 'Sistem kendali terpisah dari jaringan korporat' },
        { name: 'Penggantian VPN', industry: 'Jasa profesional', impact: 'Akses lebih cepat dan aman bagi tenaga kerja hybrid' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Meninjau aturan firewall dan alur jaringan',
            'Mengidentifikasi aset dan data penting',
            'Menilai terhadap CIS Controls dan prinsip zero-trust',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menentukan zona dan kebijakan segmentasi',
            'Merancang aturan akses per pengguna dan aplikasi',
            'Merencanakan migrasi bertahap dengan opsi rollback',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Memasang firewall dan kontrol akses', 'Memigrasikan dan merapikan kumpulan aturan', 'Memvalidasi dengan uji penetrasi'],
        },
        {
          phase: 'support',
          steps: ['Memantau log dan peristiwa keamanan', 'Meninjau aturan setiap triwulan', 'Menerapkan pembaruan dan signature ancaman'],
        },
      ],
    },
  ],
};

export default content;
