import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami menjalankan program yang mengubah cara bisnis Anda beroperasi: memodernisasi ERP dan CRM, mengotomatiskan proses manual, dan menghubungkan sistem-sistem di antaranya, sehingga data cukup dimasukkan sekali dan dapat dipercaya di mana saja.',
  keyFeatures: [
    {
      title: 'Pelaksanaan program',
      description:
        'Fase dengan cakupan tetap, manajer program yang ditunjuk, pelaporan kepada komite pengarah, dan kriteria penerimaan yang jelas.',
    },
    {
      title: 'Modernisasi ERP dan CRM',
      description:
        'Peningkatan dan migrasi ke SAP S/4HANA, Microsoft Dynamics 365, dan Salesforce, dengan data dibersihkan sebelum dipindahkan.',
    },
    {
      title: 'Integrasi sejak tahap desain',
      description: 'API dan event menghubungkan sistem inti, menggantikan transfer file yang rapuh dan input ulang secara manual.',
    },
    {
      title: 'Adopsi dan manajemen perubahan',
      description: 'Pelatihan, dokumentasi proses, dan hypercare, sehingga sistem baru digunakan sesuai rancangannya.',
    },
  ],
  technologies: [
    {
      category: 'ERP dan CRM',
      tools: ['SAP S/4HANA', 'Microsoft Dynamics 365', 'Oracle NetSuite', 'Salesforce'],
      description: 'Platform bisnis inti yang kami implementasikan, tingkatkan, dan kembangkan tanpa membebaninya dengan kode kustom.',
    },
    {
      category: 'Integrasi',
      tools: ['MuleSoft Anypoint Platform', 'Azure Integration Services', 'Boomi', 'Apache Kafka'],
      description: 'Manajemen API, platform integrasi, dan event streaming yang menghubungkan sistem cloud dan on-premise.',
    },
    {
      category: 'Otomatisasi proses',
      tools: ['Microsoft Power Automate', 'UiPath', 'Camunda', 'ServiceNow'],
      description: 'Otomatisasi alur kerja dan robotic process automation untuk persetujuan, tugas back-office, dan permintaan layanan.',
    },
  ],
  subServices: [
    {
      id: 'digital-transformation',
      icon: 'workflow',
      title: 'Transformasi Digital',
      description:
        'Pelaksanaan program modernisasi ERP dan CRM serta otomatisasi proses, dari desain proses hingga hypercare setelah go-live.',
      features: [
        {
          name: 'Modernisasi ERP',
          description:
            'Migrasi dari ERP lama atau yang sangat dikustomisasi ke SAP S/4HANA, Dynamics 365, atau NetSuite, dengan inti sistem tetap bersih.',
          benefit: 'Peningkatan versi lebih mudah dan lebih sedikit kustomisasi yang harus dipelihara.',
        },
        {
          name: 'Implementasi CRM',
          description:
            'Proses penjualan, layanan, dan pemasaran dikonfigurasi di Salesforce atau Dynamics 365 dengan satu catatan pelanggan.',
          benefit: 'Satu tampilan atas setiap pelanggan di seluruh tim.',
        },
        {
          name: 'Otomatisasi proses',
          description: 'Persetujuan, penanganan faktur, dan orientasi karyawan baru diotomatiskan dengan alat alur kerja dan RPA.',
          benefit: 'Waktu siklus lebih singkat dan lebih sedikit kesalahan input.',
        },
        {
          name: 'Migrasi data',
          description: 'Data induk dibersihkan, dipetakan, dan direkonsiliasi melalui beberapa kali uji muat sebelum cut-over.',
          benefit: 'Go-live dengan angka yang dapat disetujui tim keuangan.',
        },
      ],
      tools: [
        { name: 'SAP S/4HANA', category: 'ERP', useCase: 'Keuangan, rantai pasok, dan manufaktur di atas inti SAP yang modern' },
        {
          name: 'Microsoft Dynamics 365',
          category: 'ERP dan CRM',
          useCase: 'Aplikasi bisnis terintegrasi bagi organisasi yang berbasis Microsoft',
        },
        { name: 'Salesforce Sales Cloud', category: 'CRM', useCase: 'Pengelolaan pipeline, akun, dan peluang penjualan' },
        { name: 'UiPath', category: 'Robotic process automation', useCase: 'Mengotomatiskan tugas berulang di aplikasi lama' },
      ],
      applications: [
        { name: 'Modernisasi keuangan dan pengadaan', industry: 'Manufaktur', impact: 'Tutup buku akhir bulan beberapa hari lebih cepat' },
        {
          name: 'Transformasi layanan pelanggan',
          industry: 'Jasa keuangan',
          impact: 'Kasus diselesaikan lebih cepat dengan riwayat pelanggan yang lengkap',
        },
        {
          name: 'Otomatisasi pemrosesan faktur',
          industry: 'Distribusi',
          impact: 'Sebagian besar faktur pemasok dibukukan tanpa input manual',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Petakan proses saat ini dan kendalanya', 'Nilai sistem, data, dan kustomisasi', 'Susun kasus bisnis'],
        },
        {
          phase: 'planning',
          steps: [
            'Rancang proses target dan lakukan analisis fit-gap',
            'Rencanakan rilis, migrasi data, dan cut-over',
            'Bentuk tata kelola dan manajemen perubahan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Konfigurasikan dan kembangkan secara iteratif',
            'Jalankan uji muat data dan user acceptance testing',
            'Latih pengguna dan lakukan go-live',
          ],
        },
        {
          phase: 'support',
          steps: ['Berikan hypercare setelah go-live', 'Pantau adopsi dan manfaat', 'Rencanakan rilis perbaikan berkelanjutan'],
        },
      ],
    },
    {
      id: 'system-integration',
      icon: 'cable',
      title: 'Integrasi Sistem',
      description: 'API, event, dan platform integrasi yang menghubungkan ERP, CRM, e-commerce, dan sistem lini bisnis secara andal.',
      features: [
        {
          name: 'Integrasi berbasis API',
          description: 'API yang dapat digunakan ulang, dengan versi, keamanan, dan dokumentasi, dipublikasikan melalui API gateway.',
          benefit: 'Kanal baru terhubung tanpa koneksi point-to-point baru.',
        },
        {
          name: 'Integrasi berbasis event',
          description:
            'Event bisnis seperti pesanan dan pengiriman dipublikasikan sekali dan digunakan oleh setiap sistem yang membutuhkannya.',
          benefit: 'Data hampir waktu nyata di seluruh sistem.',
        },
        {
          name: 'Konektivitas sistem lama',
          description: 'Adaptor untuk mainframe, basis data on-premise, pertukaran file SFTP, dan mitra EDI.',
          benefit: 'Sistem lama tetap berperan tanpa harus ditulis ulang.',
        },
        {
          name: 'Pemantauan integrasi',
          description: 'Pelacakan pesan secara menyeluruh dengan peringatan, pemutaran ulang, dan jejak audit.',
          benefit: 'Transaksi gagal ditemukan dan diperbaiki sebelum pengguna menyadarinya.',
        },
      ],
      tools: [
        {
          name: 'MuleSoft Anypoint Platform',
          category: 'Platform integrasi',
          useCase: 'Integrasi berbasis API di sistem cloud dan on-premise',
        },
        {
          name: 'Azure Integration Services',
          category: 'Platform integrasi',
          useCase: 'Logic Apps, API Management, dan Service Bus untuk lingkungan berbasis Azure',
        },
        { name: 'Apache Kafka', category: 'Event streaming', useCase: 'Event bisnis bervolume tinggi antarsistem' },
        { name: 'Boomi', category: 'iPaaS', useCase: 'Konektor siap pakai ke aplikasi SaaS yang umum' },
      ],
      applications: [
        { name: 'Integrasi order-to-cash', industry: 'Ritel', impact: 'Pesanan online mengalir ke ERP dan gudang tanpa input ulang' },
        { name: 'API open banking', industry: 'Perbankan', impact: 'Mitra bergabung melalui API yang aman dan terdokumentasi' },
        {
          name: 'EDI pemasok',
          industry: 'Manufaktur',
          impact: 'Pesanan pembelian dan faktur dipertukarkan dengan pemasok secara otomatis',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventarisasi sistem dan antarmuka yang ada',
            'Identifikasi pemilik data dan volumenya',
            'Temukan integrasi yang rapuh atau manual',
          ],
        },
        {
          phase: 'planning',
          steps: ['Pilih pola dan platform integrasi', 'Tetapkan kontrak API dan data', 'Rencanakan keamanan dan penanganan kesalahan'],
        },
        {
          phase: 'development',
          steps: ['Bangun dan uji integrasi', 'Otomatiskan pipeline deployment', 'Jalankan pengujian end-to-end dan beban'],
        },
        {
          phase: 'deployment',
          steps: ['Alihkan antarmuka secara bertahap', 'Siapkan pemantauan dan peringatan', 'Serahkan runbook dan dokumentasi'],
        },
      ],
    },
  ],
};

export default content;
