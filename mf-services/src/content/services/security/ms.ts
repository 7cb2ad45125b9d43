import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami melindungi kakitangan, titik akhir dan beban kerja awan anda dengan pengesanan yang dipantau dan tindak balas insiden yang telah diuji, serta mengukur postur keselamatan siber anda berbanding ISO 27001 dan NIST Cybersecurity Framework supaya setiap penambahbaikan dijejaki, bukan sekadar diandaikan.',
  keyFeatures: [
    {
      title: 'Pengesanan dan tindak balas 24/7',
      description:
        'Penganalisis di pusat operasi keselamatan kami menyaring amaran sepanjang masa dan membendung ancaman yang disahkan dalam tempoh yang dipersetujui.',
    },
    {
      title: 'Penilaian sejajar rangka kerja',
      description:
        'Analisis jurang berbanding ISO 27001, NIST CSF dan PCI DSS, dengan penemuan disusun mengikut risiko dan usaha pembaikan.',
    },
    {
      title: 'Kesediaan tindak balas insiden',
      description:
        'Playbook, latihan tabletop dan pasukan tindak balas bersiap sedia, supaya pencerobohan dikendalikan oleh mereka yang telah berlatih menghadapinya.',
    },
    {
      title: 'Pematuhan peraturan',
      description:
        'Kawalan dan bukti dipetakan kepada keperluan tempatan seperti PDPA Malaysia, UU PDP Indonesia dan garis panduan MAS TRM.',
    },
  ],
  technologies: [
    {
      category: 'Pengesanan dan tindak balas',
      tools: ['Microsoft Sentinel', 'Splunk Enterprise Security', 'CrowdStrike Falcon', 'Microsoft Defender for Endpoint'],
      description: 'Platform SIEM dan EDR yang kami kendalikan untuk anda, atau kami tala dan serahkan kepada pasukan anda sendiri.',
    },
    {
      category: 'Penilaian dan pengujian',
      tools: ['Tenable Nessus', 'Burp Suite Professional', 'Metasploit', 'BloodHound'],
      description:
        'Pengimbas dan alat ofensif yang digunakan oleh penguji bertauliah di bawah perjanjian rules of engagement yang ditandatangani.',
    },
    {
      category: 'Keselamatan identiti dan awan',
      tools: ['Microsoft Entra ID', 'Okta', 'Wiz', 'AWS Security Hub'],
      description: 'Kawalan identiti dan pengurusan postur awan yang menutup celah yang paling kerap dieksploitasi oleh penyerang.',
    },
  ],
  subServices: [
    {
      id: 'threat-protection',
      icon: 'radar',
      title: 'Perlindungan Ancaman',
      description:
        'Pengesanan dan tindak balas terurus merentas titik akhir, e-mel, identiti dan awan, disokong oleh pusat operasi keselamatan 24/7.',
      features: [
        {
          name: 'Pengesanan dan tindak balas terurus',
          description:
            'Telemetri EDR dan amaran SIEM disaring oleh penganalisis, dan ancaman yang disahkan diasingkan pada peranti yang terjejas.',
          benefit: 'Ancaman dibendung dalam beberapa minit, bukan ditemui berminggu-minggu kemudian.',
        },
        {
          name: 'Pertahanan e-mel dan pancingan data',
          description: 'Penapisan, sandboxing pautan dan lampiran, serta simulasi pancingan data secara berkala untuk kakitangan.',
          benefit: 'Kurang serangan pancingan data yang berjaya dan kakitangan yang lebih terlatih.',
        },
        {
          name: 'Pengesanan ancaman identiti',
          description: 'Pemantauan impossible travel, password spraying dan peningkatan keistimewaan dalam Entra ID dan Active Directory.',
          benefit: 'Akaun yang dikompromi dikesan sebelum digunakan untuk bergerak secara lateral.',
        },
        {
          name: 'Retainer tindak balas insiden',
          description:
            'Jam tindak balas yang dipersetujui lebih awal, siasatan forensik dan sokongan pemulihan apabila berlaku insiden serius.',
          benefit: 'Pasukan tindak balas berpengalaman sedia dihubungi tanpa perlu merundingkan kontrak ketika krisis.',
        },
      ],
      tools: [
        { name: 'Microsoft Sentinel', category: 'SIEM', useCase: 'Mengaitkan log daripada Microsoft 365, tembok api dan platform awan' },
        {
          name: 'CrowdStrike Falcon',
          category: 'Pengesanan dan tindak balas titik akhir',
          useCase: 'Mengesan dan mengasingkan komputer riba dan pelayan yang dikompromi',
        },
        {
          name: 'Proofpoint Email Protection',
          category: 'Keselamatan e-mel',
          useCase: 'Menyekat pancingan data, perisian hasad dan penipuan e-mel perniagaan',
        },
        { name: 'Velociraptor', category: 'Forensik digital', useCase: 'Mengumpul bukti daripada banyak titik akhir semasa siasatan' },
      ],
      applications: [
        {
          name: 'Pertahanan perisian tebusan',
          industry: 'Pembuatan',
          impact: 'Cubaan penyulitan dihentikan sebelum sistem pengeluaran terjejas',
        },
        {
          name: 'Pencegahan pengambilalihan akaun',
          industry: 'Perkhidmatan kewangan',
          impact: 'Log masuk palsu disekat dan pelanggan dimaklumkan pada hari yang sama',
        },
        { name: 'Perlindungan data pesakit', industry: 'Penjagaan kesihatan', impact: 'Sistem klinikal dipantau tanpa mengganggu rawatan' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventori titik akhir, identiti dan sumber log',
            'Menyemak insiden lepas dan alat sedia ada',
            'Mempersetujui masa tindak balas dan kenalan eskalasi',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Memilih senario pengesanan mengikut profil ancaman',
            'Mereka bentuk pengumpulan dan penyimpanan log',
            'Menyediakan playbook pembendungan bersama pasukan anda',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang ejen dan menyambungkan sumber log',
            'Menala peraturan pengesanan untuk mengurangkan positif palsu',
            'Menjalankan simulasi serangan untuk menguji tindak balas',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Memantau dan bertindak balas sepanjang masa',
            'Melaporkan insiden dan trend setiap bulan',
            'Mengemas kini pengesanan apabila ancaman baharu muncul',
          ],
        },
      ],
    },
    {
      id: 'security-assessment',
      icon: 'shield-check',
      title: 'Penilaian Keselamatan',
      description:
        'Ujian penembusan, penilaian kerentanan dan analisis jurang pematuhan yang menunjukkan di mana anda terdedah dan apa yang perlu dibaiki dahulu.',
      features: [
        {
          name: 'Ujian penembusan',
          description: 'Pengujian manual terhadap aplikasi web, API, rangkaian dan persekitaran awan mengikut kaedah OWASP dan PTES.',
          benefit: 'Kelemahan yang boleh dieksploitasi ditemui oleh kami, bukan oleh penyerang.',
        },
        {
          name: 'Pengurusan kerentanan',
          description: 'Imbasan bertauliah berjadual dengan penemuan diutamakan mengikut kebolehan eksploitasi dan kesan perniagaan.',
          benefit: 'Usaha penampalan tertumpu pada kerentanan yang benar-benar penting.',
        },
        {
          name: 'Analisis jurang pematuhan',
          description: 'Penilaian dasar dan kawalan berbanding ISO 27001, NIST CSF atau PCI DSS, berserta pelan hala tuju pembaikan.',
          benefit: 'Laluan yang jelas dan berkos ke arah pensijilan atau kesediaan audit.',
        },
        {
          name: 'Semakan konfigurasi awan',
          description: 'Semakan akaun AWS, Azure dan Google Cloud berbanding CIS Benchmarks dan amalan terbaik penyedia.',
          benefit: 'Baldi awam dan peranan dengan keistimewaan berlebihan ditutup sebelum membocorkan data.',
        },
      ],
      tools: [
        {
          name: 'Burp Suite Professional',
          category: 'Pengujian aplikasi',
          useCase: 'Menguji aplikasi web dan API terhadap isu OWASP Top 10',
        },
        {
          name: 'Tenable Nessus',
          category: 'Pengimbasan kerentanan',
          useCase: 'Imbasan bertauliah ke atas pelayan, peranti rangkaian dan stesen kerja',
        },
        {
          name: 'BloodHound',
          category: 'Analisis Active Directory',
          useCase: 'Memetakan laluan serangan ke arah keistimewaan pentadbir domain',
        },
        { name: 'Prowler', category: 'Postur keselamatan awan', useCase: 'Menyemak akaun awan berbanding CIS Benchmarks' },
      ],
      applications: [
        { name: 'Audit pra-pensijilan', industry: 'Teknologi', impact: 'Pensijilan ISO 27001 dicapai pada audit pertama' },
        {
          name: 'Pengujian aplikasi pembayaran',
          industry: 'Runcit dan e-dagang',
          impact: 'Keperluan pengujian PCI DSS dipenuhi sebelum penilaian tahunan',
        },
        {
          name: 'Semakan kesediaan peraturan',
          industry: 'Perbankan',
          impact: 'Penemuan ditutup sebelum pemeriksaan risiko teknologi oleh pengawal selia',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menentukan skop, sistem dan objektif',
            'Mengenal pasti piawaian dan peraturan yang terpakai',
            'Mengumpul rajah seni bina dan dasar',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Mempersetujui rules of engagement dan tetingkap ujian',
            'Menyediakan akaun ujian dan akses',
            'Mengesahkan kenalan kecemasan dan syarat penghentian',
          ],
        },
        {
          phase: 'execution',
          steps: [
            'Menjalankan imbasan dan pengujian manual',
            'Mengesahkan penemuan dan menyingkirkan positif palsu',
            'Menemu bual pemilik kawalan untuk analisis jurang',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Membentangkan penemuan kepada pasukan teknikal dan eksekutif',
            'Menasihati keutamaan pembaikan',
            'Menguji semula pembaikan dan mengeluarkan laporan penutupan',
          ],
        },
      ],
    },
  ],
};

export default content;
