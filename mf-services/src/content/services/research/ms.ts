import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membantu anda menentukan teknologi baharu yang wajar menerima bajet anda: penilaian berstruktur tentang apa yang sudah sedia dan apa yang sekadar gembar-gembur, diikuti perintis kecil dengan tempoh tetap yang menghasilkan bukti, bukan sekadar slaid pembentangan.',
  keyFeatures: [
    {
      title: 'Radar teknologi',
      description:
        'Semakan dua kali setahun terhadap teknologi baharu, dinilai dari segi kematangan, kaitan dan risiko kepada perniagaan anda.',
    },
    {
      title: 'Perintis dengan tempoh tetap',
      description: 'Perintis selama enam hingga sepuluh minggu dengan kriteria kejayaan yang dipersetujui sebelum kerja bermula.',
    },
    {
      title: 'Bukti yang boleh anda bentangkan',
      description:
        'Setiap perintis berakhir dengan keputusan yang diukur, kos untuk meluaskan skala dan cadangan jelas sama ada untuk meluaskan, mengubah hala atau berhenti.',
    },
    {
      title: 'Inovasi bersama pasukan anda',
      description: 'Kakitangan anda bekerja bersama jurutera kami, supaya pengetahuan kekal dalam organisasi selepas perintis tamat.',
    },
  ],
  technologies: [
    {
      category: 'AI generatif',
      tools: ['Azure OpenAI Service', 'Amazon Bedrock', 'LangChain', 'Llama'],
      description: 'Model asas dan rangka kerja orkestrasi untuk pembantu maya, carian perusahaan dan aliran kerja dokumen.',
    },
    {
      category: 'Pembinaan prototaip',
      tools: ['Figma', 'Streamlit', 'Node-RED', 'Raspberry Pi'],
      description: 'Alat untuk menukar idea kepada sesuatu yang boleh dicuba pengguna dalam beberapa hari, di skrin atau di lantai kilang.',
    },
    {
      category: 'Platform baharu',
      tools: ['Qiskit', 'NVIDIA Omniverse', 'Hyperledger Fabric', 'Unity'],
      description:
        'Kit alat kuantum, kembar digital, lejar teragih dan pengkomputeran ruang yang kami gunakan untuk menguji kesediaan bagi kegunaan perniagaan.',
    },
  ],
  subServices: [
    {
      id: 'emerging-tech',
      icon: 'radar',
      title: 'Teknologi Baharu',
      description:
        'Penilaian bebas terhadap teknologi seperti AI generatif, kembar digital dan pengkomputeran kuantum, diukur berdasarkan kes perniagaan anda dan bukan gembar-gembur semasa.',
      features: [
        {
          name: 'Peninjauan teknologi',
          description: 'Penjejakan vendor, syarikat pemula, penyelidikan dan piawaian dalam bidang yang penting kepada sektor anda.',
          benefit: 'Kurang kejutan daripada pesaing dan pembekal.',
        },
        {
          name: 'Penilaian kematangan',
          description: 'Teknologi dinilai dari segi kesediaan, kestabilan vendor, ketersediaan kemahiran dan jumlah kos pemilikan.',
          benefit: 'Keputusan pelaburan berdasarkan bukti, bukan bahan pemasaran.',
        },
        {
          name: 'Bukti konsep',
          description:
            'Ujian teknikal yang sempit untuk menjawab soalan paling berisiko terlebih dahulu, dibina dalam dua hingga empat minggu.',
          benefit: 'Kebolehlaksanaan diketahui sebelum bajet diperuntukkan.',
        },
        {
          name: 'Semakan risiko dan pematuhan',
          description:
            'Implikasi keselamatan siber, privasi dan peraturan dinilai, termasuk PDPA di Singapura dan Malaysia serta UU PDP di Indonesia.',
          benefit: 'Pasukan perundangan dan keselamatan terlibat dari awal, bukan semasa pelancaran.',
        },
      ],
      tools: [
        {
          name: 'Azure OpenAI Service',
          category: 'AI generatif',
          useCase: 'Menguji pembantu maya dan aliran kerja dokumen dengan kawalan data perusahaan',
        },
        { name: 'NVIDIA Omniverse', category: 'Kembar digital', useCase: 'Menyimulasikan kilang dan gudang sebelum mengubahnya' },
        { name: 'Qiskit', category: 'Pengkomputeran kuantum', useCase: 'Meneroka masalah pengoptimuman pada simulator kuantum' },
        { name: 'Hyperledger Fabric', category: 'Lejar teragih', useCase: 'Menguji kes penggunaan rekod dikongsi antara rakan niaga' },
      ],
      applications: [
        {
          name: 'Semakan kesediaan AI generatif',
          industry: 'Perkhidmatan kewangan',
          impact: 'Senarai pendek kes penggunaan berserta anggaran kos dan risiko',
        },
        {
          name: 'Kajian kebolehlaksanaan kembar digital',
          industry: 'Pembuatan',
          impact: 'Kes perniagaan yang jelas sebelum perbelanjaan modal dibuat',
        },
        { name: 'Kajian pengoptimuman laluan', industry: 'Logistik', impact: 'Keuntungan diukur berbanding alat perancangan semasa' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Persetujui soalan dan keutamaan perniagaan',
            'Temu bual pihak berkepentingan dan pengguna',
            'Semak inisiatif dan vendor sedia ada',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Senarai pendek teknologi untuk dinilai',
            'Tetapkan kriteria dan pemberat penilaian',
            'Jadualkan taklimat vendor dan ujian',
          ],
        },
        {
          phase: 'execution',
          steps: ['Kaji vendor, piawaian dan rujukan', 'Jalankan ujian bukti konsep', 'Beri skor dan bandingkan pilihan'],
        },
        {
          phase: 'support',
          steps: [
            'Bentangkan dapatan dan cadangan',
            'Kemas kini radar teknologi dua kali setahun',
            'Beri nasihat tentang pemilihan vendor',
          ],
        },
      ],
    },
    {
      id: 'innovation-lab',
      icon: 'lightbulb',
      title: 'Makmal Inovasi',
      description:
        'Pasukan rentas fungsi yang kecil untuk membawa idea anda daripada bengkel kepada perintis yang berfungsi dengan pengguna sebenar dalam enam hingga sepuluh minggu.',
      features: [
        {
          name: 'Pecutan reka bentuk',
          description: 'Bengkel lima hari untuk merangka masalah, melakar penyelesaian dan menguji prototaip dengan pengguna sebenar.',
          benefit: 'Idea yang lemah digugurkan dalam seminggu, bukan setahun.',
        },
        {
          name: 'Pembinaan prototaip pantas',
          description: 'Reka bentuk yang boleh diklik dan perisian yang berfungsi, dibina dalam lelaran singkat dengan demo setiap minggu.',
          benefit: 'Pihak berkepentingan memberi maklum balas terhadap sesuatu yang nyata.',
        },
        {
          name: 'Perintis di lapangan',
          description:
            'Perintis dijalankan dengan kumpulan pelanggan atau kakitangan yang terhad, dengan penggunaan dan hasil diukur sepanjang tempoh.',
          benefit: 'Keputusan untuk meluaskan skala disokong data sebenar.',
        },
        {
          name: 'Laluan ke pengeluaran',
          description: 'Seni bina, keselamatan dan kos operasi disemak semasa perintis, supaya hasil yang berjaya boleh diluaskan.',
          benefit: 'Tiada penulisan semula dari awal selepas perintis berjaya.',
        },
      ],
      tools: [
        { name: 'Figma', category: 'Reka bentuk', useCase: 'Prototaip interaktif untuk ujian pengguna' },
        { name: 'Miro', category: 'Kolaborasi', useCase: 'Bengkel jarak jauh dan pecutan reka bentuk' },
        { name: 'Streamlit', category: 'Pembinaan prototaip', useCase: 'Prototaip data dan AI yang ditulis dalam Python' },
        {
          name: 'Firebase',
          category: 'Bahagian belakang',
          useCase: 'Bahagian belakang terurus untuk perintis aplikasi mudah alih dan web',
        },
      ],
      applications: [
        { name: 'Aplikasi tuntutan layan diri', industry: 'Insurans', impact: 'Disahkan bersama pelanggan sebelum pembinaan penuh' },
        {
          name: 'Pembantu juruteknik lapangan',
          industry: 'Utiliti',
          impact: 'Lebih banyak pembaikan selesai pada lawatan pertama di kawasan perintis',
        },
        { name: 'Perintis kampus pintar', industry: 'Pendidikan', impact: 'Penggunaan bilik dan tenaga diukur sebelum pelaburan besar' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Rangka masalah bersama penaja', 'Temu bual pengguna sasaran', 'Persetujui ukuran kejayaan'],
        },
        {
          phase: 'planning',
          steps: ['Bentuk pasukan perintis', 'Tetapkan skop, bajet dan tempoh', 'Rancang pengambilan pengguna dan akses data'],
        },
        {
          phase: 'development',
          steps: ['Jalankan pecutan reka bentuk', 'Bina dalam lelaran mingguan', 'Uji bersama pengguna dalam setiap kitaran'],
        },
        {
          phase: 'deployment',
          steps: [
            'Lancarkan perintis dengan kumpulan terhad',
            'Ukur hasil berbanding sasaran',
            'Cadangkan untuk meluaskan, mengubah hala atau berhenti',
          ],
        },
      ],
    },
  ],
};

export default content;
