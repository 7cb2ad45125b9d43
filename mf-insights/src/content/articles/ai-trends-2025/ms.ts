import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Ketua Amalan AI',
  introduction:
    'AI generatif telah beralih dengan pantas daripada topik perbincangan di bilik lembaga pengarah kepada item dalam belanjawan, dan menjelang 2025 syarikat di Asia Tenggara tidak lagi dinilai berdasarkan sama ada mereka bereksperimen dengan AI, tetapi sama ada mereka dapat mengendalikannya dengan andal, selamat dan pada kos yang munasabah. Berdasarkan pengalaman kami bersama pelanggan di Indonesia, Malaysia dan Singapura, artikel ini menghuraikan trend yang kami jangka akan membentuk IT perusahaan dalam tempoh lapan belas bulan akan datang serta tindakan yang perlu diambil oleh pembuat keputusan dari sekarang.',
  keyPoints: [
    'Retrieval-augmented generation, yang menyandarkan jawapan model bahasa besar kepada dokumen dan data milik syarikat sendiri, sedang menjadi corak lazim bagi AI generatif di perusahaan.',
    'Pembantu AI kini dibina ke dalam alat kerja harian seperti suite pejabat, persekitaran pembangunan perisian dan meja bantuan, lalu mengalihkan nilai daripada projek rintis yang berasingan kepada peningkatan produktiviti yang bersepadu.',
    'Model bahasa yang lebih kecil dan model serantau, termasuk model terbuka yang ditala untuk Bahasa Indonesia dan Bahasa Melayu, menjadikan kes penggunaan bahasa tempatan lebih murah dan lebih mudah dihoskan di dalam negara.',
    'Tadbir urus AI sedang beralih daripada prinsip kepada amalan, didorong oleh rangka kerja seperti Model AI Governance Framework Singapura dan undang-undang perlindungan data di seluruh rantau ini.',
  ],
  sections: [
    {
      title: 'Daripada Projek Rintis kepada Pengeluaran',
      content:
        'Banyak organisasi telah menjalankan bukti konsep AI generatif pada 2023, tetapi hanya sedikit yang berjaya membawanya ke peringkat pengeluaran dengan pemantauan, kawalan akses dan pengurusan kos yang sewajarnya. Pada 2025 tumpuan beralih kepada LLMOps: prompt berversi, set data penilaian, guardrail dan papan pemuka penggunaan yang menjadikan perkhidmatan AI boleh diurus seperti aplikasi lain. Pasukan yang menganggap ciri AI sebagai produk dengan pemilik dan tahap perkhidmatan yang jelas akan dapat mengembangkannya, manakala yang lain akan terus terperangkap di peringkat rintis.',
      impact: 'Perkhidmatan AI yang andal dengan kos yang boleh dijangka',
      applications: ['Pembantu sembang khidmat pelanggan', 'Carian pengetahuan dalaman', 'Ringkasan dokumen secara automatik'],
    },
    {
      title: 'Retrieval-Augmented Generation ke atas Data Perusahaan',
      content:
        'Daripada melakukan fine-tuning model dengan data sensitif, kebanyakan perusahaan kini menghubungkan model serba guna kepada indeks carian dokumen yang diluluskan dan mendapatkan petikan yang berkaitan semasa pertanyaan dibuat. Pendekatan ini memastikan jawapan sentiasa terkini, membolehkan rujukan kepada dokumen sumber dan mematuhi kebenaran akses sedia ada apabila lapisan carian disepadukan dengan sistem identiti. Kualiti hasil lebih bergantung pada penyediaan dokumen dan kawalan akses berbanding pilihan model.',
      impact: 'Jawapan tepat berasaskan pengetahuan syarikat',
      applications: [
        'Pembantu dasar dan prosedur untuk kakitangan',
        'Analisis dokumen kontrak dan tender',
        'Pangkalan pengetahuan sokongan teknikal',
      ],
    },
    {
      title: 'Model Bahasa Tempatan dan Model yang Lebih Kecil',
      content:
        'Model terbuka seperti Llama 2 daripada Meta dan Mistral 7B, serta inisiatif serantau seperti SEA-LION oleh AI Singapore, memberikan organisasi alternatif kepada model proprietari yang besar untuk tugasan tertentu. Model yang lebih kecil boleh dijalankan pada infrastruktur GPU bersaiz sederhana di pusat data tempatan atau rantau awan di dalam negara, sekali gus membantu pematuhan keperluan penempatan data dan mengurangkan kos bagi setiap pertanyaan. Bagi banyak tugasan pengelasan, pengekstrakan dan ringkasan dalam Bahasa Indonesia atau Bahasa Melayu, model kecil yang ditala dengan baik mampu memberikan prestasi setanding pada sebahagian kecil daripada kosnya.',
      impact: 'Kos inferens lebih rendah dan penempatan data yang lebih baik',
      applications: [
        'Komunikasi pelanggan dalam Bahasa Indonesia dan Bahasa Melayu',
        'Pengelasan dokumen di premis',
        'Ringkasan transkrip panggilan',
      ],
    },
    {
      title: 'AI Bertanggungjawab dan Tadbir Urus',
      content:
        'Pengawal selia di rantau ini sedang menetapkan jangkaan yang lebih jelas: Singapura telah menerbitkan Model AI Governance Framework dan kit alat ujian AI Verify, Indonesia mengeluarkan surat pekeliling menteri mengenai etika kecerdasan buatan pada akhir 2023, dan undang-undang data peribadi di ketiga-tiga negara terpakai kepada sistem AI yang memproses maklumat pelanggan. Perusahaan memerlukan inventori kes penggunaan AI, pengelasan risiko, semakan oleh manusia bagi keputusan berimpak tinggi dan rekod yang boleh ditunjukkan kepada juruaudit. Membina kawalan ini lebih awal jauh lebih murah berbanding menambahkannya selepas berlaku insiden.',
      impact: 'Risiko kawal selia dan reputasi yang lebih rendah',
      applications: [
        'Daftar kes penggunaan AI dan penilaian risiko',
        'Ujian berat sebelah dan keteguhan sebelum pelancaran',
        'Jejak audit bagi keputusan yang dibantu AI',
      ],
    },
  ],
  technologies: [
    {
      name: 'Azure OpenAI Service',
      description:
        'Perkhidmatan terurus Microsoft untuk model OpenAI seperti GPT-4, dengan rangkaian persendirian, penapisan kandungan dan komitmen perlindungan data perusahaan.',
      applications: 'Pembantu sembang dan dokumen perusahaan',
    },
    {
      name: 'Amazon Bedrock',
      description:
        'Perkhidmatan AWS terurus sepenuhnya yang menawarkan foundation model daripada Anthropic, Meta, Cohere dan Amazon melalui satu API, dengan pilihan penyesuaian secara persendirian.',
      applications: 'Aplikasi AI generatif pelbagai model',
    },
    {
      name: 'LangChain',
      description:
        'Rangka kerja sumber terbuka untuk membina aplikasi berasaskan model bahasa besar dengan menggabungkan prompt, carian data, alat dan memori.',
      applications: 'Saluran paip retrieval-augmented generation',
    },
    {
      name: 'MLflow',
      description:
        'Platform sumber terbuka untuk penjejakan eksperimen, pendaftaran model dan pelaksanaan yang kini turut menyediakan ciri penilaian bagi model bahasa besar.',
      applications: 'Pengurusan kitaran hayat model dan prompt',
    },
  ],
  implementation: {
    steps: [
      'Kenal pasti lima hingga sepuluh calon kes penggunaan dan susun mengikut nilai perniagaan, kesediaan data dan risiko.',
      'Wujudkan dasar tadbir urus AI yang merangkumi alat yang diluluskan, pengelasan data, semakan oleh manusia dan pengendalian insiden.',
      'Bina platform bersama untuk akses model, carian data, pengelogan dan pemantauan kos, dan bukannya membiarkan setiap pasukan membuat integrasi sendiri.',
      'Laksanakan dua atau tiga projek rintis pengeluaran dengan ukuran kejayaan yang jelas, seperti masa pengendalian, ketepatan atau kepuasan pengguna.',
      'Semak hasil bersama pemilik perniagaan, hentikan kes penggunaan yang lemah dan kembangkan kes yang berjaya ke seluruh jabatan.',
    ],
    challenges: [
      'Dokumen perusahaan sering kali lapuk, berulang atau mempunyai tetapan kebenaran yang lemah, lalu menghasilkan jawapan AI yang tidak tepat atau tidak sesuai.',
      'Harga berasaskan penggunaan bagi model besar boleh menjadikan kos sukar dijangka apabila penggunaan berkembang lebih pantas daripada jangkaan.',
      'Kemahiran dalam prompt engineering, penilaian model dan MLOps masih terhad dalam pasaran pekerjaan serantau, dan persaingan untuk mendapatkannya amat sengit.',
    ],
    bestPractices: [
      'Kekalkan penglibatan manusia bagi keputusan yang memberi kesan kepada pelanggan, pekerja atau kewangan.',
      'Bina set data penilaian daripada soalan sebenar pengguna dan uji setiap perubahan prompt atau model terhadapnya sebelum pelancaran.',
      'Kuatkuasakan kebenaran akses sedia ada pada lapisan carian supaya pengguna hanya menerima jawapan daripada dokumen yang dibenarkan untuk mereka baca.',
      'Tetapkan belanjawan, kuota dan amaran bagi penggunaan model sejak hari pertama setiap projek rintis.',
    ],
  },
  conclusion:
    'Perusahaan yang paling mendapat manfaat daripada AI pada 2025 bukan semestinya yang memiliki model terbesar, tetapi yang mempunyai data yang bersih, tadbir urus yang jelas dan laluan yang berdisiplin daripada projek rintis kepada pengeluaran. Pembuat keputusan wajar menggunakan beberapa bulan akan datang untuk menyediakan platform, dasar dan kemahiran supaya setiap kes penggunaan baharu dapat dilaksanakan dengan lebih pantas dan selamat berbanding sebelumnya. Meridian IT Services membantu pelanggan di seluruh Indonesia, Malaysia dan Singapura menentukan keutamaan kes penggunaan dan membina keupayaan AI yang berkekalan.',
  tags: ['Kecerdasan Buatan', 'AI Generatif', 'Tadbir Urus AI', 'LLMOps'],
};

export default body;
