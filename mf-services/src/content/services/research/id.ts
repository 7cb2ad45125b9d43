import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membantu Anda memutuskan teknologi baru mana yang layak mendapat anggaran: penilaian terstruktur tentang apa yang sudah siap dan apa yang sekadar tren, diikuti uji coba kecil dengan batas waktu yang menghasilkan bukti, bukan sekadar presentasi.',
  keyFeatures: [
    {
      title: 'Radar teknologi',
      description:
        'Tinjauan dua kali setahun atas teknologi baru, dinilai berdasarkan kematangan, relevansi, dan risikonya bagi bisnis Anda.',
    },
    {
      title: 'Uji coba dengan batas waktu',
      description: 'Uji coba selama enam hingga sepuluh minggu dengan kriteria keberhasilan yang disepakati sebelum pekerjaan dimulai.',
    },
    {
      title: 'Bukti yang dapat Anda presentasikan',
      description:
        'Setiap uji coba diakhiri dengan hasil terukur, biaya untuk memperluas skala, dan rekomendasi jelas untuk melanjutkan, mengubah arah, atau berhenti.',
    },
    {
      title: 'Inovasi bersama tim Anda',
      description:
        'Staf Anda bekerja berdampingan dengan engineer kami, sehingga pengetahuan tetap berada di perusahaan setelah uji coba selesai.',
    },
  ],
  technologies: [
    {
      category: 'AI generatif',
      tools: ['Azure OpenAI Service', 'Amazon Bedrock', 'LangChain', 'Llama'],
      description: 'Model fondasi dan framework orkestrasi untuk asisten, pencarian perusahaan, dan alur kerja dokumen.',
    },
    {
      category: 'Pembuatan prototipe',
      tools: ['Figma', 'Streamlit', 'Node-RED', 'Raspberry Pi'],
      description:
        'Alat untuk mengubah ide menjadi sesuatu yang dapat dicoba pengguna dalam hitungan hari, di layar maupun di lantai produksi.',
    },
    {
      category: 'Platform baru',
      tools: ['Qiskit', 'NVIDIA Omniverse', 'Hyperledger Fabric', 'Unity'],
      description:
        'Perangkat kuantum, digital twin, buku besar terdistribusi, dan komputasi spasial yang kami gunakan untuk menguji kesiapan bagi bisnis.',
    },
  ],
  subServices: [
    {
      id: 'emerging-tech',
      icon: 'radar',
      title: 'Teknologi Baru',
      description:
        'Penilaian independen atas teknologi seperti AI generatif, digital twin, dan komputasi kuantum, yang diukur terhadap kasus bisnis Anda, bukan terhadap tren sesaat.',
      features: [
        {
          name: 'Pemantauan teknologi',
          description: 'Pelacakan vendor, startup, riset, dan standar di bidang yang penting bagi sektor Anda.',
          benefit: 'Lebih sedikit kejutan dari pesaing dan pemasok.',
        },
        {
          name: 'Penilaian kematangan',
          description: 'Teknologi dinilai berdasarkan kesiapan, stabilitas vendor, ketersediaan keahlian, dan total biaya kepemilikan.',
          benefit: 'Keputusan investasi berdasarkan bukti, bukan materi pemasaran.',
        },
        {
          name: 'Proof of concept',
          description:
            'Uji teknis terfokus yang menjawab pertanyaan paling berisiko terlebih dahulu, dibangun dalam dua hingga empat minggu.',
          benefit: 'Kelayakan diketahui sebelum anggaran dikomitmenkan.',
        },
        {
          name: 'Tinjauan risiko dan kepatuhan',
          description:
            'Implikasi keamanan, privasi, dan regulasi dinilai, termasuk PDPA di Singapura dan Malaysia serta UU PDP di Indonesia.',
          benefit: 'Tim hukum dan keamanan terlibat sejak awal, bukan saat peluncuran.',
        },
      ],
      tools: [
        {
          name: 'Azure OpenAI Service',
          category: 'AI generatif',
          useCase: 'Menguji asisten dan alur kerja dokumen dengan kontrol data perusahaan',
        },
        { name: 'NVIDIA Omniverse', category: 'Digital twin', useCase: 'Menyimulasikan pabrik dan gudang sebelum mengubahnya' },
        { name: 'Qiskit', category: 'Komputasi kuantum', useCase: 'Mengeksplorasi masalah optimasi pada simulator kuantum' },
        {
          name: 'Hyperledger Fabric',
          category: 'Buku besar terdistribusi',
          useCase: 'Menguji kasus penggunaan catatan bersama antar mitra bisnis',
        },
      ],
      applications: [
        {
          name: 'Tinjauan kesiapan AI generatif',
          industry: 'Jasa keuangan',
          impact: 'Daftar pendek kasus penggunaan beserta estimasi biaya dan risiko',
        },
        {
          name: 'Studi kelayakan digital twin',
          industry: 'Manufaktur',
          impact: 'Kasus bisnis yang jelas sebelum belanja modal dikeluarkan',
        },
        { name: 'Studi optimasi rute', industry: 'Logistik', impact: 'Manfaat terukur dibandingkan alat perencanaan saat ini' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Sepakati pertanyaan dan prioritas bisnis',
            'Wawancarai pemangku kepentingan dan pengguna',
            'Tinjau inisiatif dan vendor yang ada',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Susun daftar pendek teknologi yang akan dinilai',
            'Tetapkan kriteria dan bobot evaluasi',
            'Jadwalkan pemaparan vendor dan pengujian',
          ],
        },
        {
          phase: 'execution',
          steps: ['Teliti vendor, standar, dan referensi', 'Jalankan pengujian proof of concept', 'Beri skor dan bandingkan pilihan'],
        },
        {
          phase: 'support',
          steps: ['Sampaikan temuan dan rekomendasi', 'Perbarui radar teknologi dua kali setahun', 'Berikan saran dalam pemilihan vendor'],
        },
      ],
    },
    {
      id: 'innovation-lab',
      icon: 'lightbulb',
      title: 'Laboratorium Inovasi',
      description:
        'Tim lintas fungsi yang ringkas untuk membawa ide Anda dari lokakarya menjadi uji coba yang berjalan dengan pengguna nyata dalam enam hingga sepuluh minggu.',
      features: [
        {
          name: 'Design sprint',
          description: 'Lokakarya lima hari untuk merumuskan masalah, membuat sketsa solusi, dan menguji prototipe dengan pengguna nyata.',
          benefit: 'Ide yang lemah dihentikan dalam seminggu, bukan setahun.',
        },
        {
          name: 'Pembuatan prototipe cepat',
          description:
            'Desain yang dapat diklik dan perangkat lunak yang berfungsi, dibangun dalam iterasi singkat dengan demo setiap minggu.',
          benefit: 'Pemangku kepentingan menanggapi sesuatu yang nyata.',
        },
        {
          name: 'Uji coba di lapangan',
          description:
            'Uji coba dijalankan dengan kelompok pelanggan atau staf terbatas, dengan penggunaan dan hasil yang diukur sepanjang waktu.',
          benefit: 'Keputusan untuk memperluas skala didukung data nyata.',
        },
        {
          name: 'Jalur menuju produksi',
          description:
            'Arsitektur, keamanan, dan biaya operasional ditinjau selama uji coba, sehingga hasil yang berhasil dapat diperluas.',
          benefit: 'Tidak perlu menulis ulang dari nol setelah uji coba berhasil.',
        },
      ],
      tools: [
        { name: 'Figma', category: 'Desain', useCase: 'Prototipe interaktif untuk pengujian pengguna' },
        { name: 'Miro', category: 'Kolaborasi', useCase: 'Lokakarya jarak jauh dan design sprint' },
        { name: 'Streamlit', category: 'Pembuatan prototipe', useCase: 'Prototipe data dan AI yang ditulis dengan Python' },
        { name: 'Firebase', category: 'Back end', useCase: 'Back end terkelola untuk uji coba aplikasi seluler dan web' },
      ],
      applications: [
        { name: 'Aplikasi klaim swalayan', industry: 'Asuransi', impact: 'Divalidasi bersama pelanggan sebelum pengembangan penuh' },
        {
          name: 'Asisten teknisi lapangan',
          industry: 'Utilitas',
          impact: 'Lebih banyak perbaikan tuntas pada kunjungan pertama di wilayah uji coba',
        },
        { name: 'Uji coba kampus pintar', industry: 'Pendidikan', impact: 'Penggunaan ruang dan energi terukur sebelum investasi besar' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Rumuskan masalah bersama sponsor', 'Wawancarai pengguna sasaran', 'Sepakati ukuran keberhasilan'],
        },
        {
          phase: 'planning',
          steps: ['Bentuk tim uji coba', 'Tetapkan cakupan, anggaran, dan batas waktu', 'Rencanakan rekrutmen pengguna dan akses data'],
        },
        {
          phase: 'development',
          steps: ['Jalankan design sprint', 'Bangun dalam iterasi mingguan', 'Uji bersama pengguna di setiap siklus'],
        },
        {
          phase: 'deployment',
          steps: [
            'Luncurkan uji coba dengan kelompok terbatas',
            'Ukur hasil terhadap target',
            'Rekomendasikan perluasan, perubahan arah, atau penghentian',
          ],
        },
      ],
    },
  ],
};

export default content;
