import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membangun sistem machine learning yang benar-benar memberikan nilai di lingkungan produksi: model yang dilatih dengan data Anda sendiri, diterapkan di balik API yang dipantau, dan ditinjau oleh orang-orang yang keputusannya didukung oleh model tersebut.',
  keyFeatures: [
    {
      title: 'Penemuan kasus penggunaan',
      description:
        'Asesmen selama dua minggu memeringkat kandidat kasus penggunaan berdasarkan nilai, kesiapan data, dan risiko sebelum model apa pun dibangun.',
    },
    {
      title: 'MLOps produksi',
      description:
        'Data berversi, pipeline pelatihan yang dapat direproduksi, serta pemantauan drift dengan peringatan yang dapat ditindaklanjuti tim Anda.',
    },
    {
      title: 'AI yang bertanggung jawab',
      description: 'Pengujian bias, laporan keterjelasan, dan peninjauan human-in-the-loop yang terintegrasi dalam setiap penerapan.',
    },
    {
      title: 'Integrasi dengan sistem Anda',
      description: 'Prediksi dikirimkan ke tempat pekerjaan berlangsung: ERP, CRM, aplikasi seluler, atau gudang data Anda.',
    },
  ],
  technologies: [
    {
      category: 'Machine learning',
      tools: ['PyTorch', 'scikit-learn', 'XGBoost', 'Hugging Face Transformers'],
      description:
        'Framework yang kami pilih sesuai masalahnya: gradient boosting untuk data tabular, deep learning untuk gambar dan teks.',
    },
    {
      category: 'MLOps',
      tools: ['MLflow', 'Kubeflow', 'Amazon SageMaker', 'Azure Machine Learning'],
      description: 'Pelacakan eksperimen, registri model, dan pelatihan ulang otomatis di cloud yang sudah Anda gunakan.',
    },
    {
      category: 'Data',
      tools: ['Apache Spark', 'dbt', 'Snowflake', 'PostgreSQL'],
      description: 'Pipeline fitur yang memanfaatkan gudang data Anda, alih-alih menyalin data ke silo baru lagi.',
    },
  ],
  subServices: [
    {
      id: 'predictive-analytics',
      icon: 'line-chart',
      title: 'Analitik Prediktif',
      description:
        'Prakiraan permintaan, churn, risiko, dan kebutuhan pemeliharaan yang terhubung langsung dengan keputusan yang sudah Anda ambil.',
      features: [
        {
          name: 'Prakiraan permintaan',
          description: 'Prakiraan per toko dan per SKU yang menggabungkan riwayat penjualan, promosi, hari libur, dan cuaca.',
          benefit: 'Umumnya 20–30% lebih sedikit kehabisan stok dan kelebihan stok.',
        },
        {
          name: 'Prediksi churn',
          description: 'Memberi skor setiap pelanggan setiap minggu beserta alasan di balik skor tersebut, bukan sekadar angka.',
          benefit: 'Tim retensi menghubungi pelanggan yang tepat terlebih dahulu.',
        },
        {
          name: 'Pemeliharaan prediktif',
          description: 'Data sensor dan perintah kerja diolah menjadi probabilitas kegagalan untuk setiap aset.',
          benefit: 'Perbaikan terencana menggantikan waktu henti yang tidak terencana.',
        },
        {
          name: 'Penilaian risiko kredit dan penipuan',
          description: 'Model yang dapat dijelaskan dan memenuhi persyaratan tata kelola risiko model serta audit.',
          benefit: 'Persetujuan lebih cepat dengan kerugian lebih kecil.',
        },
      ],
      tools: [
        { name: 'XGBoost', category: 'Pemodelan', useCase: 'Model gradient boosting untuk data bisnis tabular' },
        { name: 'Prophet', category: 'Deret waktu', useCase: 'Prakiraan musiman dengan efek hari libur' },
        { name: 'MLflow', category: 'MLOps', useCase: 'Pelacakan eksperimen dan registri model' },
        { name: 'Power BI', category: 'Visualisasi', useCase: 'Prakiraan dan faktor pendorongnya di dasbor yang sudah digunakan tim' },
      ],
      applications: [
        { name: 'Perencanaan persediaan', industry: 'Ritel', impact: 'Modal kerja yang tertahan di stok lebih rendah' },
        { name: 'Pemeliharaan peralatan', industry: 'Manufaktur', impact: 'Hingga 40% lebih sedikit penghentian yang tidak terencana' },
        { name: 'Originasi pinjaman', industry: 'Jasa keuangan', impact: 'Keputusan dalam hitungan menit, bukan hari' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan keputusan yang akan didukung prakiraan',
            'Mengaudit sumber dan riwayat data',
            'Menyepakati baseline akurasi yang harus dilampaui',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Menentukan fitur dan jendela validasi',
            'Memilih target penerapan dan frekuensi pembaruan',
            'Menyiapkan tata kelola dan persetujuan',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membangun dan melakukan back-test model kandidat',
            'Menjelaskan faktor pendorong kepada pemilik bisnis',
            'Mengemas model di balik API',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau akurasi dan drift',
            'Melatih ulang sesuai jadwal atau saat ada peringatan',
            'Tinjauan dampak bisnis setiap kuartal',
          ],
        },
      ],
    },
    {
      id: 'computer-vision',
      icon: 'eye',
      title: 'Visi Komputer',
      description: 'Model gambar dan video yang memeriksa, menghitung, dan membaca, di perangkat edge maupun di cloud.',
      features: [
        {
          name: 'Inspeksi kualitas visual',
          description: 'Mendeteksi cacat permukaan, komponen yang hilang, dan ketidaksejajaran di lini produksi.',
          benefit: 'Inspeksi yang konsisten pada kecepatan lini penuh.',
        },
        {
          name: 'Pengambilan data dokumen',
          description: 'Membaca faktur, kartu identitas, dan formulir, termasuk tulisan tangan, menjadi data terstruktur.',
          benefit: 'Input manual berkurang hingga 80%.',
        },
        {
          name: 'Pemantauan keselamatan',
          description: 'Menandai alat pelindung diri yang tidak dipakai dan masuknya orang ke zona terlarang secara real time.',
          benefit: 'Insiden berkurang tanpa menambah pengawas.',
        },
        {
          name: 'Analitik rak dan stok',
          description: 'Menghitung produk dan mendeteksi kekosongan dari kamera toko atau gudang.',
          benefit: 'Pengisian ulang didasarkan pada apa yang benar-benar ada di rak.',
        },
      ],
      tools: [
        { name: 'YOLO', category: 'Deteksi objek', useCase: 'Deteksi real-time di perangkat edge' },
        { name: 'OpenCV', category: 'Pemrosesan gambar', useCase: 'Pra-pemrosesan dan langkah visi klasik' },
        { name: 'NVIDIA Jetson', category: 'Perangkat keras edge', useCase: 'Inferensi di lokasi tanpa mengirim video ke cloud' },
        { name: 'Azure AI Document Intelligence', category: 'AI dokumen', useCase: 'Ekstraksi formulir dan faktur' },
      ],
      applications: [
        { name: 'Inspeksi lini produksi', industry: 'Manufaktur', impact: 'Tingkat cacat yang lolos turun lebih dari setengah' },
        { name: 'Pemrosesan dokumen klaim', industry: 'Asuransi', impact: 'Klaim terdaftar pada hari yang sama' },
        { name: 'Keselamatan lokasi kerja', industry: 'Konstruksi', impact: 'Kejadian nyaris celaka terdeteksi sebelum menjadi insiden' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Merekam atau mengambil sampel kondisi nyata di lokasi',
            'Mendefinisikan apa yang dianggap sebagai cacat atau kejadian',
            'Memperkirakan upaya pelabelan',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memilih inferensi di edge atau di cloud',
            'Merencanakan penempatan kamera dan pencahayaan',
            'Menyepakati perlindungan privasi',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Melabeli data dan melatih model',
            'Memvalidasi dengan rekaman yang disisihkan',
            'Mengintegrasikan peringatan dengan sistem yang ada',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Uji coba di satu lini atau lokasi',
            'Menyetel ambang batas bersama operator',
            'Peluncuran menyeluruh dengan dasbor pemantauan',
          ],
        },
      ],
    },
  ],
};

export default content;
