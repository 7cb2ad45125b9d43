import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membangun sistem blockchain di tempat catatan bersama yang tahan manipulasi benar-benar bermanfaat, seperti ketertelusuran rantai pasok, tokenisasi aset, dan penyelesaian transaksi antarpihak, dengan smart contract yang diuji, ditinjau secara independen, dan dipantau setelah diluncurkan.',
  keyFeatures: [
    {
      title: 'Penilaian kesesuaian',
      description:
        'Kami memeriksa apakah blockchain memang alat yang tepat sebelum membangunnya, dan merekomendasikan basis data konvensional bila tidak.',
    },
    {
      title: 'Rekayasa kontrak yang mengutamakan keamanan',
      description:
        'Kontrak dibangun di atas pustaka yang telah diaudit, dengan uji unit, fuzz, dan invarian serta analisis statis pada setiap perubahan.',
    },
    {
      title: 'Jaringan publik atau berizin',
      description:
        'Ethereum dan chain yang kompatibel dengan EVM untuk ekosistem terbuka, Hyperledger Fabric atau Besu untuk konsorsium dengan peserta yang dikenal.',
    },
    {
      title: 'Integrasi dengan sistem yang ada',
      description:
        'Peristiwa on-chain dihubungkan ke sistem ERP, pembayaran, dan identitas melalui API, sehingga blockchain tidak berdiri sendiri.',
    },
  ],
  technologies: [
    {
      category: 'Smart contract',
      tools: ['Solidity', 'Foundry', 'Hardhat', 'OpenZeppelin Contracts'],
      description: 'Bahasa, framework, dan komponen teraudit yang mendasari sebagian besar kontrak EVM di lingkungan produksi.',
    },
    {
      category: 'Jaringan dan platform',
      tools: ['Ethereum', 'Polygon', 'Hyperledger Fabric', 'Hyperledger Besu'],
      description:
        'Ledger publik dan berizin yang dipilih berdasarkan siapa yang perlu berpartisipasi, biaya transaksi, dan kebutuhan privasi.',
    },
    {
      category: 'Lapisan aplikasi',
      tools: ['ethers.js', 'The Graph', 'Chainlink', 'IPFS'],
      description: 'Pustaka dan layanan yang menghubungkan kontrak dengan pengguna, umpan data, indeks, dan penyimpanan off-chain.',
    },
  ],
  subServices: [
    {
      id: 'smart-contracts',
      icon: 'file-code',
      title: 'Smart Contract',
      description:
        'Desain, pengembangan, dan tinjauan keamanan smart contract untuk token, escrow, penyelesaian transaksi, dan tata kelola on-chain.',
      features: [
        {
          name: 'Desain dan spesifikasi kontrak',
          description: 'Aturan bisnis, peran, dan skenario kegagalan dituliskan dan disepakati sebelum satu baris Solidity pun ditulis.',
          benefit: 'Lebih sedikit kejutan saat audit dan lebih sedikit deployment ulang yang mahal.',
        },
        {
          name: 'Pengujian otomatis menyeluruh',
          description: 'Uji unit, fuzz, dan invarian dengan Foundry, dengan target cakupan penuh pada jalur kritis.',
          benefit: 'Kasus tepi ditemukan saat pengujian, bukan di mainnet.',
        },
        {
          name: 'Tinjauan keamanan',
          description:
            'Tinjauan internal terhadap registri SWC dan pola serangan yang dikenal, serta koordinasi audit independen oleh pihak ketiga.',
          benefit: 'Celah reentrancy, kontrol akses, dan oracle terdeteksi sebelum peluncuran.',
        },
        {
          name: 'Manajemen upgrade dan kunci',
          description:
            'Pola proxy yang dapat di-upgrade bila memang diperlukan, dengan dompet multi-tanda tangan dan timelock yang mengendalikan tindakan administratif.',
          benefit: 'Tidak ada satu kunci yang disusupi yang dapat menguras dana atau mengubah aturan.',
        },
      ],
      tools: [
        { name: 'Foundry', category: 'Framework pengembangan', useCase: 'Mengompilasi, menguji, dan melakukan fuzzing kontrak Solidity' },
        {
          name: 'OpenZeppelin Contracts',
          category: 'Pustaka kontrak',
          useCase: 'Implementasi teraudit untuk ERC-20, ERC-721, dan kontrol akses',
        },
        { name: 'Slither', category: 'Analisis statis', useCase: 'Mendeteksi kerentanan umum pada setiap commit' },
        { name: 'Safe', category: 'Dompet multi-tanda tangan', useCase: 'Kendali bersama atas kepemilikan kontrak dan dana treasury' },
      ],
      applications: [
        {
          name: 'Poin loyalitas yang ditokenisasi',
          industry: 'Ritel',
          impact: 'Poin dapat ditukarkan di berbagai merchant mitra dengan satu ledger bersama',
        },
        {
          name: 'Escrow pembiayaan perdagangan',
          industry: 'Logistik dan perdagangan',
          impact: 'Pembayaran dicairkan otomatis saat dokumen pengiriman terkonfirmasi',
        },
        {
          name: 'Registri kredit karbon',
          industry: 'Energi',
          impact: 'Setiap kredit terlacak dari penerbitan hingga penghentian, mencegah penghitungan ganda',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memastikan blockchain memang solusi yang tepat',
            'Mengidentifikasi peserta, aset, dan aturan',
            'Menilai batasan hukum dan regulasi',
          ],
        },
        {
          phase: 'planning',
          steps: ['Menyusun spesifikasi kontrak', 'Memilih jaringan dan model upgrade', 'Menetapkan model ancaman dan rencana audit'],
        },
        {
          phase: 'development',
          steps: [
            'Mengimplementasikan kontrak di atas pustaka teraudit',
            'Menguji dengan rangkaian uji unit, fuzz, dan invarian',
            'Memperbaiki temuan audit internal dan eksternal',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Men-deploy ke testnet untuk uji penerimaan',
            'Men-deploy ke mainnet dengan kendali multi-tanda tangan',
            'Menyiapkan pemantauan dan peringatan on-chain',
          ],
        },
      ],
    },
    {
      id: 'dapp-development',
      icon: 'layers',
      title: 'Pengembangan dApp',
      description:
        'Aplikasi terdesentralisasi dengan front end web dan seluler yang mudah digunakan, integrasi dompet, dan layanan off-chain yang andal.',
      features: [
        {
          name: 'Integrasi dompet',
          description: 'Dukungan untuk MetaMask, WalletConnect, dan dompet tertanam, dengan petunjuk yang jelas untuk setiap tanda tangan.',
          benefit: 'Pengguna memahami apa yang mereka setujui.',
        },
        {
          name: 'Pengindeksan dan API',
          description: 'Peristiwa on-chain diindeks ke dalam API yang dapat dikueri sehingga layar dimuat cepat tanpa memindai chain.',
          benefit: 'Aplikasi tetap responsif meskipun riwayat transaksinya besar.',
        },
        {
          name: 'Jaringan konsorsium berizin',
          description: 'Jaringan Hyperledger Fabric atau Besu bagi mitra yang memerlukan catatan bersama dengan data privat.',
          benefit: 'Proses bersama tanpa membuka data komersial ke publik.',
        },
        {
          name: 'Data off-chain dan oracle',
          description:
            'Dokumen disimpan di IPFS atau penyimpanan cloud dengan hash di on-chain, dan data eksternal dikirim melalui Chainlink.',
          benefit: 'Catatan yang dapat diverifikasi tanpa biaya menyimpan semuanya di on-chain.',
        },
      ],
      tools: [
        { name: 'Next.js', category: 'Front end', useCase: 'Antarmuka web yang cepat dan aksesibel untuk dApp' },
        { name: 'wagmi', category: 'Konektivitas dompet', useCase: 'React hooks untuk akun, tanda tangan, dan transaksi' },
        { name: 'The Graph', category: 'Pengindeksan', useCase: 'API GraphQL di atas peristiwa on-chain' },
        { name: 'Hyperledger Fabric', category: 'Ledger berizin', useCase: 'Jaringan konsorsium dengan koleksi data privat' },
      ],
      applications: [
        {
          name: 'Ketertelusuran rantai pasok',
          industry: 'Pertanian dan pangan',
          impact: 'Asal batch diverifikasi pembeli dengan memindai kode QR',
        },
        {
          name: 'Verifikasi sertifikat digital',
          industry: 'Pendidikan',
          impact: 'Pemberi kerja memverifikasi kualifikasi dalam hitungan detik',
        },
        {
          name: 'Penyelesaian transaksi antarperusahaan',
          industry: 'Jasa keuangan',
          impact: 'Rekonsiliasi antarmitra dipersingkat dari hitungan hari menjadi jam',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan pengguna, mitra, dan alur kerja',
            'Menentukan apa yang disimpan on-chain dan off-chain',
            'Meninjau opsi dompet dan orientasi pengguna',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Merancang arsitektur dan model data',
            'Membuat prototipe alur pengguna utama',
            'Merencanakan integrasi dengan sistem yang ada',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membangun kontrak, indexer, dan front end',
            'Mengintegrasikan dompet dan sistem back-office',
            'Menjalankan pengujian keamanan dan kegunaan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau kontrak, node, dan API',
            'Menangani upgrade melalui proses yang diatur',
            'Meninjau penggunaan dan biaya setiap triwulan',
          ],
        },
      ],
    },
  ],
};

export default content;
