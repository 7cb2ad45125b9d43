import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Kepala Praktik AI',
  introduction:
    'AI generatif telah bergerak cepat dari sekadar topik diskusi di ruang rapat direksi menjadi pos anggaran, dan pada 2025 perusahaan di Asia Tenggara tidak lagi dinilai dari apakah mereka bereksperimen dengan AI, melainkan dari apakah mereka mampu menjalankannya secara andal, aman, dan dengan biaya yang wajar. Berdasarkan pengalaman kami bersama klien di Indonesia, Malaysia, dan Singapura, artikel ini menguraikan tren yang kami perkirakan akan membentuk TI perusahaan dalam delapan belas bulan ke depan serta langkah yang perlu diambil para pengambil keputusan sejak sekarang.',
  keyPoints: [
    'Retrieval-augmented generation, yang mendasarkan jawaban model bahasa besar pada dokumen dan data milik perusahaan sendiri, sedang menjadi pola standar untuk AI generatif di perusahaan.',
    'Asisten AI kini disematkan ke dalam perangkat kerja sehari-hari seperti aplikasi perkantoran, lingkungan pengembangan perangkat lunak, dan layanan bantuan, sehingga nilai bergeser dari uji coba terpisah ke peningkatan produktivitas yang terintegrasi.',
    'Model bahasa yang lebih kecil dan model regional, termasuk model terbuka yang disesuaikan untuk Bahasa Indonesia dan Bahasa Melayu, membuat kasus penggunaan berbahasa lokal lebih murah dan lebih mudah di-hosting di dalam negeri.',
    'Tata kelola AI bergeser dari sekadar prinsip ke praktik nyata, didorong oleh kerangka kerja seperti Model AI Governance Framework Singapura serta undang-undang pelindungan data di seluruh kawasan.',
  ],
  sections: [
    {
      title: 'Dari Uji Coba ke Produksi',
      content:
        'Banyak organisasi telah menjalankan proof of concept AI generatif pada 2023, tetapi hanya sedikit yang berhasil membawanya ke tahap produksi dengan pemantauan, kontrol akses, dan pengelolaan biaya yang memadai. Pada 2025 fokus beralih ke LLMOps: prompt yang terversi, dataset evaluasi, guardrail, dan dasbor penggunaan yang membuat layanan AI dapat dikelola seperti aplikasi lainnya. Tim yang memperlakukan fitur AI sebagai produk dengan pemilik dan tingkat layanan yang jelas akan mampu memperluasnya, sedangkan yang lain akan tetap terjebak dalam tahap uji coba.',
      impact: 'Layanan AI yang andal dengan biaya yang dapat diprediksi',
      applications: ['Asisten obrolan layanan pelanggan', 'Pencarian pengetahuan internal', 'Peringkasan dokumen otomatis'],
    },
    {
      title: 'Retrieval-Augmented Generation atas Data Perusahaan',
      content:
        'Alih-alih melakukan fine-tuning model dengan data sensitif, sebagian besar perusahaan kini menghubungkan model serbaguna dengan indeks pencarian berisi dokumen yang telah disetujui dan mengambil bagian yang relevan pada saat kueri diajukan. Pendekatan ini menjaga jawaban tetap mutakhir, memungkinkan kutipan ke dokumen sumber, dan menghormati hak akses yang ada apabila lapisan pengambilan data terintegrasi dengan sistem identitas. Kualitas hasil jauh lebih bergantung pada persiapan dokumen dan kontrol akses daripada pada pilihan model.',
      impact: 'Jawaban akurat yang berlandaskan pengetahuan perusahaan',
      applications: [
        'Asisten kebijakan dan prosedur bagi karyawan',
        'Analisis dokumen kontrak dan tender',
        'Basis pengetahuan dukungan teknis',
      ],
    },
    {
      title: 'Model Berbahasa Lokal dan Model yang Lebih Kecil',
      content:
        'Model terbuka seperti Llama 2 dari Meta dan Mistral 7B, serta inisiatif regional seperti SEA-LION dari AI Singapore, memberikan alternatif bagi organisasi selain model proprietary berukuran besar untuk tugas-tugas tertentu. Model yang lebih kecil dapat dijalankan pada infrastruktur GPU skala sedang di pusat data lokal atau region cloud di dalam negeri, sehingga membantu pemenuhan ketentuan residensi data dan menekan biaya per kueri. Untuk banyak tugas klasifikasi, ekstraksi, dan peringkasan dalam Bahasa Indonesia atau Bahasa Melayu, model kecil yang disetel dengan baik memberikan kinerja yang sebanding dengan biaya yang jauh lebih rendah.',
      impact: 'Biaya inferensi lebih rendah dan residensi data lebih baik',
      applications: [
        'Komunikasi pelanggan dalam Bahasa Indonesia dan Bahasa Melayu',
        'Klasifikasi dokumen on-premises',
        'Peringkasan transkrip panggilan',
      ],
    },
    {
      title: 'AI yang Bertanggung Jawab dan Tata Kelola',
      content:
        'Regulator di kawasan ini menetapkan ekspektasi yang semakin jelas: Singapura telah menerbitkan Model AI Governance Framework dan perangkat pengujian AI Verify, Indonesia menerbitkan surat edaran menteri tentang etika kecerdasan artifisial pada akhir 2023, dan undang-undang data pribadi di ketiga negara berlaku bagi sistem AI yang memproses informasi pelanggan. Perusahaan memerlukan inventaris kasus penggunaan AI, klasifikasi risiko, peninjauan oleh manusia untuk keputusan berdampak tinggi, serta catatan yang dapat ditunjukkan kepada auditor. Membangun kontrol ini sejak awal jauh lebih murah daripada menambahkannya setelah terjadi insiden.',
      impact: 'Risiko regulasi dan reputasi yang lebih rendah',
      applications: [
        'Register kasus penggunaan AI dan penilaian risiko',
        'Pengujian bias dan ketahanan sebelum rilis',
        'Jejak audit untuk keputusan yang dibantu AI',
      ],
    },
  ],
  technologies: [
    {
      name: 'Azure OpenAI Service',
      description:
        'Layanan terkelola Microsoft untuk model OpenAI seperti GPT-4, dilengkapi jaringan privat, penyaringan konten, dan komitmen pelindungan data perusahaan.',
      applications: 'Asisten obrolan dan dokumen perusahaan',
    },
    {
      name: 'Amazon Bedrock',
      description:
        'Layanan AWS yang dikelola sepenuhnya dan menyediakan foundation model dari Anthropic, Meta, Cohere, dan Amazon melalui satu API, dengan opsi kustomisasi secara privat.',
      applications: 'Aplikasi AI generatif multimodel',
    },
    {
      name: 'LangChain',
      description:
        'Kerangka kerja sumber terbuka untuk membangun aplikasi berbasis model bahasa besar dengan menggabungkan prompt, pengambilan data, tool, dan memori.',
      applications: 'Pipeline retrieval-augmented generation',
    },
    {
      name: 'MLflow',
      description:
        'Platform sumber terbuka untuk pelacakan eksperimen, registri model, dan deployment yang kini dilengkapi fitur evaluasi untuk model bahasa besar.',
      applications: 'Pengelolaan siklus hidup model dan prompt',
    },
  ],
  implementation: {
    steps: [
      'Identifikasi lima hingga sepuluh kandidat kasus penggunaan dan urutkan berdasarkan nilai bisnis, kesiapan data, dan risiko.',
      'Tetapkan kebijakan tata kelola AI yang mencakup perangkat yang disetujui, klasifikasi data, peninjauan oleh manusia, dan penanganan insiden.',
      'Bangun platform bersama untuk akses model, pengambilan data, pencatatan log, dan pemantauan biaya, alih-alih membiarkan setiap tim melakukan integrasi sendiri.',
      'Jalankan dua atau tiga uji coba produksi dengan ukuran keberhasilan yang jelas, seperti waktu penanganan, akurasi, atau kepuasan pengguna.',
      'Tinjau hasilnya bersama pemilik bisnis, hentikan kasus penggunaan yang lemah, dan perluas kasus yang berhasil ke berbagai departemen.',
    ],
    challenges: [
      'Dokumen perusahaan sering kali usang, terduplikasi, atau memiliki pengaturan hak akses yang buruk, sehingga menghasilkan jawaban AI yang tidak akurat atau tidak pantas.',
      'Skema harga berbasis pemakaian untuk model besar dapat membuat biaya sulit diprediksi ketika adopsi tumbuh lebih cepat dari perkiraan.',
      'Keahlian dalam prompt engineering, evaluasi model, dan MLOps masih langka di pasar tenaga kerja regional, dan persaingan untuk mendapatkannya sangat ketat.',
    ],
    bestPractices: [
      'Libatkan manusia dalam proses pengambilan keputusan yang berdampak pada pelanggan, karyawan, atau keuangan.',
      'Susun dataset evaluasi dari pertanyaan nyata pengguna dan uji setiap perubahan prompt atau model terhadap dataset tersebut sebelum rilis.',
      'Terapkan hak akses yang sudah ada pada lapisan pengambilan data agar pengguna hanya menerima jawaban yang bersumber dari dokumen yang boleh mereka baca.',
      'Tetapkan anggaran, kuota, dan peringatan untuk pemakaian model sejak hari pertama setiap uji coba.',
    ],
  },
  conclusion:
    'Perusahaan yang paling diuntungkan oleh AI pada 2025 belum tentu yang memiliki model terbesar, melainkan yang memiliki data yang bersih, tata kelola yang jelas, dan jalur yang disiplin dari uji coba ke produksi. Para pengambil keputusan sebaiknya memanfaatkan beberapa bulan mendatang untuk menyiapkan platform, kebijakan, dan keahlian agar setiap kasus penggunaan baru dapat diwujudkan lebih cepat dan lebih aman daripada sebelumnya. Meridian IT Services membantu klien di Indonesia, Malaysia, dan Singapura menentukan prioritas kasus penggunaan dan membangun kapabilitas AI yang berkelanjutan.',
  tags: ['Kecerdasan Artifisial', 'AI Generatif', 'Tata Kelola AI', 'LLMOps'],
};

export default body;
