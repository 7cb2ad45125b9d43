import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membina sistem pembelajaran mesin yang benar-benar memberi nilai dalam pengeluaran: model yang dilatih dengan data anda sendiri, dilaksanakan di sebalik API yang dipantau, dan disemak oleh mereka yang keputusannya disokong oleh model tersebut.',
  keyFeatures: [
    {
      title: 'Penemuan kes penggunaan',
      description:
        'Penilaian selama dua minggu menyusun kedudukan calon kes penggunaan mengikut nilai, kesediaan data dan risiko sebelum sebarang model dibina.',
    },
    {
      title: 'MLOps pengeluaran',
      description:
        'Data berversi, saluran paip latihan yang boleh dihasilkan semula, dan pemantauan hanyutan dengan amaran yang boleh diambil tindakan oleh pasukan anda.',
    },
    {
      title: 'AI bertanggungjawab',
      description: 'Ujian bias, laporan kebolehjelasan dan semakan human-in-the-loop yang diterapkan dalam setiap pelaksanaan.',
    },
    {
      title: 'Integrasi dengan sistem anda',
      description: 'Ramalan disampaikan di tempat kerja dilakukan: ERP, CRM, aplikasi mudah alih atau gudang data anda.',
    },
  ],
  technologies: [
    {
      category: 'Pembelajaran mesin',
      tools: ['PyTorch', 'scikit-learn', 'XGBoost', 'Hugging Face Transformers'],
      description:
        'Rangka kerja yang kami pilih mengikut masalah: gradient boosting untuk data berjadual, pembelajaran mendalam untuk imej dan teks.',
    },
    {
      category: 'MLOps',
      tools: ['MLflow', 'Kubeflow', 'Amazon SageMaker', 'Azure Machine Learning'],
      description: 'Penjejakan eksperimen, pendaftaran model dan latihan semula automatik di awan yang sudah anda gunakan.',
    },
    {
      category: 'Data',
      tools: ['Apache Spark', 'dbt', 'Snowflake', 'PostgreSQL'],
      description: 'Saluran paip ciri yang menggunakan semula gudang data anda dan bukannya menyalin data ke satu lagi silo.',
    },
  ],
  subServices: [
    {
      id: 'predictive-analytics',
      icon: 'line-chart',
      title: 'Analitik Ramalan',
      description:
        'Ramalan permintaan, pelanggan yang berhenti, risiko dan keperluan penyelenggaraan yang disepadukan dengan keputusan yang sudah anda buat.',
      features: [
        {
          name: 'Ramalan permintaan',
          description: 'Ramalan peringkat kedai dan SKU yang menggabungkan sejarah jualan, promosi, cuti umum dan cuaca.',
          benefit: 'Lazimnya 20–30% kurang kehabisan stok dan lebihan stok.',
        },
        {
          name: 'Ramalan pelanggan berhenti',
          description: 'Memberi skor kepada setiap pelanggan setiap minggu berserta sebab di sebalik skor itu, bukan sekadar nombor.',
          benefit: 'Pasukan pengekalan pelanggan menghubungi pelanggan yang betul terlebih dahulu.',
        },
        {
          name: 'Penyelenggaraan ramalan',
          description: 'Data penderia dan arahan kerja ditukar kepada kebarangkalian kegagalan bagi setiap aset.',
          benefit: 'Pembaikan terancang menggantikan masa henti yang tidak dirancang.',
        },
        {
          name: 'Pemarkahan risiko kredit dan penipuan',
          description: 'Model yang boleh dijelaskan dan memenuhi keperluan tadbir urus risiko model serta audit.',
          benefit: 'Kelulusan lebih pantas dengan kerugian yang lebih rendah.',
        },
      ],
      tools: [
        { name: 'XGBoost', category: 'Pemodelan', useCase: 'Model gradient boosting untuk data perniagaan berjadual' },
        { name: 'Prophet', category: 'Siri masa', useCase: 'Ramalan bermusim dengan kesan cuti umum' },
        { name: 'MLflow', category: 'MLOps', useCase: 'Penjejakan eksperimen dan pendaftaran model' },
        {
          name: 'Power BI',
          category: 'Visualisasi',
          useCase: 'Ramalan dan faktor pendorong dalam papan pemuka yang sudah digunakan pasukan',
        },
      ],
      applications: [
        { name: 'Perancangan inventori', industry: 'Runcit', impact: 'Modal kerja yang terikat pada stok lebih rendah' },
        { name: 'Penyelenggaraan peralatan', industry: 'Pembuatan', impact: 'Sehingga 40% kurang henti tugas yang tidak dirancang' },
        { name: 'Permohonan pinjaman', industry: 'Perkhidmatan kewangan', impact: 'Keputusan dalam beberapa minit, bukan beberapa hari' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan keputusan yang akan disokong oleh ramalan',
            'Mengaudit sumber dan sejarah data',
            'Bersetuju tentang garis dasar ketepatan yang perlu diatasi',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menentukan ciri dan tetingkap pengesahan',
            'Memilih sasaran pelaksanaan dan kekerapan kemas kini',
            'Menyediakan tadbir urus dan kelulusan',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membina dan menguji balik model calon',
            'Menerangkan faktor pendorong kepada pemilik perniagaan',
            'Membungkus model di sebalik API',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau ketepatan dan hanyutan',
            'Melatih semula mengikut jadual atau apabila ada amaran',
            'Semakan suku tahunan terhadap impak perniagaan',
          ],
        },
      ],
    },
    {
      id: 'computer-vision',
      icon: 'eye',
      title: 'Penglihatan Komputer',
      description: 'Model imej dan video yang memeriksa, mengira dan membaca, sama ada pada peranti pinggir atau di awan.',
      features: [
        {
          name: 'Pemeriksaan kualiti visual',
          description: 'Mengesan kecacatan permukaan, komponen yang tiada dan ketidakjajaran di barisan pengeluaran.',
          benefit: 'Pemeriksaan yang konsisten pada kelajuan penuh barisan pengeluaran.',
        },
        {
          name: 'Penangkapan dokumen',
          description: 'Membaca invois, kad pengenalan dan borang, termasuk tulisan tangan, kepada data berstruktur.',
          benefit: 'Kemasukan data secara manual dikurangkan sehingga 80%.',
        },
        {
          name: 'Pemantauan keselamatan',
          description: 'Menandakan kelengkapan pelindung diri yang tidak dipakai dan kemasukan ke zon larangan dalam masa nyata.',
          benefit: 'Kurang insiden tanpa menambah penyelia.',
        },
        {
          name: 'Analitik rak dan stok',
          description: 'Mengira produk dan mengesan ruang kosong daripada kamera kedai atau gudang.',
          benefit: 'Pengisian semula berdasarkan apa yang benar-benar ada di rak.',
        },
      ],
      tools: [
        { name: 'YOLO', category: 'Pengesanan objek', useCase: 'Pengesanan masa nyata pada peranti pinggir' },
        { name: 'OpenCV', category: 'Pemprosesan imej', useCase: 'Prapemprosesan dan langkah penglihatan klasik' },
        { name: 'NVIDIA Jetson', category: 'Perkakasan pinggir', useCase: 'Inferens di tapak tanpa menghantar video ke awan' },
        { name: 'Azure AI Document Intelligence', category: 'AI dokumen', useCase: 'Pengekstrakan borang dan invois' },
      ],
      applications: [
        { name: 'Pemeriksaan barisan pengeluaran', industry: 'Pembuatan', impact: 'Kadar kecacatan yang terlepas turun lebih separuh' },
        { name: 'Pemprosesan dokumen tuntutan', industry: 'Insurans', impact: 'Tuntutan didaftarkan pada hari yang sama' },
        { name: 'Keselamatan tapak', industry: 'Pembinaan', impact: 'Kejadian hampir celaka dikesan sebelum menjadi insiden' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Merakam atau mengambil sampel keadaan sebenar di tapak',
            'Mentakrifkan apa yang dikira sebagai kecacatan atau kejadian',
            'Menganggar usaha pelabelan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memilih inferens di pinggir atau di awan',
            'Merancang kedudukan kamera dan pencahayaan',
            'Bersetuju tentang langkah perlindungan privasi',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Melabel data dan melatih model',
            'Mengesahkan dengan rakaman yang diasingkan',
            'Menyepadukan amaran dengan sistem sedia ada',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Perintis di satu barisan atau tapak',
            'Menala ambang bersama pengendali',
            'Pelancaran menyeluruh dengan papan pemuka pemantauan',
          ],
        },
      ],
    },
  ],
};

export default content;
