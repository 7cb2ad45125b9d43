import type { Portfolio } from '../types';

const portfolio: Portfolio = {
  title: 'Portofolio Kami',
  description:
    'Pilihan karya Meridian IT Services: lebih dari 200 proyek untuk organisasi di sektor jasa keuangan, kesehatan, dan manufaktur di Asia Tenggara, beserta keahlian, sertifikasi, dan hasil yang kami capai.',
  intro:
    'Selama lebih dari 15 tahun kami membantu organisasi di Asia Tenggara memodernisasi sistem, beralih ke cloud, dan memanfaatkan data mereka dengan lebih baik. Berikut gambaran industri yang kami layani, teknologi yang kami gunakan, kinerja proyek kami, serta salah satu proyek yang paling kami banggakan.',
  stats: [
    { value: '200+', label: 'Proyek Terselesaikan' },
    { value: '15+', label: 'Tahun Pengalaman' },
    { value: '50+', label: 'Klien Korporat' },
    { value: '98%', label: 'Kepuasan Klien' },
  ],
  industriesHeading: 'Industri yang Kami Layani',
  industries: [
    {
      name: 'Jasa Keuangan',
      projects: 45,
      expertise: [
        { area: 'Modernisasi core banking', clients: 6, successRate: '96%', revenueImpact: '+15%' },
        { area: 'Perbankan digital dan pembayaran', clients: 9, successRate: '95%', revenueImpact: '+20%' },
        { area: 'Pelaporan regulasi dan manajemen risiko', clients: 7, successRate: '98%', revenueImpact: '+8%' },
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
      name: 'Kesehatan',
      projects: 38,
      expertise: [
        { area: 'Integrasi sistem rumah sakit', clients: 5, successRate: '95%', revenueImpact: '+10%' },
        { area: 'Telemedisin dan aplikasi pasien', clients: 6, successRate: '94%', revenueImpact: '+14%' },
        { area: 'Data klinis dan analitik', clients: 4, successRate: '96%', revenueImpact: '+9%' },
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
      name: 'Manufaktur',
      projects: 52,
      expertise: [
        { area: 'Pemeliharaan prediktif', clients: 7, successRate: '95%', revenueImpact: '+12%' },
        { area: 'Data produksi dan integrasi MES', clients: 6, successRate: '94%', revenueImpact: '+10%' },
        { area: 'Analitik rantai pasok', clients: 5, successRate: '93%', revenueImpact: '+9%' },
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
  expertiseHeading: 'Keahlian Teknologi',
  expertise: [
    {
      category: 'Cloud & Infrastruktur',
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
        { name: 'Analitik prediktif', proficiency: 'Expert', projects: 24, successRate: '95%' },
        { name: 'MLOps dan penerapan model', proficiency: 'Advanced', projects: 15, successRate: '93%' },
        { name: 'Pemrosesan bahasa alami', proficiency: 'Advanced', projects: 12, successRate: '92%' },
        { name: 'Visi komputer', proficiency: 'Advanced', projects: 9, successRate: '91%' },
      ],
      certifications: [
        { name: 'AWS Certified Machine Learning – Specialty', level: 'Specialty' },
        { name: 'Microsoft Certified: Azure AI Engineer Associate', level: 'Associate' },
        { name: 'Google Cloud Professional Machine Learning Engineer', level: 'Professional' },
      ],
    },
  ],
  metricsHeading: 'Metrik Keberhasilan Proyek',
  metricGroups: [
    {
      category: 'Kinerja Penyelesaian Proyek',
      metrics: [
        { name: 'Proyek yang selesai tepat waktu', value: '94%', trend: '+3% secara tahunan' },
        { name: 'Proyek yang selesai sesuai anggaran', value: '92%', trend: '+2% secara tahunan' },
        { name: 'Rata-rata waktu hingga rilis pertama', value: '10 minggu', trend: '−2 minggu secara tahunan' },
        { name: 'Tiket dukungan yang diselesaikan sesuai SLA', value: '97%', trend: '+1% secara tahunan' },
      ],
    },
    {
      category: 'Dampak bagi Klien',
      metrics: [
        { name: 'Tingkat retensi klien', value: '91%', trend: '+2% secara tahunan' },
        { name: 'Rata-rata penurunan biaya operasional', value: '22%', trend: '+3% secara tahunan' },
        { name: 'Net Promoter Score', value: '52', trend: '+4 secara tahunan' },
        { name: 'Pendapatan dari klien yang kembali bekerja sama', value: '68%', trend: '+5% secara tahunan' },
      ],
    },
  ],
  caseStudiesHeading: 'Studi Kasus Unggulan',
  caseStudy: {
    title: 'Migrasi core banking ke cloud untuk sebuah bank regional',
    description:
      'Kami memindahkan platform core banking sebuah bank regional beserta sistem pendukungnya dari pusat data yang sudah menua ke cloud, tanpa gangguan bagi nasabah.',
    imageAlt: 'Para insinyur meninjau dasbor migrasi cloud di ruang operasional bank',
    challenge:
      'Sistem core banking bank tersebut berjalan di atas perangkat keras yang mendekati akhir masa dukungan vendor. Pemrosesan akhir hari memakan waktu sekitar lima jam, penyiapan lingkungan pengujian memerlukan waktu berminggu-minggu, dan peluncuran produk baru berjalan lambat. Setiap perpindahan harus memenuhi ketentuan regulator terkait alih daya, lokasi penyimpanan data, dan ketahanan operasional.',
    solution:
      'Kami merancang platform cloud yang aman di AWS Region dalam negeri yang memenuhi ketentuan regulator, lalu memigrasikan sistem core banking dan 40 aplikasi terkait dalam beberapa gelombang terencana. Basis data core banking dipindahkan ke layanan terkelola, layanan pendukung dijalankan dalam kontainer, dan seluruh lingkungan didefinisikan sebagai kode sehingga dapat dibangun ulang dan diaudit secara konsisten.',
    implementation: [
      'Menilai seluruh portofolio aplikasi dan menyepakati rancangan target bersama tim TI, risiko, dan kepatuhan bank',
      'Membangun landing zone yang aman dengan enkripsi, segregasi jaringan, serta konektivitas privat ke kantor cabang dan pusat data',
      'Memigrasikan lingkungan pengujian dan aplikasi terkait dalam lima gelombang, masing-masing dengan rencana pemulihan',
      'Melakukan gladi cut-over core banking sebanyak tiga kali dan menjalankan platform lama dan baru secara paralel',
      'Menuntaskan cut-over dalam satu akhir pekan panjang, dilanjutkan dengan delapan minggu pendampingan intensif dan serah terima ke layanan operasional terkelola',
    ],
    results: [
      { metric: 'Waktu pemrosesan batch akhir hari', value: '2 jam', change: '−60%' },
      { metric: 'Waktu penyiapan lingkungan pengujian', value: '1 hari', change: '−95%' },
      { metric: 'Waktu peluncuran produk baru', value: '6 minggu', change: '−50%' },
      { metric: 'Biaya operasional infrastruktur', value: '25% lebih rendah', change: '−25%' },
    ],
    technologies: ['Amazon Web Services', 'Amazon RDS for Oracle', 'Amazon EKS', 'AWS Direct Connect', 'Terraform'],
    timeline: '14 bulan',
    team: [
      { role: 'Arsitek cloud', count: 3 },
      { role: 'Insinyur migrasi', count: 8 },
      { role: 'Spesialis basis data', count: 2 },
      { role: 'Manajer proyek dan perubahan', count: 2 },
    ],
    testimonial: {
      quote:
        'Meridian merencanakan setiap langkah bersama tim risiko dan kepatuhan kami, dan cut-over berjalan persis seperti yang telah digladikan. Nasabah kami tidak merasakan gangguan apa pun, dan kini tim kami dapat menerapkan perubahan dalam hitungan hari, bukan minggu.',
      author: 'Hendra Wijaya',
      position: 'Direktur Teknologi Informasi',
    },
  },
  cta: {
    heading: 'Siap Mentransformasi Bisnis Anda?',
    text: 'Ceritakan rencana dan tantangan Anda kepada kami. Kami akan mendengarkan, berbagi pengalaman dari organisasi serupa, dan menyarankan langkah berikutnya yang praktis, tanpa kewajiban apa pun.',
    button: 'Hubungi Kami',
  },
};

export default portfolio;
