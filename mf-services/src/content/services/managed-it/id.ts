import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengoperasikan server, jaringan, perangkat pengguna, dan kontrol keamanan Anda sehari-hari sesuai tingkat layanan yang disepakati, dengan manajer layanan khusus, laporan bulanan, dan proses perubahan yang dapat Anda audit.',
  keyFeatures: [
    {
      title: 'Tingkat layanan yang disepakati',
      description: 'Target waktu respons dan penyelesaian berdasarkan prioritas, tercantum dalam kontrak dan dilaporkan setiap bulan.',
    },
    {
      title: 'Manajer layanan khusus',
      description:
        'Satu orang yang bertanggung jawab dan memahami lingkungan Anda, memimpin tinjauan bulanan, dan melakukan eskalasi atas nama Anda.',
    },
    {
      title: 'Proses berbasis ITIL',
      description: 'Manajemen insiden, masalah, perubahan, dan aset dijalankan melalui service desk bersama dengan jejak audit lengkap.',
    },
    {
      title: 'Keamanan sebagai pekerjaan rutin',
      description:
        'Patching, perlindungan endpoint, backup, dan pemantauan log ditangani sebagai bagian dari operasional harian, bukan sebagai proyek terpisah.',
    },
  ],
  technologies: [
    {
      category: 'Pemantauan dan manajemen',
      tools: ['Zabbix', 'Datadog', 'Microsoft Intune', 'NinjaOne'],
      description: 'Pemantauan jarak jauh untuk server, jaringan, dan perangkat pengguna, dengan patching dan peringatan otomatis.',
    },
    {
      category: 'Manajemen layanan',
      tools: ['ServiceNow', 'Jira Service Management', 'Freshservice'],
      description: 'Tiket, persetujuan perubahan, dan catatan aset dalam alat yang dapat Anda akses, baik milik kami maupun milik Anda.',
    },
    {
      category: 'Keamanan dan ketahanan',
      tools: ['Microsoft Defender for Endpoint', 'Microsoft Sentinel', 'Tenable Nessus', 'Veeam'],
      description: 'Perlindungan endpoint, pemantauan keamanan, pemindaian kerentanan, dan backup dikelola sebagai satu layanan.',
    },
  ],
  subServices: [
    {
      id: 'infrastructure-management',
      icon: 'server',
      title: 'Manajemen Infrastruktur',
      description:
        'Pengoperasian harian server, penyimpanan, jaringan, dan perangkat pengguna, baik on-premise maupun di cloud, sesuai tingkat layanan yang disepakati.',
      features: [
        {
          name: 'Pemantauan dan peringatan 24/7',
          description: 'Pemeriksaan kesehatan, kapasitas, dan ketersediaan server, penyimpanan, perangkat jaringan, dan sumber daya cloud.',
          benefit: 'Sebagian besar masalah ditemukan dan diperbaiki sebelum pengguna menyadarinya.',
        },
        {
          name: 'Manajemen patch dan pembaruan',
          description:
            'Siklus patch bulanan untuk sistem operasi, firmware, dan aplikasi umum, diuji terlebih dahulu dan dijadwalkan dalam jendela pemeliharaan.',
          benefit: 'Lebih sedikit kerentanan yang diketahui dan tidak ada reboot mendadak.',
        },
        {
          name: 'Backup dan pemulihan',
          description: 'Backup terkelola dengan salinan di luar lokasi atau salinan immutable, serta uji pemulihan setiap kuartal.',
          benefit: 'Pemulihan yang terbukti berhasil, bukan sekadar tugas backup yang sukses.',
        },
        {
          name: 'Perencanaan kapasitas dan siklus hidup',
          description: 'Pelacakan garansi perangkat keras, lisensi, dan tren pertumbuhan, dengan rencana bergulir 12 bulan.',
          benefit: 'Peremajaan dianggarkan sejak awal, bukan pembelian darurat.',
        },
      ],
      tools: [
        { name: 'Zabbix', category: 'Pemantauan', useCase: 'Pemantauan ketersediaan dan kinerja server serta perangkat jaringan' },
        {
          name: 'Microsoft Intune',
          category: 'Manajemen endpoint',
          useCase: 'Konfigurasi, patching, dan kepatuhan laptop serta perangkat seluler',
        },
        {
          name: 'Veeam Backup & Replication',
          category: 'Backup',
          useCase: 'Backup tingkat image dengan salinan immutable dan uji pemulihan',
        },
        { name: 'ServiceNow', category: 'Manajemen layanan TI', useCase: 'Insiden, perubahan, dan catatan aset dengan pelacakan SLA' },
      ],
      applications: [
        {
          name: 'Operasional server dan jaringan multi-lokasi',
          industry: 'Manufaktur',
          impact: 'Sistem pabrik terpelihara tanpa menambah staf TI internal',
        },
        {
          name: 'Manajemen TI kantor cabang',
          industry: 'Perbankan dan jasa keuangan',
          impact: 'Konfigurasi dan patching yang konsisten di setiap cabang',
        },
        { name: 'Infrastruktur klinik dan rumah sakit', industry: 'Kesehatan', impact: 'Sistem klinis tetap tersedia sepanjang waktu' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventarisasi aset, lisensi, dan kontrak',
            'Meninjau insiden terbaru dan titik masalah',
            'Menilai cakupan pemantauan dan backup',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menyepakati tingkat layanan dan prioritas',
            'Menetapkan jalur eskalasi dan jendela perubahan',
            'Merencanakan onboarding dan transfer pengetahuan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang agen pemantauan dan alat manajemen',
            'Mendokumentasikan runbook dan konfigurasi',
            'Mengambil alih antrean service desk',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Menangani insiden dan permintaan sesuai SLA',
            'Menjalankan patching dan uji pemulihan bulanan',
            'Tinjauan layanan bulanan bersama manajer layanan Anda',
          ],
        },
      ],
    },
    {
      id: 'security-management',
      icon: 'shield-check',
      title: 'Manajemen Keamanan',
      description:
        'Pengelolaan berkelanjutan atas perlindungan endpoint, identitas, kerentanan, dan pemantauan keamanan, selaras dengan ISO 27001 dan CIS Controls.',
      features: [
        {
          name: 'Endpoint detection and response terkelola',
          description: 'EDR dipasang dan disetel pada server dan laptop, dengan peringatan yang dipilah oleh analis kami.',
          benefit: 'Perangkat mencurigakan diisolasi dengan cepat, sebelum ancaman menyebar.',
        },
        {
          name: 'Manajemen kerentanan',
          description:
            'Pemindaian terautentikasi setiap bulan, temuan yang diperingkat berdasarkan risiko, dan remediasi yang dilacak terhadap tenggat yang disepakati.',
          benefit: 'Daftar kerentanan terbuka yang terus menyusut dan selalu terlihat.',
        },
        {
          name: 'Manajemen identitas dan akses',
          description:
            'Autentikasi multifaktor, akses bersyarat, tinjauan akses istimewa, dan pencabutan akses karyawan yang keluar secara cepat.',
          benefit: 'Kata sandi yang dicuri saja tidak lagi cukup untuk masuk.',
        },
        {
          name: 'Pemantauan dan pelaporan keamanan',
          description: 'Pengumpulan log ke SIEM, aturan korelasi, dan laporan bulanan yang dipetakan ke kontrol ISO 27001.',
          benefit: 'Bukti siap untuk auditor dan regulator.',
        },
      ],
      tools: [
        {
          name: 'Microsoft Defender for Endpoint',
          category: 'Endpoint detection and response',
          useCase: 'Deteksi, investigasi, dan isolasi perangkat di Windows, macOS, dan Linux',
        },
        { name: 'Microsoft Sentinel', category: 'SIEM', useCase: 'Pengumpulan dan korelasi log terpusat dari sumber cloud dan on-premise' },
        {
          name: 'Tenable Nessus',
          category: 'Pemindaian kerentanan',
          useCase: 'Pemindaian terautentikasi pada server, endpoint, dan perangkat jaringan',
        },
        { name: 'Microsoft Entra ID', category: 'Identitas', useCase: 'Autentikasi multifaktor, akses bersyarat, dan tinjauan akses' },
      ],
      applications: [
        {
          name: 'Kesiapan ISO 27001',
          industry: 'Teknologi dan SaaS',
          impact: 'Kontrol sudah berjalan dan terdokumentasi sebelum audit sertifikasi',
        },
        {
          name: 'Kepatuhan regulasi',
          industry: 'Jasa keuangan',
          impact: 'Pelaporan selaras dengan persyaratan OJK dan RMiT Bank Negara Malaysia',
        },
        {
          name: 'Ketahanan terhadap ransomware',
          industry: 'Jasa profesional',
          impact: 'Risiko ransomware lebih rendah melalui MFA, EDR, dan backup immutable',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menilai kontrol saat ini berdasarkan CIS Controls',
            'Mengidentifikasi aset dan data penting',
            'Meninjau insiden sebelumnya dan temuan audit',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memprioritaskan kesenjangan berdasarkan risiko',
            'Menyepakati aturan pemilahan peringatan dan eskalasi',
            'Menetapkan pelaporan untuk manajemen dan auditor',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang EDR, MFA, dan pengumpulan log',
            'Menyetel aturan deteksi untuk mengurangi positif palsu',
            'Menjalankan latihan insiden tabletop',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memilah dan merespons peringatan',
            'Pemindaian kerentanan bulanan dan pelacakan remediasi',
            'Tinjauan postur keamanan setiap kuartal',
          ],
        },
      ],
    },
  ],
};

export default content;
