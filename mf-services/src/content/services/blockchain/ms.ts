import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami membina sistem blockchain di mana rekod bersama yang kalis pengubahan benar-benar membantu, seperti kebolehkesanan rantaian bekalan, tokenisasi aset dan penyelesaian urus niaga antara pihak, dengan kontrak pintar yang diuji, disemak secara bebas dan dipantau selepas pelancaran.',
  keyFeatures: [
    {
      title: 'Penilaian kesesuaian',
      description:
        'Kami menyemak sama ada blockchain benar-benar alat yang sesuai sebelum membinanya, dan mengesyorkan pangkalan data konvensional jika tidak.',
    },
    {
      title: 'Kejuruteraan kontrak mengutamakan keselamatan',
      description:
        'Kontrak dibina atas pustaka yang telah diaudit, dengan ujian unit, fuzz dan invarian serta analisis statik pada setiap perubahan.',
    },
    {
      title: 'Rangkaian awam atau berizin',
      description:
        'Ethereum dan rantaian serasi EVM untuk ekosistem terbuka, Hyperledger Fabric atau Besu untuk konsortium peserta yang dikenali.',
    },
    {
      title: 'Integrasi dengan sistem sedia ada',
      description: 'Peristiwa on-chain disambungkan ke sistem ERP, pembayaran dan identiti melalui API, supaya blockchain tidak terpencil.',
    },
  ],
  technologies: [
    {
      category: 'Kontrak pintar',
      tools: ['Solidity', 'Foundry', 'Hardhat', 'OpenZeppelin Contracts'],
      description: 'Bahasa, rangka kerja dan komponen teraudit yang mendasari kebanyakan kontrak EVM dalam pengeluaran.',
    },
    {
      category: 'Rangkaian dan platform',
      tools: ['Ethereum', 'Polygon', 'Hyperledger Fabric', 'Hyperledger Besu'],
      description: 'Lejar awam dan berizin yang dipilih mengikut pihak yang perlu menyertai, kos urus niaga dan keperluan privasi.',
    },
    {
      category: 'Lapisan aplikasi',
      tools: ['ethers.js', 'The Graph', 'Chainlink', 'IPFS'],
      description: 'Pustaka dan perkhidmatan yang menghubungkan kontrak kepada pengguna, suapan data, indeks dan storan off-chain.',
    },
  ],
  subServices: [
    {
      id: 'smart-contracts',
      icon: 'file-code',
      title: 'Kontrak Pintar',
      description:
        'Reka bentuk, pembangunan dan semakan keselamatan kontrak pintar untuk token, escrow, penyelesaian urus niaga dan tadbir urus on-chain.',
      features: [
        {
          name: 'Reka bentuk dan spesifikasi kontrak',
          description: 'Peraturan perniagaan, peranan dan senario kegagalan ditulis dan dipersetujui sebelum sebaris Solidity pun ditulis.',
          benefit: 'Kurang kejutan semasa audit dan kurang pelancaran semula yang mahal.',
        },
        {
          name: 'Pengujian automatik menyeluruh',
          description: 'Ujian unit, fuzz dan invarian dengan Foundry, menyasarkan liputan penuh bagi laluan kritikal.',
          benefit: 'Kes pinggir ditemui semasa pengujian, bukan di mainnet.',
        },
        {
          name: 'Semakan keselamatan',
          description:
            'Semakan dalaman berbanding daftar SWC dan corak serangan yang diketahui, serta penyelarasan audit bebas oleh pihak ketiga.',
          benefit: 'Kelemahan reentrancy, kawalan akses dan oracle dikesan sebelum pelancaran.',
        },
        {
          name: 'Pengurusan naik taraf dan kunci',
          description:
            'Corak proksi boleh naik taraf apabila wajar, dengan dompet berbilang tandatangan dan timelock yang mengawal tindakan pentadbiran.',
          benefit: 'Tiada satu kunci yang dikompromi boleh mengosongkan dana atau mengubah peraturan.',
        },
      ],
      tools: [
        { name: 'Foundry', category: 'Rangka kerja pembangunan', useCase: 'Menyusun, menguji dan melakukan fuzzing kontrak Solidity' },
        {
          name: 'OpenZeppelin Contracts',
          category: 'Pustaka kontrak',
          useCase: 'Pelaksanaan teraudit bagi ERC-20, ERC-721 dan kawalan akses',
        },
        { name: 'Slither', category: 'Analisis statik', useCase: 'Mengesan kerentanan biasa pada setiap commit' },
        {
          name: 'Safe',
          category: 'Dompet berbilang tandatangan',
          useCase: 'Kawalan bersama ke atas pemilikan kontrak dan dana perbendaharaan',
        },
      ],
      applications: [
        {
          name: 'Mata ganjaran bertoken',
          industry: 'Runcit',
          impact: 'Mata boleh ditebus di pelbagai peniaga rakan kongsi dengan satu lejar bersama',
        },
        {
          name: 'Escrow pembiayaan perdagangan',
          industry: 'Logistik dan perdagangan',
          impact: 'Bayaran dilepaskan secara automatik apabila dokumen penghantaran disahkan',
        },
        {
          name: 'Daftar kredit karbon',
          industry: 'Tenaga',
          impact: 'Setiap kredit boleh dikesan dari pengeluaran hingga penamatan, mengelakkan pengiraan berganda',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Mengesahkan blockchain adalah pilihan yang sesuai',
            'Mengenal pasti peserta, aset dan peraturan',
            'Menilai kekangan undang-undang dan peraturan',
          ],
        },
        {
          phase: 'planning',
          steps: ['Menulis spesifikasi kontrak', 'Memilih rangkaian dan model naik taraf', 'Menentukan model ancaman dan pelan audit'],
        },
        {
          phase: 'development',
          steps: [
            'Membangunkan kontrak atas pustaka teraudit',
            'Menguji dengan suite ujian unit, fuzz dan invarian',
            'Membaiki penemuan audit dalaman dan luaran',
          ],
        },
        {
          phase: 'deployment',
          steps: [
            'Melancarkan ke testnet untuk ujian penerimaan',
            'Melancarkan ke mainnet dengan kawalan berbilang tandatangan',
            'Menyediakan pemantauan dan amaran on-chain',
          ],
        },
      ],
    },
    {
      id: 'dapp-development',
      icon: 'layers',
      title: 'Pembangunan dApp',
      description:
        'Aplikasi terdesentralisasi dengan bahagian hadapan web dan mudah alih yang mudah digunakan, integrasi dompet dan perkhidmatan off-chain yang boleh diharap.',
      features: [
        {
          name: 'Integrasi dompet',
          description: 'Sokongan untuk MetaMask, WalletConnect dan dompet terbenam, dengan gesaan yang jelas bagi setiap tandatangan.',
          benefit: 'Pengguna faham apa yang mereka luluskan.',
        },
        {
          name: 'Pengindeksan dan API',
          description:
            'Peristiwa on-chain diindeks ke dalam API yang boleh ditanya supaya skrin dimuatkan dengan pantas tanpa mengimbas rantaian.',
          benefit: 'Aplikasi kekal responsif walaupun sejarah urus niaga besar.',
        },
        {
          name: 'Rangkaian konsortium berizin',
          description: 'Rangkaian Hyperledger Fabric atau Besu untuk rakan kongsi yang memerlukan rekod bersama dengan data peribadi.',
          benefit: 'Proses bersama tanpa mendedahkan data komersial kepada umum.',
        },
        {
          name: 'Data off-chain dan oracle',
          description:
            'Dokumen disimpan di IPFS atau storan awan dengan cincangan di on-chain, dan data luaran disalurkan melalui Chainlink.',
          benefit: 'Rekod yang boleh disahkan tanpa kos menyimpan semuanya di on-chain.',
        },
      ],
      tools: [
        { name: 'Next.js', category: 'Bahagian hadapan', useCase: 'Antara muka web yang pantas dan mudah diakses untuk dApp' },
        { name: 'wagmi', category: 'Sambungan dompet', useCase: 'React hooks untuk akaun, tandatangan dan urus niaga' },
        { name: 'The Graph', category: 'Pengindeksan', useCase: 'API GraphQL di atas peristiwa on-chain' },
        { name: 'Hyperledger Fabric', category: 'Lejar berizin', useCase: 'Rangkaian konsortium dengan koleksi data peribadi' },
      ],
      applications: [
        {
          name: 'Kebolehkesanan rantaian bekalan',
          industry: 'Pertanian dan makanan',
          impact: 'Asal kelompok disahkan oleh pembeli dengan imbasan kod QR',
        },
        { name: 'Pengesahan sijil digital', industry: 'Pendidikan', impact: 'Majikan mengesahkan kelayakan dalam beberapa saat' },
        {
          name: 'Penyelesaian urus niaga antara syarikat',
          industry: 'Perkhidmatan kewangan',
          impact: 'Penyesuaian antara rakan kongsi dipendekkan daripada beberapa hari kepada beberapa jam',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Memetakan pengguna, rakan kongsi dan aliran kerja',
            'Menentukan apa yang disimpan on-chain dan off-chain',
            'Menyemak pilihan dompet dan pendaftaran pengguna',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Mereka bentuk seni bina dan model data',
            'Membina prototaip perjalanan pengguna utama',
            'Merancang integrasi dengan sistem sedia ada',
          ],
        },
        {
          phase: 'development',
          steps: [
            'Membina kontrak, pengindeks dan bahagian hadapan',
            'Mengintegrasikan dompet dan sistem pejabat belakang',
            'Menjalankan ujian keselamatan dan kebolehgunaan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau kontrak, nod dan API',
            'Mengendalikan naik taraf melalui proses bertadbir',
            'Menyemak penggunaan dan kos setiap suku tahun',
          ],
        },
      ],
    },
  ],
};

export default content;
