import type { ArticleBody } from '../../types';

const body: ArticleBody = {
  authorRole: 'Arkitek Cloud Utama',
  introduction:
    'Seni bina cloud-native bukan sekadar menjalankan beban kerja di pusat data milik pihak lain, tetapi mereka bentuk aplikasi supaya dapat memanfaatkan sepenuhnya infrastruktur yang anjal, automasi dan perkhidmatan terurus. Bagi organisasi di Asia Tenggara yang sedang memodenkan sistem warisan, pendekatan ini dapat memendekkan kitaran pelancaran dan meningkatkan daya tahan, tetapi hanya jika diguna pakai dengan matlamat yang jelas dan model operasi yang betul. Panduan ini merangkumi komponen asas, alat yang kami gunakan secara praktikal dan laluan penerimagunaan yang realistik.',
  keyPoints: [
    'Container dan Kubernetes menyediakan cara yang konsisten untuk membungkus dan menjalankan aplikasi merentasi awan awam, pusat data persendirian dan lokasi edge.',
    'Infrastructure as code dan GitOps menjadikan persekitaran boleh dihasilkan semula, boleh diaudit dan cepat dibina semula selepas berlaku kegagalan.',
    'Kebolehcerapan yang dibina di atas piawaian terbuka seperti OpenTelemetry amat penting untuk memahami sistem teragih dalam persekitaran pengeluaran.',
    'Kejayaan cloud-native bergantung pada platform engineering, kemahiran pasukan dan disiplin kos sama seperti pada pilihan teknologi.',
  ],
  sections: [
    {
      title: 'Container dan Orkestrasi',
      content:
        'Membungkus aplikasi sebagai container mengasingkannya daripada perbezaan antara persekitaran, jadi imej yang sama boleh berjalan dalam persekitaran pembangunan, pengujian dan pengeluaran. Kubernetes menjadualkan container tersebut, memulakan semula instans yang gagal dan menskalakan beban kerja mengikut permintaan, sama ada di Amazon EKS, Azure Kubernetes Service, Google Kubernetes Engine atau platform di premis seperti Red Hat OpenShift. Walau bagaimanapun, bukan semua beban kerja memerlukan Kubernetes, dan perkhidmatan serverless atau container terurus sering menjadi pilihan yang lebih mudah bagi pasukan yang lebih kecil.',
      impact: 'Pelaksanaan yang konsisten merentasi persekitaran',
      applications: [
        'Pemodenan aplikasi web monolitik',
        'Beban kerja awan hibrid dan di premis',
        'Penskalaan untuk acara puncak seperti jualan 11.11 dan 12.12',
      ],
    },
    {
      title: 'Infrastructure as Code dan GitOps',
      content:
        'Mentakrifkan rangkaian, kluster dan perkhidmatan terurus dalam bentuk kod menggunakan alat seperti Terraform membolehkan pasukan menyemak perubahan infrastruktur sama seperti perubahan aplikasi dan mewujudkan semula persekitaran apabila diperlukan. GitOps memperluas idea ini dengan menjadikan repositori Git sebagai sumber kebenaran tunggal tentang apa yang sepatutnya berjalan dalam setiap kluster, dengan pengawal seperti Argo CD yang sentiasa menyelaraskan keadaan sebenar. Dalam projek kami, pendekatan ini lazimnya memendekkan masa penyediaan persekitaran daripada beberapa hari kepada kurang daripada sejam.',
      impact: 'Perubahan yang lebih pantas, boleh diaudit dan boleh diulang',
      applications: [
        'Persekitaran pembangunan dan pengujian layan diri',
        'Pembinaan semula persekitaran pemulihan bencana',
        'Bukti audit untuk industri yang dikawal selia',
      ],
    },
    {
      title: 'Kebolehcerapan dan Daya Tahan',
      content:
        'Sistem teragih boleh gagal secara separa dan tanpa dijangka, jadi pasukan memerlukan metrik, log dan jejak yang boleh dikaitkan merentasi perkhidmatan. OpenTelemetry menyediakan cara yang neutral vendor untuk menginstrumentasi aplikasi, dengan data dihantar kepada alat seperti Prometheus dan Grafana atau kepada platform pemantauan komersial. Menggabungkan kebolehcerapan yang baik dengan semakan kesihatan, pemutus litar dan pelaksanaan berbilang zon membantu pasukan mengesan dan pulih daripada insiden dengan cepat.',
      impact: 'Masa pengesanan dan pemulihan insiden yang lebih singkat',
      applications: [
        'Papan pemuka service-level objective',
        'Penjejakan teragih bagi transaksi pelanggan',
        'Amaran automatik dan tindak balas pasukan bertugas',
      ],
    },
    {
      title: 'Platform Engineering dan FinOps',
      content:
        'Apabila bilangan perkhidmatan bertambah, banyak organisasi membina platform pembangun dalaman yang menawarkan templat, saluran paip dan guardrail yang diluluskan, supaya pasukan produk boleh melancarkan ciri tanpa perlu menjadi pakar infrastruktur. Pada masa yang sama, infrastruktur yang anjal memudahkan perbelanjaan berlebihan, jadi keterlihatan kos mengikut pasukan dan perkhidmatan mesti direka bentuk dari awal. Rightsizing, autoscaling dan diskaun penggunaan komited lazimnya dapat mengurangkan bil awan sebanyak 20 hingga 30 peratus dalam tahun pertama pengurusan kos secara aktif.',
      impact: 'Produktiviti pembangun lebih tinggi dengan perbelanjaan awan yang terkawal',
      applications: [
        'Templat perkhidmatan golden path',
        'Peruntukan kos mengikut pasukan dan produk',
        'Rightsizing dan autoscaling automatik',
      ],
    },
  ],
  technologies: [
    {
      name: 'Kubernetes',
      description:
        'Platform orkestrasi container sumber terbuka yang ditadbir oleh Cloud Native Computing Foundation dan mengautomasikan pelaksanaan, penskalaan serta pemulihan aplikasi dalam container.',
      applications: 'Menjalankan beban kerja container pada skala besar',
    },
    {
      name: 'Terraform',
      description:
        'Alat infrastructure as code daripada HashiCorp yang menyediakan sumber awan dan di premis berdasarkan fail konfigurasi deklaratif.',
      applications: 'Infrastruktur pelbagai awan yang boleh dihasilkan semula',
    },
    {
      name: 'Argo CD',
      description:
        'Alat continuous delivery GitOps yang deklaratif untuk Kubernetes dan memastikan kluster sentiasa selaras dengan konfigurasi yang disimpan dalam Git.',
      applications: 'Pelaksanaan automatik yang boleh diaudit',
    },
    {
      name: 'OpenTelemetry',
      description: 'Projek CNCF yang menyediakan API, SDK dan pengumpul neutral vendor untuk metrik, log dan jejak.',
      applications: 'Kebolehcerapan bersepadu merentasi perkhidmatan',
    },
  ],
  implementation: {
    steps: [
      'Nilai portfolio aplikasi dan tentukan bagi setiap sistem sama ada untuk dikekalkan, dipindahkan seadanya, dipindahkan ke platform baharu atau difaktorkan semula, berdasarkan nilai perniagaan dan kesesuaian teknikal.',
      'Bina landing zone dengan rangkaian, identiti, kawalan keselamatan dan penandaan kos yang ditakrifkan dalam kod.',
      'Sediakan platform minimum yang merangkumi container registry, saluran paip CI/CD, pelaksanaan GitOps dan kebolehcerapan.',
      'Pindahkan atau faktorkan semula satu atau dua aplikasi yang mewakili portfolio, kemudian ukur kekerapan pelaksanaan, masa pendahuluan dan kadar insiden.',
      'Kembangkan kepada aplikasi lain secara berperingkat sambil menambah baik templat platform dan melatih pasukan.',
    ],
    challenges: [
      'Aplikasi warisan yang saling bergantung rapat, berkongsi pangkalan data atau terikat dengan sekatan lesen boleh menjadi sukar dan mahal untuk dijalankan dalam container.',
      'Kubernetes dan alat sokongannya mempunyai keluk pembelajaran yang curam, manakala jurutera berpengalaman masih kurang di rantau ini.',
      'Tanpa tadbir urus, kos awan dan bilangan alat yang digunakan boleh berkembang lebih pantas daripada nilai perniagaan yang dihasilkan.',
    ],
    bestPractices: [
      'Mulakan dengan perkhidmatan stateless dan simpan data stateful dalam perkhidmatan pangkalan data terurus jika boleh.',
      'Anggap platform dalaman sebagai produk yang mempunyai pelan hala tuju, pengguna dan gelung maklum balasnya sendiri.',
      'Laksanakan kawalan keselamatan seperti pengimbasan imej, penguatkuasaan dasar dan akses keistimewaan minimum dalam saluran paip, bukan selepas pelaksanaan.',
      'Tandakan setiap sumber mengikut pemilik dan pusat kos, dan semak perbelanjaan awan bersama setiap pasukan setiap bulan.',
    ],
  },
  conclusion:
    'Seni bina cloud-native boleh memberikan pelancaran yang lebih pantas, daya tahan yang lebih baik dan penggunaan infrastruktur yang lebih cekap, tetapi manfaatnya datang daripada amalan kejuruteraan yang berdisiplin dan bukan daripada mana-mana satu alat. Pendekatan berperingkat yang bermula dengan landing zone yang kukuh, platform yang kecil dan beberapa aplikasi yang dipilih dengan teliti dapat mengekalkan risiko pada tahap rendah sambil membina keupayaan dalaman. Meridian IT Services menyokong pelanggan daripada penilaian portfolio hingga pembinaan platform dan operasi berterusan.',
  tags: ['Cloud-Native', 'Kubernetes', 'DevOps', 'Platform Engineering'],
};

export default body;
