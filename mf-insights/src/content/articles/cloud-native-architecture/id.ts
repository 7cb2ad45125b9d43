import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Arsitek Cloud Utama',
  introduction:
    'Arsitektur cloud-native bukan sekadar menjalankan beban kerja di pusat data milik pihak lain, melainkan merancang aplikasi agar dapat memanfaatkan sepenuhnya infrastruktur yang elastis, otomatisasi, dan layanan terkelola. Bagi organisasi di Asia Tenggara yang sedang memodernisasi sistem lama, pendekatan ini dapat mempersingkat siklus rilis dan meningkatkan ketahanan, tetapi hanya jika diadopsi dengan tujuan yang jelas dan model operasional yang tepat. Panduan ini membahas komponen dasarnya, perangkat yang kami gunakan dalam praktik, serta jalur adopsi yang realistis.',
  keyPoints: [
    'Container dan Kubernetes menyediakan cara yang konsisten untuk mengemas dan menjalankan aplikasi di cloud publik, pusat data privat, maupun lokasi edge.',
    'Infrastructure as code dan GitOps membuat lingkungan dapat direproduksi, diaudit, dan dibangun ulang dengan cepat setelah terjadi kegagalan.',
    'Observabilitas yang dibangun di atas standar terbuka seperti OpenTelemetry sangat penting untuk memahami sistem terdistribusi di lingkungan produksi.',
    'Keberhasilan cloud-native sama bergantungnya pada platform engineering, keahlian tim, dan disiplin biaya seperti halnya pada pilihan teknologi.',
  ],
  sections: [
    {
      title: 'Container dan Orkestrasi',
      content:
        'Mengemas aplikasi sebagai container mengisolasinya dari perbedaan antarlingkungan, sehingga image yang sama dapat berjalan di lingkungan pengembangan, pengujian, dan produksi. Kubernetes menjadwalkan container tersebut, memulai ulang instans yang gagal, dan menskalakan beban kerja sesuai permintaan, baik di Amazon EKS, Azure Kubernetes Service, Google Kubernetes Engine, maupun platform on-premises seperti Red Hat OpenShift. Meski demikian, tidak semua beban kerja memerlukan Kubernetes, dan layanan serverless atau layanan container terkelola sering kali menjadi pilihan yang lebih sederhana bagi tim yang lebih kecil.',
      impact: 'Deployment yang konsisten di semua lingkungan',
      applications: [
        'Modernisasi aplikasi web monolitik',
        'Beban kerja hybrid cloud dan on-premises',
        'Penskalaan untuk momen puncak seperti promo 11.11 dan 12.12',
      ],
    },
    {
      title: 'Infrastructure as Code dan GitOps',
      content:
        'Mendefinisikan jaringan, klaster, dan layanan terkelola dalam bentuk kode dengan perangkat seperti Terraform memungkinkan tim meninjau perubahan infrastruktur dengan cara yang sama seperti perubahan aplikasi serta membuat ulang lingkungan kapan pun dibutuhkan. GitOps memperluas gagasan ini dengan menjadikan repositori Git sebagai satu-satunya sumber kebenaran tentang apa yang seharusnya berjalan di setiap klaster, dengan controller seperti Argo CD yang terus-menerus menyelaraskan kondisi aktual. Dalam proyek-proyek kami, pendekatan ini umumnya memangkas waktu penyediaan lingkungan dari beberapa hari menjadi kurang dari satu jam.',
      impact: 'Perubahan yang lebih cepat, dapat diaudit, dan dapat diulang',
      applications: [
        'Lingkungan pengembangan dan pengujian swalayan',
        'Pembangunan ulang lingkungan pemulihan bencana',
        'Bukti audit untuk industri yang diregulasi',
      ],
    },
    {
      title: 'Observabilitas dan Ketahanan',
      content:
        'Sistem terdistribusi dapat gagal secara parsial dan tidak terduga, sehingga tim memerlukan metrik, log, dan trace yang dapat dikorelasikan antarlayanan. OpenTelemetry menyediakan cara yang netral terhadap vendor untuk menginstrumentasi aplikasi, dengan data yang dikirim ke perangkat seperti Prometheus dan Grafana atau ke platform pemantauan komersial. Menggabungkan observabilitas yang baik dengan health check, circuit breaker, dan deployment multizona membantu tim mendeteksi dan memulihkan insiden dengan cepat.',
      impact: 'Waktu deteksi dan pemulihan insiden yang lebih singkat',
      applications: [
        'Dasbor service-level objective',
        'Distributed tracing untuk transaksi pelanggan',
        'Peringatan otomatis dan respons tim siaga',
      ],
    },
    {
      title: 'Platform Engineering dan FinOps',
      content:
        'Seiring bertambahnya jumlah layanan, banyak organisasi membangun internal developer platform yang menyediakan templat, pipeline, dan guardrail yang telah disetujui, sehingga tim produk dapat merilis fitur tanpa harus menjadi ahli infrastruktur. Di sisi lain, infrastruktur yang elastis membuat pemborosan mudah terjadi, sehingga visibilitas biaya per tim dan per layanan harus dirancang sejak awal. Rightsizing, autoscaling, dan diskon pemakaian berkomitmen umumnya dapat menurunkan tagihan cloud sebesar 20 hingga 30 persen pada tahun pertama pengelolaan biaya secara aktif.',
      impact: 'Produktivitas pengembang lebih tinggi dengan belanja cloud yang terkendali',
      applications: ['Templat layanan golden path', 'Alokasi biaya per tim dan produk', 'Rightsizing dan autoscaling otomatis'],
    },
  ],
  technologies: [
    {
      name: 'Kubernetes',
      description:
        'Platform orkestrasi container sumber terbuka yang dikelola oleh Cloud Native Computing Foundation dan mengotomatiskan deployment, penskalaan, serta pemulihan aplikasi dalam container.',
      applications: 'Menjalankan beban kerja container dalam skala besar',
    },
    {
      name: 'Terraform',
      description:
        'Perangkat infrastructure as code dari HashiCorp yang menyediakan sumber daya cloud dan on-premises berdasarkan file konfigurasi deklaratif.',
      applications: 'Infrastruktur multicloud yang dapat direproduksi',
    },
    {
      name: 'Argo CD',
      description:
        'Perangkat continuous delivery berbasis GitOps yang deklaratif untuk Kubernetes dan menjaga klaster tetap selaras dengan konfigurasi yang tersimpan di Git.',
      applications: 'Deployment otomatis yang dapat diaudit',
    },
    {
      name: 'OpenTelemetry',
      description: 'Proyek CNCF yang menyediakan API, SDK, dan collector netral vendor untuk metrik, log, dan trace.',
      applications: 'Observabilitas terpadu di seluruh layanan',
    },
  ],
  implementation: {
    steps: [
      'Nilai portofolio aplikasi dan tentukan untuk setiap sistem apakah akan dipertahankan, dipindahkan apa adanya, dipindahkan ke platform baru, atau direfaktor, berdasarkan nilai bisnis dan kesesuaian teknis.',
      'Bangun landing zone dengan jaringan, identitas, kontrol keamanan, dan penandaan biaya yang didefinisikan dalam kode.',
      'Siapkan platform minimal yang mencakup container registry, pipeline CI/CD, deployment GitOps, dan observabilitas.',
      'Migrasikan atau refaktor satu atau dua aplikasi yang representatif, lalu ukur frekuensi deployment, lead time, dan tingkat insiden.',
      'Perluas ke aplikasi lain secara bertahap sambil menyempurnakan templat platform dan melatih tim.',
    ],
    challenges: [
      'Aplikasi lama dengan keterkaitan yang erat, basis data bersama, atau batasan lisensi dapat sulit dan mahal untuk dijalankan dalam container.',
      'Kubernetes beserta perangkat pendukungnya memiliki kurva pembelajaran yang curam, sementara insinyur berpengalaman masih langka di kawasan ini.',
      'Tanpa tata kelola, biaya cloud dan jumlah perangkat yang digunakan dapat tumbuh lebih cepat daripada nilai bisnis yang dihasilkan.',
    ],
    bestPractices: [
      'Mulailah dengan layanan stateless dan simpan data stateful di layanan basis data terkelola jika memungkinkan.',
      'Perlakukan platform internal sebagai produk dengan peta jalan, pengguna, dan mekanisme umpan balik tersendiri.',
      'Terapkan kontrol keamanan seperti pemindaian image, penegakan kebijakan, dan akses dengan hak minimum di dalam pipeline, bukan setelah deployment.',
      'Beri tag pada setiap sumber daya berdasarkan pemilik dan pusat biaya, serta tinjau belanja cloud bersama setiap tim setiap bulan.',
    ],
  },
  conclusion:
    'Arsitektur cloud-native dapat memberikan rilis yang lebih cepat, ketahanan yang lebih baik, dan pemanfaatan infrastruktur yang lebih efisien, tetapi manfaat tersebut berasal dari praktik rekayasa yang disiplin, bukan dari satu perangkat tertentu. Pendekatan bertahap yang dimulai dengan landing zone yang kokoh, platform yang ringkas, dan beberapa aplikasi yang dipilih dengan cermat akan menjaga risiko tetap rendah sekaligus membangun kapabilitas internal. Meridian IT Services mendampingi klien mulai dari penilaian portofolio, pembangunan platform, hingga operasional berkelanjutan.',
  tags: ['Cloud-Native', 'Kubernetes', 'DevOps', 'Platform Engineering'],
};

export default body;
