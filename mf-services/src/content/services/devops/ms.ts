import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengautomasikan laluan dari commit hingga pengeluaran, dengan saluran paip yang menguji, mengimbas dan melaksanakan setiap perubahan serta infrastruktur yang ditakrifkan dalam kod yang disemak, supaya keluaran menjadi rutin dan setiap perubahan boleh diundur.',
  keyFeatures: [
    {
      title: 'Penilaian penyampaian',
      description:
        'Garis dasar metrik DORA anda (kekerapan pelaksanaan, masa pendahuluan, kadar kegagalan perubahan dan masa pemulihan) berserta pelan untuk menambah baiknya.',
    },
    {
      title: 'Keselamatan terbina dalam saluran paip',
      description:
        'Pengimbasan kebergantungan, kontena dan kod pada setiap binaan, dengan penemuan yang disaring berdasarkan panduan OWASP.',
    },
    {
      title: 'Semuanya sebagai kod',
      description: 'Pelayan, rangkaian, dasar dan saluran paip diversikan dalam Git dan hanya diubah melalui semakan.',
    },
    {
      title: 'Pemerkasaan pasukan',
      description: 'Bimbingan berpasangan, templat dan dokumentasi supaya jurutera anda memiliki alatan tersebut selepas serahan.',
    },
  ],
  technologies: [
    {
      category: 'CI/CD',
      tools: ['GitHub Actions', 'GitLab CI/CD', 'Jenkins', 'Argo CD'],
      description: 'Alat binaan dan pelaksanaan yang dipilih mengikut kawalan sumber dan pasukan anda, bukan sebaliknya.',
    },
    {
      category: 'Infrastruktur sebagai kod',
      tools: ['Terraform', 'Ansible', 'Pulumi', 'AWS CloudFormation'],
      description: 'Peruntukan dan konfigurasi deklaratif untuk persekitaran awan dan di premis.',
    },
    {
      category: 'Kontena dan kebolehcerapan',
      tools: ['Kubernetes', 'Docker', 'Prometheus', 'Grafana'],
      description:
        'Persekitaran masa jalan yang konsisten dari komputer riba hingga pengeluaran, dengan metrik untuk mengetahui apabila berlaku masalah.',
    },
  ],
  subServices: [
    {
      id: 'ci-cd-automation',
      icon: 'workflow',
      title: 'Automasi CI/CD',
      description:
        'Saluran paip yang membina, menguji, mengimbas dan melaksanakan setiap perubahan secara automatik, dengan kelulusan di mana tadbir urus anda memerlukannya.',
      features: [
        {
          name: 'Binaan dan ujian automatik',
          description: 'Setiap commit dikompil, diuji unit dan dibungkus dalam persekitaran yang bersih dan boleh dihasilkan semula.',
          benefit: 'Kecacatan dikesan beberapa minit selepas ditulis.',
        },
        {
          name: 'Penyampaian progresif',
          description: 'Keluaran blue-green dan canary dengan semakan kesihatan automatik dan pengunduran satu klik.',
          benefit: 'Keluaran pada waktu pejabat tanpa kekecohan.',
        },
        {
          name: 'Pengimbasan keselamatan saluran paip',
          description: 'Analisis statik, semakan kebergantungan dan pengimbasan imej kontena sebagai get kualiti.',
          benefit: 'Kelemahan yang diketahui disekat sebelum sampai ke pengeluaran.',
        },
        {
          name: 'Kelulusan sedia audit',
          description: 'Rekod perubahan, kelulusan dan log pelaksanaan direkodkan secara automatik bagi setiap keluaran.',
          benefit: 'Bukti untuk audit ISO 27001 dan pengawal selia tanpa kertas kerja manual.',
        },
      ],
      tools: [
        { name: 'GitHub Actions', category: 'Integrasi berterusan', useCase: 'Aliran kerja binaan dan ujian di sisi kod' },
        {
          name: 'GitLab CI/CD',
          category: 'Integrasi berterusan',
          useCase: 'Saluran paip dihoskan sendiri untuk persekitaran yang dikawal selia',
        },
        { name: 'Argo CD', category: 'Pelaksanaan GitOps', useCase: 'Pelaksanaan deklaratif dan boleh diaudit ke Kubernetes' },
        { name: 'SonarQube', category: 'Kualiti kod', useCase: 'Analisis statik dan get kualiti pada setiap merge request' },
      ],
      applications: [
        {
          name: 'Keluaran perbankan mudah alih',
          industry: 'Perkhidmatan kewangan',
          impact: 'Daripada keluaran bulanan kepada mingguan dengan jejak audit penuh',
        },
        { name: 'Penyampaian platform e-dagang', industry: 'Peruncitan', impact: 'Kurang pelaksanaan gagal semasa musim jualan puncak' },
        {
          name: 'Penyampaian produk SaaS',
          industry: 'Perisian',
          impact: 'Masa pendahuluan perubahan dikurangkan daripada minggu kepada hari',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Petakan proses keluaran semasa', 'Ukur garis dasar metrik DORA', 'Kenal pasti langkah manual dan kesesakan'],
        },
        {
          phase: 'planning',
          steps: [
            'Reka bentuk peringkat saluran paip dan get kualiti',
            'Persetujui peraturan percabangan dan kelulusan',
            'Pilih aplikasi perintis',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Bina templat saluran paip',
            'Automasikan ujian dan imbasan keselamatan',
            'Sediakan pelaksanaan progresif dan pengunduran',
          ],
        },
        {
          phase: 'deployment',
          steps: ['Pindahkan aplikasi perintis', 'Bawa masuk pasukan lain secara berperingkat', 'Semak metrik berbanding garis dasar'],
        },
      ],
    },
    {
      id: 'infrastructure-as-code',
      icon: 'file-code',
      title: 'Infrastruktur sebagai Kod',
      description:
        'Infrastruktur awan dan di premis yang ditakrifkan dalam kod berversi, disemak seperti perisian dan boleh dihasilkan semula bila-bila masa.',
      features: [
        {
          name: 'Modul boleh guna semula',
          description: 'Modul Terraform yang diuji untuk rangkaian, kluster dan pangkalan data yang mematuhi piawaian anda.',
          benefit: 'Persekitaran baharu dalam beberapa jam, bukan minggu.',
        },
        {
          name: 'Dasar sebagai kod',
          description: 'Kawalan bagi penandaan, penyulitan dan pendedahan rangkaian disemak sebelum sebarang perubahan dilaksanakan.',
          benefit: 'Salah konfigurasi dihentikan semasa semakan, bukan ditemui semasa audit.',
        },
        {
          name: 'Pengesanan hanyutan',
          description: 'Plan berjadual membandingkan infrastruktur sebenar dengan kod dan menandakan perubahan manual.',
          benefit: 'Apa yang berjalan dalam pengeluaran sepadan dengan apa yang diluluskan.',
        },
        {
          name: 'Pengurusan konfigurasi',
          description: 'Pengukuhan sistem pengendalian dan konfigurasi perisian dilaksanakan secara konsisten dengan Ansible.',
          benefit: 'Pelayan sentiasa dibina mengikut CIS Benchmarks.',
        },
      ],
      tools: [
        { name: 'Terraform', category: 'Peruntukan', useCase: 'Infrastruktur pelbagai awan daripada modul boleh guna semula' },
        { name: 'Ansible', category: 'Pengurusan konfigurasi', useCase: 'Konfigurasi dan pengukuhan pelayan' },
        {
          name: 'Open Policy Agent',
          category: 'Dasar sebagai kod',
          useCase: 'Semakan automatik terhadap perubahan infrastruktur yang dirancang',
        },
        { name: 'Atlantis', category: 'Automasi aliran kerja', useCase: 'Plan dan apply Terraform melalui pull request' },
      ],
      applications: [
        {
          name: 'Landing zone awan',
          industry: 'Perkhidmatan kewangan',
          impact: 'Akaun yang konsisten dan boleh diaudit yang memenuhi kawalan keselamatan',
        },
        {
          name: 'Persekitaran pemulihan bencana',
          industry: 'Penjagaan kesihatan',
          impact: 'Tapak pemulihan dibina semula daripada kod dalam beberapa jam',
        },
        { name: 'Pelaksanaan pelbagai negara', industry: 'Peruncitan', impact: 'Persekitaran yang serupa untuk setiap pasaran baharu' },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: ['Inventori infrastruktur sedia ada', 'Semak amalan peruntukan semasa', 'Kenal pasti keperluan pematuhan'],
        },
        {
          phase: 'planning',
          steps: [
            'Tetapkan struktur modul dan repositori',
            'Rancang pengurusan state dan akses',
            'Utamakan persekitaran untuk ditukar kepada kod',
          ],
        },
        {
          phase: 'development',
          steps: ['Tulis dan uji modul', 'Import sumber sedia ada ke dalam kod', 'Tambah semakan dasar ke dalam aliran kerja'],
        },
        {
          phase: 'support',
          steps: ['Pantau hanyutan', 'Selenggara modul apabila penyedia berubah', 'Bimbing pasukan untuk menyumbang perubahan'],
        },
      ],
    },
  ],
};

export default content;
