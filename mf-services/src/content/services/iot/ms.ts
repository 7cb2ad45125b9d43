import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami menyambungkan mesin, kenderaan dan bangunan kepada platform yang boleh digunakan oleh pasukan anda: pendaftaran peranti yang selamat, telemetri yang boleh dipercayai, dan pemprosesan pinggir apabila rangkaian tidak stabil atau keputusan perlu dibuat dalam milisaat.',
  keyFeatures: [
    {
      title: 'Bukti nilai dahulu',
      description: 'Perintis pada sebilangan kecil aset membuktikan data dan kes perniagaan sebelum pelaksanaan ke seluruh armada.',
    },
    {
      title: 'Selamat sejak reka bentuk',
      description:
        'Sijil bagi setiap peranti, pengangkutan tersulit dan kemas kini perisian tegar bertandatangan, mengikut panduan IEC 62443.',
    },
    {
      title: 'Serasi dengan peralatan sedia ada',
      description: 'Protokol industri seperti Modbus dan OPC UA disambungkan ke awan tanpa menggantikan mesin.',
    },
    {
      title: 'Operasi armada peranti',
      description: 'Pemantauan jarak jauh, konfigurasi dan kemas kini over-the-air bagi ribuan peranti daripada satu konsol.',
    },
  ],
  technologies: [
    {
      category: 'Platform IoT',
      tools: ['AWS IoT Core', 'Azure IoT Hub', 'ThingsBoard'],
      description: 'Platform terurus atau dihoskan sendiri untuk identiti peranti, pemesejan dan papan pemuka.',
    },
    {
      category: 'Pengkomputeran pinggir',
      tools: ['AWS IoT Greengrass', 'Azure IoT Edge', 'K3s', 'NVIDIA Jetson'],
      description: 'Masa jalan dan perkakasan yang memproses data di tapak dan terus berfungsi apabila sambungan terputus.',
    },
    {
      category: 'Protokol dan data',
      tools: ['MQTT', 'OPC UA', 'Node-RED', 'InfluxDB'],
      description: 'Protokol standard dan storan siri masa yang mengelakkan kebergantungan kepada mana-mana satu vendor.',
    },
  ],
  subServices: [
    {
      id: 'platform-development',
      icon: 'layers',
      title: 'Pembangunan Platform IoT',
      description:
        'Platform awan yang mendaftarkan peranti dengan selamat, mengumpul telemetri dan menukarnya kepada papan pemuka, amaran dan integrasi.',
      features: [
        {
          name: 'Peruntukan dan identiti peranti',
          description: 'Pendaftaran tanpa sentuhan dengan sijil X.509 dan dasar akses bagi setiap peranti.',
          benefit: 'Peranti baharu beroperasi dalam beberapa minit tanpa kata laluan dikongsi.',
        },
        {
          name: 'Pengingesan telemetri',
          description: 'Pemesejan MQTT dengan penimbalan dan cubaan semula, disimpan dalam pangkalan data siri masa.',
          benefit: 'Tiada jurang data apabila sambungan tidak stabil.',
        },
        {
          name: 'Peraturan dan amaran',
          description: 'Peraturan ambang dan corak yang mencetuskan amaran melalui SMS, e-mel, WhatsApp atau arahan kerja.',
          benefit: 'Juruteknik yang betul mengetahui masalah terlebih dahulu.',
        },
        {
          name: 'Integrasi sistem perniagaan',
          description: 'API dan penyambung yang menyalurkan data peranti ke sistem ERP, penyelenggaraan dan armada.',
          benefit: 'Data penderia menggerakkan arahan kerja, bukan sekadar papan pemuka.',
        },
      ],
      tools: [
        { name: 'AWS IoT Core', category: 'Platform IoT', useCase: 'Broker MQTT terurus, daftar peranti dan enjin peraturan' },
        {
          name: 'Azure IoT Hub',
          category: 'Platform IoT',
          useCase: 'Pengurusan peranti dan pemesejan untuk persekitaran berasaskan Microsoft',
        },
        { name: 'InfluxDB', category: 'Pangkalan data siri masa', useCase: 'Data penderia berjumlah tinggi dengan dasar penyimpanan' },
        { name: 'Grafana', category: 'Visualisasi', useCase: 'Papan pemuka operasi dan peraturan amaran' },
      ],
      applications: [
        { name: 'Pemantauan rantaian sejuk', industry: 'Makanan dan logistik', impact: 'Pelanggaran suhu dikesan sebelum stok rosak' },
        {
          name: 'Pengurusan tenaga bangunan pintar',
          industry: 'Hartanah komersial',
          impact: 'Penggunaan tenaga 10–15% lebih rendah hasil jadual yang ditala',
        },
        { name: 'Telematik armada', industry: 'Pengangkutan', impact: 'Masa melahu dan penggunaan bahan api armada berkurangan' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Tinjau aset, penderia dan sambungan', 'Tentukan ukuran yang penting', 'Persetujui kriteria kejayaan perintis'],
        },
        {
          phase: 'planning',
          steps: [
            'Pilih platform dan perkakasan peranti',
            'Reka bentuk model keselamatan dan data',
            'Rancang integrasi dengan sistem perniagaan',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Bina peruntukan dan pengingesan',
            'Cipta papan pemuka dan peraturan amaran',
            'Sambungkan sistem ERP atau penyelenggaraan',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Jalankan perintis pada set aset terhad',
            'Latih pengendali dan juruteknik',
            'Laksanakan secara berperingkat dengan pemantauan armada',
          ],
        },
      ],
    },
    {
      id: 'edge-computing',
      icon: 'router',
      title: 'Pengkomputeran Pinggir',
      description:
        'Pemprosesan pada gerbang dan PC industri berhampiran peralatan, untuk keputusan pantas dan kos lebar jalur yang lebih rendah.',
      features: [
        {
          name: 'Pemprosesan data setempat',
          description: 'Menapis, mengagregat dan menganalisis data penderia di tapak sebelum menghantar hanya yang penting.',
          benefit: 'Kos lebar jalur dan awan dikurangkan dengan ketara.',
        },
        {
          name: 'Operasi luar talian',
          description: 'Aplikasi terus berjalan dan menyimpan data semasa gangguan rangkaian, kemudian menyegerak.',
          benefit: 'Tapak terpencil kekal produktif tanpa sambungan berterusan.',
        },
        {
          name: 'Pembelajaran mesin di pinggir',
          description: 'Model penglihatan dan pengesanan anomali dijalankan pada gerbang yang dilengkapi GPU.',
          benefit: 'Tindak balas dalam milisaat, dan video tidak pernah keluar dari tapak.',
        },
        {
          name: 'Pengurusan armada jarak jauh',
          description: 'Beban kerja dalam kontena dilaksanakan dan dikemas kini secara berpusat merentas semua nod pinggir.',
          benefit: 'Ratusan tapak diurus tanpa lawatan ke tapak.',
        },
      ],
      tools: [
        {
          name: 'AWS IoT Greengrass',
          category: 'Masa jalan pinggir',
          useCase: 'Menjalankan komponen yang diurus dari awan pada gerbang setempat',
        },
        { name: 'Azure IoT Edge', category: 'Masa jalan pinggir', useCase: 'Modul kontena yang diurus daripada Azure IoT Hub' },
        { name: 'K3s', category: 'Kubernetes ringan', useCase: 'Orkestrasi kontena pada kluster pinggir bersaiz kecil' },
        { name: 'NVIDIA Jetson', category: 'Perkakasan pinggir', useCase: 'Inferens GPU untuk kamera dan penderia' },
      ],
      applications: [
        { name: 'Pemantauan keadaan mesin', industry: 'Pembuatan', impact: 'Amaran awal tentang kerosakan galas dan motor' },
        {
          name: 'Operasi tapak terpencil',
          industry: 'Minyak, gas dan perlombongan',
          impact: 'Pengumpulan data berterusan melalui pautan satelit',
        },
        {
          name: 'Analitik video dalam kedai',
          industry: 'Peruncitan',
          impact: 'Maklumat kunjungan pelanggan tanpa menstrim video ke luar tapak',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Nilai kekangan kependaman dan lebar jalur',
            'Audit rangkaian dan bekalan kuasa tapak',
            'Kenal pasti beban kerja untuk dijalankan setempat',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Pilih perkakasan gerbang dan masa jalan',
            'Reka bentuk tingkah laku penyegerakan dan failover',
            'Rancang pengukuhan keselamatan',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Pasang dan kukuhkan nod pinggir', 'Laksanakan beban kerja dalam kontena', 'Uji tingkah laku semasa gangguan rangkaian'],
        },
        {
          phase: 'support',
          steps: [
            'Pantau kesihatan nod dari jarak jauh',
            'Hantar kemas kini secara over-the-air',
            'Ganti atau tambah perkakasan apabila tapak berkembang',
          ],
        },
      ],
    },
  ],
};

export default content;
