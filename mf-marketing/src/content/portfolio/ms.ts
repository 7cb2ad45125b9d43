import type { Portfolio } from '../types';

const portfolio: Portfolio = {
  title: 'Portfolio Kami',
  description:
    'Pilihan hasil kerja Meridian IT Services: lebih 200 projek untuk organisasi dalam sektor perkhidmatan kewangan, penjagaan kesihatan dan pembuatan di seluruh Asia Tenggara, berserta kepakaran, pensijilan dan hasil yang kami capai.',
  intro:
    'Selama lebih 15 tahun kami membantu organisasi di seluruh Asia Tenggara memodenkan sistem, berpindah ke awan dan memanfaatkan data mereka dengan lebih baik. Berikut ialah gambaran industri yang kami layani, teknologi yang kami gunakan, prestasi projek kami dan salah satu projek yang paling kami banggakan.',
  stats: [
    { value: '200+', label: 'Projek Disiapkan' },
    { value: '15+', label: 'Tahun Pengalaman' },
    { value: '50+', label: 'Pelanggan Korporat' },
    { value: '98%', label: 'Kepuasan Pelanggan' },
  ],
  industriesHeading: 'Industri yang Kami Layani',
  industries: [
    {
      name: 'Perkhidmatan Kewangan',
      projects: 45,
      expertise: [
        { area: 'Pemodenan sistem perbankan teras', clients: 6, successRate: '96%', revenueImpact: '+15%' },
        { area: 'Perbankan digital dan pembayaran', clients: 9, successRate: '95%', revenueImpact: '+20%' },
        { area: 'Pelaporan kawal selia dan pengurusan risiko', clients: 7, successRate: '98%', revenueImpact: '+8%' },
      ],
      technologies: [
        { name: 'Amazon Web Services', projects: 28, proficiency: 'Expert', efficiencyGain: '+30%' },
        { name: 'Kubernetes', projects: 20, proficiency: 'Expert', efficiencyGain: '+28%' },
        { name: 'Apache Kafka', projects: 12, proficiency: 'Advanced', efficiencyGain: '+25%' },
      ],
      certifications: [
        { name: 'ISO/IEC 27001', status: 'Certified', year: 2019 },
        { name: 'PCI Professional (PCIP)', status: 'Certified', year: 2021 },
        { name: 'ISO 22301', status: 'In progress', year: 2025 },
      ],
      metrics: { revenueImpact: '+18%', efficiencyGain: '+32%', costReduction: '24%', clientSatisfaction: '98%' },
    },
    {
      name: 'Penjagaan Kesihatan',
      projects: 38,
      expertise: [
        { area: 'Integrasi sistem hospital', clients: 5, successRate: '95%', revenueImpact: '+10%' },
        { area: 'Telekesihatan dan aplikasi pesakit', clients: 6, successRate: '94%', revenueImpact: '+14%' },
        { area: 'Data klinikal dan analitik', clients: 4, successRate: '96%', revenueImpact: '+9%' },
      ],
      technologies: [
        { name: 'Microsoft Azure', projects: 16, proficiency: 'Expert', efficiencyGain: '+27%' },
        { name: 'HL7 FHIR', projects: 12, proficiency: 'Advanced', efficiencyGain: '+35%' },
        { name: 'Power BI', projects: 14, proficiency: 'Advanced', efficiencyGain: '+30%' },
      ],
      certifications: [
        { name: 'ISO/IEC 27701', status: 'Certified', year: 2022 },
        { name: 'HL7 FHIR R4 Proficiency', status: 'Certified', year: 2023 },
        { name: 'ISO/IEC 27018', status: 'In progress', year: 2025 },
      ],
      metrics: { revenueImpact: '+12%', efficiencyGain: '+28%', costReduction: '20%', clientSatisfaction: '97%' },
    },
    {
      name: 'Pembuatan',
      projects: 52,
      expertise: [
        { area: 'Penyelenggaraan ramalan', clients: 7, successRate: '95%', revenueImpact: '+12%' },
        { area: 'Data pengeluaran dan integrasi MES', clients: 6, successRate: '94%', revenueImpact: '+10%' },
        { area: 'Analitik rantaian bekalan', clients: 5, successRate: '93%', revenueImpact: '+9%' },
      ],
      technologies: [
        { name: 'AWS IoT Core', projects: 15, proficiency: 'Expert', efficiencyGain: '+30%' },
        { name: 'Azure IoT Hub', projects: 12, proficiency: 'Advanced', efficiencyGain: '+26%' },
        { name: 'SAP S/4HANA', projects: 10, proficiency: 'Advanced', efficiencyGain: '+22%' },
      ],
      certifications: [
        { name: 'ISO 9001', status: 'Certified', year: 2020 },
        { name: 'ISA/IEC 62443 Cybersecurity Fundamentals Specialist', status: 'Certified', year: 2023 },
        { name: 'ISA/IEC 62443 Cybersecurity Expert', status: 'In progress', year: 2025 },
      ],
      metrics: { revenueImpact: '+14%', efficiencyGain: '+35%', costReduction: '22%', clientSatisfaction: '98%' },
    },
  ],
  expertiseHeading: 'Kepakaran Teknologi',
  expertise: [
    {
      category: 'Awan & Infrastruktur',
      skills: [
        { name: 'Amazon Web Services', proficiency: 'Expert', projects: 85, successRate: '97%' },
        { name: 'Microsoft Azure', proficiency: 'Advanced', projects: 48, successRate: '95%' },
        { name: 'Kubernetes', proficiency: 'Expert', projects: 40, successRate: '96%' },
        { name: 'Terraform', proficiency: 'Expert', projects: 60, successRate: '98%' },
      ],
      certifications: [
        { name: 'AWS Certified Solutions Architect – Professional', level: 'Professional' },
        { name: 'Microsoft Certified: Azure Solutions Architect Expert', level: 'Expert' },
        { name: 'HashiCorp Certified: Terraform Associate', level: 'Associate' },
      ],
    },
    {
      category: 'AI & Pembelajaran Mesin',
      skills: [
        { name: 'Analitik ramalan', proficiency: 'Expert', projects: 24, successRate: '95%' },
        { name: 'MLOps dan penggunaan model', proficiency: 'Advanced', projects: 15, successRate: '93%' },
        { name: 'Pemprosesan bahasa semula jadi', proficiency: 'Advanced', projects: 12, successRate: '92%' },
        { name: 'Penglihatan komputer', proficiency: 'Advanced', projects: 9, successRate: '91%' },
      ],
      certifications: [
        { name: 'AWS Certified Machine Learning – Specialty', level: 'Specialty' },
        { name: 'Microsoft Certified: Azure AI Engineer Associate', level: 'Associate' },
        { name: 'Google Cloud Professional Machine Learning Engineer', level: 'Professional' },
      ],
    },
  ],
  metricsHeading: 'Metrik Kejayaan Projek',
  metricGroups: [
    {
      category: 'Prestasi Penyampaian',
      metrics: [
        { name: 'Projek disiapkan tepat pada masanya', value: '94%', trend: '+3% tahun ke tahun' },
        { name: 'Projek disiapkan dalam bajet', value: '92%', trend: '+2% tahun ke tahun' },
        { name: 'Purata masa hingga keluaran pertama', value: '10 minggu', trend: '−2 minggu tahun ke tahun' },
        { name: 'Tiket sokongan diselesaikan dalam SLA', value: '97%', trend: '+1% tahun ke tahun' },
      ],
    },
    {
      category: 'Impak kepada Pelanggan',
      metrics: [
        { name: 'Kadar pengekalan pelanggan', value: '91%', trend: '+2% tahun ke tahun' },
        { name: 'Purata pengurangan kos operasi', value: '22%', trend: '+3% tahun ke tahun' },
        { name: 'Net Promoter Score', value: '52', trend: '+4 tahun ke tahun' },
        { name: 'Hasil daripada pelanggan berulang', value: '68%', trend: '+5% tahun ke tahun' },
      ],
    },
  ],
  caseStudiesHeading: 'Kajian Kes Pilihan',
  caseStudy: {
    title: 'Migrasi sistem perbankan teras ke awan untuk sebuah bank serantau',
    description:
      'Kami memindahkan platform perbankan teras sebuah bank serantau berserta sistem sokongannya dari pusat data yang semakin usang ke awan, tanpa gangguan kepada pelanggan bank.',
    imageAlt: 'Jurutera meneliti papan pemuka migrasi awan di bilik operasi bank',
    challenge:
      'Sistem perbankan teras bank tersebut berjalan pada perkakasan yang hampir tamat tempoh sokongan vendor. Pemprosesan akhir hari mengambil masa kira-kira lima jam, penyediaan persekitaran ujian mengambil masa berminggu-minggu dan pelancaran produk baharu berjalan perlahan. Sebarang perpindahan perlu mematuhi keperluan pengawal selia berkaitan penyumberan luar, lokasi penyimpanan data dan daya tahan operasi.',
    solution:
      'Kami mereka bentuk platform awan yang selamat di AWS Region dalam negara yang memenuhi keperluan pengawal selia, lalu memindahkan sistem perbankan teras dan 40 aplikasi berkaitan dalam beberapa gelombang yang dirancang. Pangkalan data perbankan teras dipindahkan ke perkhidmatan terurus, perkhidmatan sokongan dijalankan dalam kontena, dan keseluruhan persekitaran ditakrifkan sebagai kod supaya ia boleh dibina semula dan diaudit secara konsisten.',
    implementation: [
      'Menilai keseluruhan aplikasi dan mempersetujui reka bentuk sasaran bersama pasukan IT, risiko dan pematuhan bank',
      'Membina landing zone yang selamat dengan penyulitan, pengasingan rangkaian dan sambungan persendirian ke cawangan serta pusat data',
      'Memindahkan persekitaran ujian dan aplikasi berkaitan dalam lima gelombang, setiap satu dengan pelan undur',
      'Membuat raptai peralihan sistem perbankan teras sebanyak tiga kali dan menjalankan platform lama dan baharu secara selari',
      'Melengkapkan peralihan dalam satu hujung minggu panjang, diikuti lapan minggu sokongan rapi dan penyerahan kepada operasi terurus',
    ],
    results: [
      { metric: 'Masa pemprosesan kelompok akhir hari', value: '2 jam', change: '−60%' },
      { metric: 'Masa menyediakan persekitaran ujian', value: '1 hari', change: '−95%' },
      { metric: 'Masa melancarkan produk baharu', value: '6 minggu', change: '−50%' },
      { metric: 'Kos operasi infrastruktur', value: '25% lebih rendah', change: '−25%' },
    ],
    technologies: ['Amazon Web Services', 'Amazon RDS for Oracle', 'Amazon EKS', 'AWS Direct Connect', 'Terraform'],
    timeline: '14 bulan',
    team: [
      { role: 'Arkitek awan', count: 3 },
      { role: 'Jurutera migrasi', count: 8 },
      { role: 'Pakar pangkalan data', count: 2 },
      { role: 'Pengurus projek dan perubahan', count: 2 },
    ],
    testimonial: {
      quote:
        'Meridian merancang setiap langkah bersama pasukan risiko dan pematuhan kami, dan peralihan berjalan tepat seperti yang telah diraptai. Pelanggan kami langsung tidak menyedarinya, dan kini pasukan kami dapat melaksanakan perubahan dalam beberapa hari, bukan lagi berminggu-minggu.',
      author: 'Hendra Wijaya',
      position: 'Ketua Pegawai Maklumat',
    },
  },
  cta: {
    heading: 'Bersedia untuk Mentransformasikan Perniagaan Anda?',
    text: 'Kongsikan rancangan dan cabaran anda dengan kami. Kami akan mendengar, berkongsi pengalaman daripada organisasi yang serupa dan mencadangkan langkah seterusnya yang praktikal, tanpa sebarang obligasi.',
    button: 'Hubungi Kami',
  },
};

export default portfolio;
