import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami melaksanakan program yang mengubah cara perniagaan anda beroperasi: memodenkan ERP dan CRM, mengautomasikan proses manual dan menyambungkan sistem di antaranya, supaya data dimasukkan sekali sahaja dan dipercayai di mana-mana.',
  keyFeatures: [
    {
      title: 'Pelaksanaan program',
      description:
        'Fasa berskop tetap dengan pengurus program yang dinamakan, pelaporan kepada jawatankuasa pemandu dan kriteria penerimaan yang jelas.',
    },
    {
      title: 'Pemodenan ERP dan CRM',
      description:
        'Naik taraf dan migrasi ke SAP S/4HANA, Microsoft Dynamics 365 dan Salesforce, dengan data dibersihkan sebelum dipindahkan.',
    },
    {
      title: 'Integrasi sejak reka bentuk',
      description:
        'API dan peristiwa menyambungkan sistem teras, menggantikan pemindahan fail yang rapuh dan kemasukan semula data secara manual.',
    },
    {
      title: 'Penerimaan dan pengurusan perubahan',
      description: 'Latihan, dokumentasi proses dan hypercare, supaya sistem baharu digunakan seperti yang direka.',
    },
  ],
  technologies: [
    {
      category: 'ERP dan CRM',
      tools: ['SAP S/4HANA', 'Microsoft Dynamics 365', 'Oracle NetSuite', 'Salesforce'],
      description: 'Platform perniagaan teras yang kami laksanakan, naik taraf dan lanjutkan tanpa membebankannya dengan kod tersuai.',
    },
    {
      category: 'Integrasi',
      tools: ['MuleSoft Anypoint Platform', 'Azure Integration Services', 'Boomi', 'Apache Kafka'],
      description: 'Pengurusan API, platform integrasi dan penstriman peristiwa yang menyambungkan sistem awan dan di premis.',
    },
    {
      category: 'Automasi proses',
      tools: ['Microsoft Power Automate', 'UiPath', 'Camunda', 'ServiceNow'],
      description: 'Automasi aliran kerja dan automasi proses robotik untuk kelulusan, tugas pejabat belakang dan permintaan perkhidmatan.',
    },
  ],
  subServices: [
    {
      id: 'digital-transformation',
      icon: 'workflow',
      title: 'Transformasi Digital',
      description:
        'Pelaksanaan program pemodenan ERP dan CRM serta automasi proses, daripada reka bentuk proses hingga hypercare selepas sistem beroperasi.',
      features: [
        {
          name: 'Pemodenan ERP',
          description:
            'Migrasi daripada ERP lama atau yang banyak diubah suai kepada SAP S/4HANA, Dynamics 365 atau NetSuite, dengan teras sistem dikekalkan bersih.',
          benefit: 'Naik taraf lebih mudah dan kurang pengubahsuaian untuk diselenggara.',
        },
        {
          name: 'Pelaksanaan CRM',
          description:
            'Proses jualan, perkhidmatan dan pemasaran dikonfigurasikan dalam Salesforce atau Dynamics 365 berasaskan satu rekod pelanggan.',
          benefit: 'Satu paparan bagi setiap pelanggan merentas pasukan.',
        },
        {
          name: 'Automasi proses',
          description: 'Kelulusan, pengendalian invois dan pengambilan pekerja baharu diautomasikan dengan alat aliran kerja dan RPA.',
          benefit: 'Masa kitaran lebih singkat dan kurang kesilapan kemasukan data.',
        },
        {
          name: 'Migrasi data',
          description: 'Data induk dibersihkan, dipetakan dan disesuaikan melalui beberapa kali muatan percubaan sebelum peralihan.',
          benefit: 'Sistem beroperasi dengan angka yang boleh disahkan oleh pasukan kewangan.',
        },
      ],
      tools: [
        { name: 'SAP S/4HANA', category: 'ERP', useCase: 'Kewangan, rantaian bekalan dan pembuatan di atas teras SAP yang moden' },
        {
          name: 'Microsoft Dynamics 365',
          category: 'ERP dan CRM',
          useCase: 'Aplikasi perniagaan bersepadu untuk organisasi yang berpaksikan Microsoft',
        },
        { name: 'Salesforce Sales Cloud', category: 'CRM', useCase: 'Pengurusan saluran jualan, akaun dan peluang' },
        { name: 'UiPath', category: 'Automasi proses robotik', useCase: 'Mengautomasikan tugas berulang dalam aplikasi lama' },
      ],
      applications: [
        {
          name: 'Pemodenan kewangan dan perolehan',
          industry: 'Pembuatan',
          impact: 'Penutupan akaun hujung bulan dipendekkan beberapa hari',
        },
        {
          name: 'Transformasi khidmat pelanggan',
          industry: 'Perkhidmatan kewangan',
          impact: 'Kes diselesaikan lebih pantas dengan sejarah pelanggan yang lengkap',
        },
        {
          name: 'Automasi pemprosesan invois',
          industry: 'Pengedaran',
          impact: 'Kebanyakan invois pembekal direkodkan tanpa kemasukan manual',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Petakan proses semasa dan masalahnya', 'Nilai sistem, data dan pengubahsuaian', 'Sediakan kes perniagaan'],
        },
        {
          phase: 'planning',
          steps: [
            'Reka bentuk proses sasaran dan jalankan analisis fit-gap',
            'Rancang keluaran, migrasi data dan peralihan',
            'Wujudkan tadbir urus dan pengurusan perubahan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Konfigurasikan dan lanjutkan secara berlelaran',
            'Jalankan muatan data percubaan dan ujian penerimaan pengguna',
            'Latih pengguna dan mulakan operasi',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Sediakan hypercare selepas sistem beroperasi',
            'Jejak penerimaan dan manfaat',
            'Rancang keluaran penambahbaikan berterusan',
          ],
        },
      ],
    },
    {
      id: 'system-integration',
      icon: 'cable',
      title: 'Integrasi Sistem',
      description:
        'API, peristiwa dan platform integrasi yang menyambungkan ERP, CRM, e-dagang dan sistem barisan perniagaan dengan boleh dipercayai.',
      features: [
        {
          name: 'Integrasi berasaskan API',
          description: 'API boleh guna semula dengan versi, keselamatan dan dokumentasi, diterbitkan melalui get laluan API.',
          benefit: 'Saluran baharu bersambung tanpa pautan titik ke titik yang baharu.',
        },
        {
          name: 'Integrasi dipacu peristiwa',
          description:
            'Peristiwa perniagaan seperti pesanan dan penghantaran diterbitkan sekali dan digunakan oleh setiap sistem yang memerlukannya.',
          benefit: 'Data hampir masa nyata merentas sistem.',
        },
        {
          name: 'Sambungan sistem lama',
          description: 'Penyesuai untuk kerangka utama, pangkalan data di premis, pertukaran fail SFTP dan rakan EDI.',
          benefit: 'Sistem lama terus berperanan tanpa perlu ditulis semula.',
        },
        {
          name: 'Pemantauan integrasi',
          description: 'Penjejakan mesej hujung ke hujung dengan amaran, main semula dan jejak audit.',
          benefit: 'Transaksi yang gagal dikesan dan dibaiki sebelum pengguna menyedarinya.',
        },
      ],
      tools: [
        {
          name: 'MuleSoft Anypoint Platform',
          category: 'Platform integrasi',
          useCase: 'Integrasi berasaskan API merentas sistem awan dan di premis',
        },
        {
          name: 'Azure Integration Services',
          category: 'Platform integrasi',
          useCase: 'Logic Apps, API Management dan Service Bus untuk persekitaran berasaskan Azure',
        },
        { name: 'Apache Kafka', category: 'Penstriman peristiwa', useCase: 'Peristiwa perniagaan berjumlah tinggi antara sistem' },
        { name: 'Boomi', category: 'iPaaS', useCase: 'Penyambung sedia guna kepada aplikasi SaaS yang biasa' },
      ],
      applications: [
        {
          name: 'Integrasi pesanan hingga tunai',
          industry: 'Peruncitan',
          impact: 'Pesanan dalam talian mengalir ke ERP dan gudang tanpa kemasukan semula',
        },
        {
          name: 'API perbankan terbuka',
          industry: 'Perbankan',
          impact: 'Rakan kongsi disambungkan melalui API yang selamat dan didokumenkan',
        },
        { name: 'EDI pembekal', industry: 'Pembuatan', impact: 'Pesanan belian dan invois ditukar dengan pembekal secara automatik' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Inventori sistem dan antara muka sedia ada',
            'Kenal pasti pemilik data dan jumlahnya',
            'Cari integrasi yang rapuh atau manual',
          ],
        },
        {
          phase: 'planning',
          steps: ['Pilih corak dan platform integrasi', 'Tetapkan kontrak API dan data', 'Rancang keselamatan dan pengendalian ralat'],
        },
        {
          phase: 'development',
          steps: ['Bina dan uji integrasi', 'Automasikan saluran paip pengerahan', 'Jalankan ujian hujung ke hujung dan ujian beban'],
        },
        {
          phase: 'deployment',
          steps: [
            'Alihkan antara muka secara berperingkat',
            'Sediakan pemantauan dan amaran',
            'Serahkan buku panduan operasi dan dokumentasi',
          ],
        },
      ],
    },
  ],
};

export default content;
