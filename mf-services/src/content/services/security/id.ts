import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami melindungi karyawan, endpoint, dan beban kerja cloud Anda dengan deteksi yang dipantau dan respons insiden yang telah diuji, serta mengukur postur keamanan Anda terhadap ISO 27001 dan NIST Cybersecurity Framework sehingga setiap perbaikan terlacak, bukan sekadar diasumsikan.',
  keyFeatures: [
    {
      title: 'Deteksi dan respons 24/7',
      description:
        'Analis di pusat operasi keamanan kami memilah peringatan sepanjang waktu dan menahan ancaman yang terkonfirmasi dalam waktu yang disepakati.',
    },
    {
      title: 'Penilaian yang selaras dengan kerangka kerja',
      description:
        'Analisis kesenjangan terhadap ISO 27001, NIST CSF, dan PCI DSS, dengan temuan yang diurutkan berdasarkan risiko dan upaya perbaikannya.',
    },
    {
      title: 'Kesiapan respons insiden',
      description:
        'Playbook, latihan tabletop, dan tim respons siaga, sehingga pelanggaran ditangani oleh orang-orang yang telah berlatih menghadapinya.',
    },
    {
      title: 'Keselarasan dengan regulasi',
      description: 'Kontrol dan bukti dipetakan ke persyaratan setempat seperti UU PDP Indonesia, PDPA Malaysia, dan pedoman MAS TRM.',
    },
  ],
  technologies: [
    {
      category: 'Deteksi dan respons',
      tools: ['Microsoft Sentinel', 'Splunk Enterprise Security', 'CrowdStrike Falcon', 'Microsoft Defender for Endpoint'],
      description: 'Platform SIEM dan EDR yang kami operasikan untuk Anda, atau kami sesuaikan lalu serahkan kepada tim Anda sendiri.',
    },
    {
      category: 'Penilaian dan pengujian',
      tools: ['Tenable Nessus', 'Burp Suite Professional', 'Metasploit', 'BloodHound'],
      description:
        'Pemindai dan alat ofensif yang digunakan oleh penguji bersertifikat berdasarkan perjanjian rules of engagement yang telah ditandatangani.',
    },
    {
      category: 'Keamanan identitas dan cloud',
      tools: ['Microsoft Entra ID', 'Okta', 'Wiz', 'AWS Security Hub'],
      description: 'Kontrol identitas dan manajemen postur cloud yang menutup celah yang paling sering dimanfaatkan penyerang.',
    },
  ],
  subServices: [
    {
      id: 'threat-protection',
      icon: 'radar',
      title: 'Perlindungan Ancaman',
      description: 'Deteksi dan respons terkelola di seluruh endpoint, email, identitas, dan cloud, didukung pusat operasi keamanan 24/7.',
      features: [
        {
          name: 'Deteksi dan respons terkelola',
          description:
            'Telemetri EDR dan peringatan SIEM dipilah oleh analis, dan ancaman yang terkonfirmasi diisolasi pada perangkat yang terdampak.',
          benefit: 'Ancaman ditahan dalam hitungan menit, bukan ditemukan berminggu-minggu kemudian.',
        },
        {
          name: 'Pertahanan email dan phishing',
          description: 'Penyaringan, sandboxing tautan dan lampiran, serta simulasi phishing rutin bagi karyawan.',
          benefit: 'Lebih sedikit serangan phishing yang berhasil dan karyawan yang lebih terlatih.',
        },
        {
          name: 'Deteksi ancaman identitas',
          description: 'Pemantauan impossible travel, password spraying, dan eskalasi hak akses di Entra ID dan Active Directory.',
          benefit: 'Akun yang disusupi terdeteksi sebelum digunakan untuk bergerak lateral.',
        },
        {
          name: 'Retainer respons insiden',
          description: 'Jam respons yang telah disepakati, investigasi forensik, dan dukungan pemulihan saat terjadi insiden serius.',
          benefit: 'Tim respons berpengalaman siap siaga tanpa perlu menegosiasikan kontrak di tengah krisis.',
        },
      ],
      tools: [
        { name: 'Microsoft Sentinel', category: 'SIEM', useCase: 'Mengorelasikan log dari Microsoft 365, firewall, dan platform cloud' },
        {
          name: 'CrowdStrike Falcon',
          category: 'Deteksi dan respons endpoint',
          useCase: 'Mendeteksi dan mengisolasi laptop serta server yang disusupi',
        },
        {
          name: 'Proofpoint Email Protection',
          category: 'Keamanan email',
          useCase: 'Memblokir phishing, malware, dan business email compromise',
        },
        { name: 'Velociraptor', category: 'Forensik digital', useCase: 'Mengumpulkan bukti dari banyak endpoint selama investigasi' },
      ],
      applications: [
        {
          name: 'Pertahanan terhadap ransomware',
          industry: 'Manufaktur',
          impact: 'Upaya enkripsi dihentikan sebelum sistem produksi terdampak',
        },
        {
          name: 'Pencegahan pengambilalihan akun',
          industry: 'Jasa keuangan',
          impact: 'Login palsu diblokir dan nasabah diberi tahu pada hari yang sama',
        },
        { name: 'Perlindungan data pasien', industry: 'Kesehatan', impact: 'Sistem klinis dipantau tanpa mengganggu layanan perawatan' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventarisasi endpoint, identitas, dan sumber log',
            'Meninjau insiden sebelumnya dan perangkat yang ada',
            'Menyepakati waktu respons dan kontak eskalasi',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memilih skenario deteksi sesuai profil ancaman',
            'Merancang pengumpulan dan retensi log',
            'Menyusun playbook penahanan bersama tim Anda',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang agen dan menghubungkan sumber log',
            'Menyesuaikan aturan deteksi untuk mengurangi positif palsu',
            'Menjalankan simulasi serangan untuk menguji respons',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau dan merespons sepanjang waktu',
            'Melaporkan insiden dan tren setiap bulan',
            'Memperbarui deteksi seiring munculnya ancaman baru',
          ],
        },
      ],
    },
    {
      id: 'security-assessment',
      icon: 'shield-check',
      title: 'Penilaian Keamanan',
      description:
        'Uji penetrasi, penilaian kerentanan, dan analisis kesenjangan kepatuhan yang menunjukkan titik rawan Anda dan apa yang perlu diperbaiki terlebih dahulu.',
      features: [
        {
          name: 'Uji penetrasi',
          description: 'Pengujian manual atas aplikasi web, API, jaringan, dan lingkungan cloud dengan metode OWASP dan PTES.',
          benefit: 'Kelemahan yang dapat dieksploitasi ditemukan oleh kami, bukan oleh penyerang.',
        },
        {
          name: 'Manajemen kerentanan',
          description:
            'Pemindaian terautentikasi terjadwal dengan temuan yang diprioritaskan berdasarkan kemudahan eksploitasi dan dampak bisnis.',
          benefit: 'Upaya patching difokuskan pada kerentanan yang benar-benar penting.',
        },
        {
          name: 'Analisis kesenjangan kepatuhan',
          description: 'Penilaian kebijakan dan kontrol terhadap ISO 27001, NIST CSF, atau PCI DSS, disertai peta jalan perbaikan.',
          benefit: 'Jalur yang jelas dan terukur biayanya menuju sertifikasi atau kesiapan audit.',
        },
        {
          name: 'Tinjauan konfigurasi cloud',
          description: 'Tinjauan akun AWS, Azure, dan Google Cloud terhadap CIS Benchmarks dan praktik terbaik penyedia.',
          benefit: 'Bucket publik dan peran dengan hak berlebih ditutup sebelum membocorkan data.',
        },
      ],
      tools: [
        {
          name: 'Burp Suite Professional',
          category: 'Pengujian aplikasi',
          useCase: 'Menguji aplikasi web dan API terhadap masalah OWASP Top 10',
        },
        {
          name: 'Tenable Nessus',
          category: 'Pemindaian kerentanan',
          useCase: 'Pemindaian terautentikasi atas server, perangkat jaringan, dan workstation',
        },
        { name: 'BloodHound', category: 'Analisis Active Directory', useCase: 'Memetakan jalur serangan menuju hak administrator domain' },
        { name: 'Prowler', category: 'Postur keamanan cloud', useCase: 'Memeriksa akun cloud terhadap CIS Benchmarks' },
      ],
      applications: [
        { name: 'Audit pra-sertifikasi', industry: 'Teknologi', impact: 'Sertifikasi ISO 27001 diraih pada audit pertama' },
        {
          name: 'Pengujian aplikasi pembayaran',
          industry: 'Ritel dan e-commerce',
          impact: 'Persyaratan pengujian PCI DSS terpenuhi sebelum asesmen tahunan',
        },
        {
          name: 'Tinjauan kesiapan regulasi',
          industry: 'Perbankan',
          impact: 'Temuan diselesaikan sebelum pemeriksaan risiko teknologi oleh regulator',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menentukan cakupan, sistem, dan sasaran',
            'Mengidentifikasi standar dan regulasi yang berlaku',
            'Mengumpulkan diagram arsitektur dan kebijakan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menyepakati rules of engagement dan jadwal pengujian',
            'Menyiapkan akun uji dan akses',
            'Memastikan kontak darurat dan kondisi penghentian',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Menjalankan pemindaian dan pengujian manual',
            'Memvalidasi temuan dan menyingkirkan positif palsu',
            'Mewawancarai pemilik kontrol untuk analisis kesenjangan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memaparkan temuan kepada tim teknis dan eksekutif',
            'Memberi saran prioritas perbaikan',
            'Menguji ulang perbaikan dan menerbitkan laporan penutupan',
          ],
        },
      ],
    },
  ],
};

export default content;
