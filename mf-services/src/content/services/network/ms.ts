import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mereka bentuk, membina dan melindungi rangkaian yang menghubungkan pejabat, pusat data, cawangan dan platform awan anda: reka bentuk LAN, WAN dan SD-WAN yang didokumenkan dengan akses zero-trust, dilaksanakan tanpa mengganggu waktu perniagaan.',
  keyFeatures: [
    {
      title: 'Reka bentuk neutral vendor',
      description:
        'Seni bina dipilih berdasarkan keperluan dan jumlah kos pemilikan, oleh jurutera bertauliah Cisco, Fortinet, Aruba dan Juniper.',
    },
    {
      title: 'SD-WAN untuk rangkaian cawangan',
      description:
        'Sambungan cawangan yang diurus secara berpusat, menggabungkan MPLS, jalur lebar dan 4G/5G dengan penghalaan yang peka aplikasi.',
    },
    {
      title: 'Akses rangkaian zero-trust',
      description: 'Pengguna dan peranti disahkan pada setiap sambungan, dengan segmentasi yang mengehadkan pergerakan penceroboh.',
    },
    {
      title: 'Keterlihatan dan dokumentasi',
      description: 'Rajah terkini, sandaran konfigurasi dan papan pemuka pemantauan diserahkan dalam setiap projek.',
    },
  ],
  technologies: [
    {
      category: 'Pensuisan, penghalaan dan wayarles',
      tools: ['Cisco Catalyst', 'HPE Aruba Networking', 'Juniper Mist', 'Ubiquiti UniFi'],
      description:
        'Peralatan kampus dan pusat data yang disaiz mengikut premis anda, daripada satu cawangan hingga ibu pejabat berbilang tingkat.',
    },
    {
      category: 'SD-WAN dan keselamatan',
      tools: ['Fortinet FortiGate', 'Cisco Catalyst SD-WAN', 'Palo Alto Networks Prisma Access', 'Zscaler Private Access'],
      description: 'Tembok api generasi baharu, SD-WAN dan platform secure access service edge (SASE) untuk organisasi yang tersebar.',
    },
    {
      category: 'Pemantauan dan automasi',
      tools: ['PRTG Network Monitor', 'NetBox', 'Ansible', 'Cisco ThousandEyes'],
      description:
        'Alat yang memastikan inventori tepat, perubahan boleh diulang dan masalah prestasi kelihatan sebelum dilaporkan pengguna.',
    },
  ],
  subServices: [
    {
      id: 'network-infrastructure',
      icon: 'router',
      title: 'Infrastruktur Rangkaian',
      description:
        'Reka bentuk, pemasangan dan naik taraf rangkaian LAN, Wi-Fi, WAN dan SD-WAN untuk pejabat, kilang, kampus dan cawangan.',
      features: [
        {
          name: 'LAN kampus dan Wi-Fi',
          description:
            'Pensuisan dan wayarles yang direka berdasarkan tinjauan tapak dan peta haba, dengan Wi-Fi 6 atau 6E apabila berbaloi.',
          benefit: 'Liputan yang boleh diharap di bilik mesyuarat, gudang dan lantai pengeluaran.',
        },
        {
          name: 'Pelaksanaan SD-WAN',
          description:
            'Pautan cawangan digabungkan dan diurus secara berpusat, dengan trafik dihalakan mengikut aplikasi dan kualiti pautan.',
          benefit: 'Kos WAN selalunya 20–30% lebih rendah berbanding MPLS sahaja, dengan prestasi aplikasi yang lebih baik.',
        },
        {
          name: 'Rangkaian pusat data',
          description: 'Fabrik spine-leaf dan pautan naik berlebihan untuk pusat data di premis dan kolokasi.',
          benefit: 'Kegagalan satu peranti tidak menghentikan sistem teras.',
        },
        {
          name: 'Sambungan awan hibrid',
          description: 'Pautan berdaya tahan ke AWS Direct Connect, Azure ExpressRoute dan Google Cloud Interconnect.',
          benefit: 'Kependaman yang boleh dijangka antara pejabat dan beban kerja awan anda.',
        },
      ],
      tools: [
        { name: 'Cisco Catalyst 9000', category: 'Pensuisan', useCase: 'Pensuisan akses dan teras untuk pejabat dan kampus' },
        { name: 'HPE Aruba Networking', category: 'Wayarles', useCase: 'Wi-Fi perusahaan dengan pengurusan berpusat' },
        { name: 'Fortinet Secure SD-WAN', category: 'SD-WAN', useCase: 'Sambungan cawangan dengan tembok api terbina dalam' },
        { name: 'Ekahau AI Pro', category: 'Tinjauan wayarles', useCase: 'Tinjauan Wi-Fi ramalan dan di tapak' },
      ],
      applications: [
        { name: 'Penyatuan rangkaian cawangan', industry: 'Runcit', impact: 'Kedai baharu disambungkan dalam beberapa hari, bukan minggu' },
        { name: 'Wayarles lantai kilang', industry: 'Pembuatan', impact: 'Sambungan stabil untuk pengimbas, AGV dan penderia' },
        { name: 'Rangkaian berbilang kampus', industry: 'Pendidikan', impact: 'Ribuan pelajar dalam talian dengan liputan yang konsisten' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Meninjau tapak dan peralatan sedia ada',
            'Mengukur trafik dan keperluan aplikasi',
            'Mendokumenkan masalah dan rancangan pertumbuhan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menghasilkan reka bentuk peringkat tinggi dan terperinci',
            'Menyediakan senarai bahan dan bajet',
            'Menjadualkan peralihan di luar waktu perniagaan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Menyedia dan mengkonfigurasi peralatan lebih awal',
            'Memasang dan membuat peralihan mengikut tapak',
            'Menguji failover dan prestasi',
          ],
        },
        {
          phase: 'support',
          steps: ['Menyerahkan rajah dan konfigurasi', 'Memantau pautan dan peranti', 'Mengurus perisian tegar dan semakan kapasiti'],
        },
      ],
    },
    {
      id: 'network-security',
      icon: 'lock',
      title: 'Keselamatan Rangkaian',
      description:
        'Tembok api, segmentasi dan akses zero-trust yang melindungi pengguna, pelayan dan peranti bersambung dari mana sahaja mereka berhubung.',
      features: [
        {
          name: 'Tembok api generasi baharu',
          description:
            'Tembok api yang peka aplikasi dengan pencegahan pencerobohan dan pemeriksaan TLS, dipasang secara berpasangan untuk ketersediaan tinggi.',
          benefit: 'Ancaman disekat di pinggir rangkaian tanpa melambatkan trafik yang sah.',
        },
        {
          name: 'Segmentasi rangkaian',
          description: 'VLAN, VRF dan mikrosegmentasi yang memisahkan pengguna, pelayan, sistem pembayaran dan teknologi operasi.',
          benefit: 'Peranti yang dikompromi tidak dapat mencapai bahagian lain rangkaian.',
        },
        {
          name: 'Akses jauh zero-trust',
          description: 'ZTNA menggantikan VPN lama, memberikan akses bagi setiap aplikasi berdasarkan identiti dan kesihatan peranti.',
          benefit: 'Kakitangan jarak jauh hanya mencapai apa yang mereka perlukan.',
        },
        {
          name: 'Kawalan akses rangkaian',
          description: 'Pengesahan 802.1X dan pemprofilan peranti untuk peranti berwayar, wayarles dan IoT.',
          benefit: 'Peranti yang tidak dikenali dikuarantin secara automatik.',
        },
      ],
      tools: [
        {
          name: 'Palo Alto Networks NGFW',
          category: 'Tembok api',
          useCase: 'Perlindungan perimeter dan pusat data dengan pencegahan ancaman',
        },
        { name: 'Fortinet FortiGate', category: 'Tembok api', useCase: 'Keselamatan perimeter untuk cawangan dan organisasi sederhana' },
        { name: 'Cisco Identity Services Engine', category: 'Kawalan akses rangkaian', useCase: 'Semakan 802.1X dan postur peranti' },
        {
          name: 'Zscaler Private Access',
          category: 'Akses zero-trust',
          useCase: 'Akses peringkat aplikasi untuk pengguna jarak jauh tanpa VPN',
        },
      ],
      applications: [
        { name: 'Segmentasi data pemegang kad', industry: 'Runcit dan hospitaliti', impact: 'Skop dan usaha audit PCI DSS dikurangkan' },
        {
          name: 'Pengasingan rangkaian OT',
          industry: 'Tenaga dan utiliti',
          impact: 'Sistem kawalan diasingkan daripada rangkaian korporat',
        },
        {
          name: 'Penggantian VPN',
          industry: 'Perkhidmatan profesional',
          impact: 'Akses lebih pantas dan selamat untuk tenaga kerja hibrid',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menyemak peraturan tembok api dan aliran rangkaian',
            'Mengenal pasti aset dan data kritikal',
            'Menilai berbanding CIS Controls dan prinsip zero-trust',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menentukan zon dan dasar segmentasi',
            'Mereka bentuk peraturan akses mengikut pengguna dan aplikasi',
            'Merancang migrasi berperingkat dengan pilihan undur',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang tembok api dan kawalan akses',
            'Memindahkan dan mengemaskan set peraturan',
            'Mengesahkan dengan ujian penembusan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau log dan peristiwa keselamatan',
            'Menyemak peraturan setiap suku tahun',
            'Menggunakan kemas kini dan tandatangan ancaman',
          ],
        },
      ],
    },
  ],
};

export default content;
