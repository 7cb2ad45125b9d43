import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami menghubungkan mesin, kendaraan, dan gedung ke platform yang dapat digunakan tim Anda: pendaftaran perangkat yang aman, telemetri yang andal, dan pemrosesan edge ketika jaringan tidak stabil atau keputusan harus diambil dalam hitungan milidetik.',
  keyFeatures: [
    {
      title: 'Bukti nilai terlebih dahulu',
      description: 'Uji coba pada sejumlah kecil aset membuktikan data dan kasus bisnis sebelum peluncuran ke seluruh armada.',
    },
    {
      title: 'Aman sejak desain',
      description:
        'Sertifikat per perangkat, transportasi terenkripsi, dan pembaruan firmware bertanda tangan, mengikuti panduan IEC 62443.',
    },
    {
      title: 'Bekerja dengan peralatan yang ada',
      description: 'Protokol industri seperti Modbus dan OPC UA dijembatani ke cloud tanpa mengganti mesin.',
    },
    {
      title: 'Operasi armada perangkat',
      description: 'Pemantauan jarak jauh, konfigurasi, dan pembaruan over-the-air untuk ribuan perangkat dari satu konsol.',
    },
  ],
  technologies: [
    {
      category: 'Platform IoT',
      tools: ['AWS IoT Core', 'Azure IoT Hub', 'ThingsBoard'],
      description: 'Platform terkelola atau dihosting sendiri untuk identitas perangkat, pengiriman pesan, dan dasbor.',
    },
    {
      category: 'Edge computing',
      tools: ['AWS IoT Greengrass', 'Azure IoT Edge', 'K3s', 'NVIDIA Jetson'],
      description: 'Runtime dan perangkat keras yang memproses data di lokasi dan tetap berjalan saat koneksi terputus.',
    },
    {
      category: 'Protokol dan data',
      tools: ['MQTT', 'OPC UA', 'Node-RED', 'InfluxDB'],
      description: 'Protokol standar dan penyimpanan deret waktu yang menghindari ketergantungan pada satu vendor.',
    },
  ],
  subServices: [
    {
      id: 'platform-development',
      icon: 'layers',
      title: 'Pengembangan Platform IoT',
      description:
        'Platform cloud yang mendaftarkan perangkat secara aman, mengumpulkan telemetri, dan mengubahnya menjadi dasbor, peringatan, dan integrasi.',
      features: [
        {
          name: 'Provisioning dan identitas perangkat',
          description: 'Pendaftaran tanpa sentuhan dengan sertifikat X.509 dan kebijakan akses per perangkat.',
          benefit: 'Perangkat baru aktif dalam hitungan menit tanpa kata sandi bersama.',
        },
        {
          name: 'Ingesti telemetri',
          description: 'Pengiriman pesan MQTT dengan buffering dan percobaan ulang, disimpan di basis data deret waktu.',
          benefit: 'Tidak ada celah data saat koneksi tidak andal.',
        },
        {
          name: 'Aturan dan peringatan',
          description: 'Aturan ambang batas dan pola yang memicu peringatan melalui SMS, email, WhatsApp, atau perintah kerja.',
          benefit: 'Teknisi yang tepat mengetahui masalah lebih dulu.',
        },
        {
          name: 'Integrasi sistem bisnis',
          description: 'API dan konektor yang mengalirkan data perangkat ke sistem ERP, pemeliharaan, dan armada.',
          benefit: 'Data sensor menggerakkan perintah kerja, bukan sekadar dasbor.',
        },
      ],
      tools: [
        { name: 'AWS IoT Core', category: 'Platform IoT', useCase: 'Broker MQTT terkelola, registri perangkat, dan mesin aturan' },
        {
          name: 'Azure IoT Hub',
          category: 'Platform IoT',
          useCase: 'Manajemen perangkat dan pengiriman pesan untuk lingkungan berbasis Microsoft',
        },
        { name: 'InfluxDB', category: 'Basis data deret waktu', useCase: 'Data sensor bervolume tinggi dengan kebijakan retensi' },
        { name: 'Grafana', category: 'Visualisasi', useCase: 'Dasbor operasional dan aturan peringatan' },
      ],
      applications: [
        { name: 'Pemantauan rantai dingin', industry: 'Pangan dan logistik', impact: 'Pelanggaran suhu terdeteksi sebelum stok rusak' },
        {
          name: 'Manajemen energi gedung pintar',
          industry: 'Properti komersial',
          impact: 'Penggunaan energi 10–15% lebih rendah berkat jadwal yang disetel',
        },
        { name: 'Telematika armada', industry: 'Transportasi', impact: 'Waktu idle dan konsumsi bahan bakar armada berkurang' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Survei aset, sensor, dan konektivitas', 'Tentukan pengukuran yang penting', 'Sepakati kriteria keberhasilan uji coba'],
        },
        {
          phase: 'planning',
          steps: ['Pilih platform dan perangkat keras', 'Rancang model keamanan dan data', 'Rencanakan integrasi dengan sistem bisnis'],
        },
        {
          phase: 'development',
          steps: ['Bangun provisioning dan ingesti', 'Buat dasbor dan aturan peringatan', 'Hubungkan sistem ERP atau pemeliharaan'],
        },
        {
          phase: 'deployment',
          steps: ['Uji coba pada sejumlah aset terbatas', 'Latih operator dan teknisi', 'Luncurkan bertahap dengan pemantauan armada'],
        },
      ],
    },
    {
      id: 'edge-computing',
      icon: 'router',
      title: 'Edge Computing',
      description: 'Pemrosesan di gateway dan PC industri di dekat peralatan, untuk keputusan cepat dan biaya bandwidth yang lebih rendah.',
      features: [
        {
          name: 'Pemrosesan data lokal',
          description: 'Menyaring, mengagregasi, dan menganalisis data sensor di lokasi sebelum hanya mengirim yang penting.',
          benefit: 'Biaya bandwidth dan cloud berkurang secara signifikan.',
        },
        {
          name: 'Operasi luring',
          description: 'Aplikasi tetap berjalan dan menyimpan data selama gangguan jaringan, lalu melakukan sinkronisasi.',
          benefit: 'Lokasi terpencil tetap produktif tanpa koneksi terus-menerus.',
        },
        {
          name: 'Machine learning di edge',
          description: 'Model visi dan deteksi anomali berjalan di gateway yang dilengkapi GPU.',
          benefit: 'Respons dalam milidetik, dan video tidak pernah keluar dari lokasi.',
        },
        {
          name: 'Manajemen armada jarak jauh',
          description: 'Beban kerja dalam kontainer diterapkan dan diperbarui secara terpusat di semua node edge.',
          benefit: 'Ratusan lokasi dikelola tanpa kunjungan ke lokasi.',
        },
      ],
      tools: [
        { name: 'AWS IoT Greengrass', category: 'Runtime edge', useCase: 'Menjalankan komponen yang dikelola dari cloud di gateway lokal' },
        { name: 'Azure IoT Edge', category: 'Runtime edge', useCase: 'Modul kontainer yang dikelola dari Azure IoT Hub' },
        { name: 'K3s', category: 'Kubernetes ringan', useCase: 'Orkestrasi kontainer di klaster edge berukuran kecil' },
        { name: 'NVIDIA Jetson', category: 'Perangkat keras edge', useCase: 'Inferensi GPU untuk kamera dan sensor' },
      ],
      applications: [
        { name: 'Pemantauan kondisi mesin', industry: 'Manufaktur', impact: 'Peringatan dini atas kerusakan bantalan dan motor' },
        {
          name: 'Operasi lokasi terpencil',
          industry: 'Minyak, gas, dan pertambangan',
          impact: 'Pengumpulan data berkelanjutan melalui tautan satelit',
        },
        { name: 'Analitik video di toko', industry: 'Ritel', impact: 'Wawasan jumlah pengunjung tanpa mengalirkan video ke luar lokasi' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Nilai batasan latensi dan bandwidth',
            'Audit jaringan dan daya di lokasi',
            'Identifikasi beban kerja yang dijalankan lokal',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Pilih perangkat keras gateway dan runtime',
            'Rancang perilaku sinkronisasi dan failover',
            'Rencanakan penguatan keamanan',
          ],
        },
        {
          phase: 'implementation',
          steps: ['Pasang dan perkuat node edge', 'Terapkan beban kerja dalam kontainer', 'Uji perilaku saat gangguan jaringan'],
        },
        {
          phase: 'support',
          steps: [
            'Pantau kesehatan node dari jarak jauh',
            'Kirim pembaruan secara over-the-air',
            'Ganti atau tambah perangkat keras seiring pertumbuhan lokasi',
          ],
        },
      ],
    },
  ],
};

export default content;
