import type { ServiceContent } from '../../types';

const content: ServiceContent = {
  overview:
    'Kami mengendalikan pelayan, rangkaian, peranti pengguna dan kawalan keselamatan anda setiap hari mengikut tahap perkhidmatan yang dipersetujui, dengan pengurus perkhidmatan khusus, laporan bulanan dan proses perubahan yang boleh anda audit.',
  keyFeatures: [
    {
      title: 'Tahap perkhidmatan yang dipersetujui',
      description: 'Sasaran masa tindak balas dan penyelesaian mengikut keutamaan, dinyatakan dalam kontrak dan dilaporkan setiap bulan.',
    },
    {
      title: 'Pengurus perkhidmatan khusus',
      description:
        'Seorang individu yang bertanggungjawab dan memahami persekitaran anda, mempengerusikan semakan bulanan dan membuat eskalasi bagi pihak anda.',
    },
    {
      title: 'Proses berasaskan ITIL',
      description:
        'Pengurusan insiden, masalah, perubahan dan aset dijalankan melalui meja perkhidmatan bersama dengan jejak audit yang lengkap.',
    },
    {
      title: 'Keselamatan sebagai kerja rutin',
      description:
        'Tampalan, perlindungan titik akhir, sandaran dan pemantauan log dikendalikan sebagai sebahagian daripada operasi harian, bukan sebagai projek berasingan.',
    },
  ],
  technologies: [
    {
      category: 'Pemantauan dan pengurusan',
      tools: ['Zabbix', 'Datadog', 'Microsoft Intune', 'NinjaOne'],
      description: 'Pemantauan jarak jauh bagi pelayan, rangkaian dan peranti pengguna, dengan tampalan dan amaran automatik.',
    },
    {
      category: 'Pengurusan perkhidmatan',
      tools: ['ServiceNow', 'Jira Service Management', 'Freshservice'],
      description: 'Tiket, kelulusan perubahan dan rekod aset dalam alat yang boleh anda lihat, sama ada milik kami atau milik anda.',
    },
    {
      category: 'Keselamatan dan daya tahan',
      tools: ['Microsoft Defender for Endpoint', 'Microsoft Sentinel', 'Tenable Nessus', 'Veeam'],
      description: 'Perlindungan titik akhir, pemantauan keselamatan, imbasan kerentanan dan sandaran diurus sebagai satu perkhidmatan.',
    },
  ],
  subServices: [
    {
      id: 'infrastructure-management',
      icon: 'server',
      title: 'Pengurusan Infrastruktur',
      description:
        'Operasi harian pelayan, storan, rangkaian dan peranti pengguna, di premis dan di awan, mengikut tahap perkhidmatan yang dipersetujui.',
      features: [
        {
          name: 'Pemantauan dan amaran 24/7',
          description: 'Pemeriksaan kesihatan, kapasiti dan ketersediaan pelayan, storan, peranti rangkaian dan sumber awan.',
          benefit: 'Kebanyakan masalah dikesan dan dibaiki sebelum pengguna menyedarinya.',
        },
        {
          name: 'Pengurusan tampalan dan kemas kini',
          description:
            'Kitaran tampalan bulanan untuk sistem pengendalian, perisian tegar dan aplikasi biasa, diuji terlebih dahulu dan dijadualkan dalam tetingkap penyelenggaraan.',
          benefit: 'Kurang kerentanan yang diketahui dan tiada but semula mengejut.',
        },
        {
          name: 'Sandaran dan pemulihan',
          description:
            'Sandaran terurus dengan salinan di luar tapak atau salinan tidak boleh ubah, serta ujian pemulihan setiap suku tahun.',
          benefit: 'Pemulihan yang terbukti berjaya, bukan sekadar tugas sandaran yang berjaya.',
        },
        {
          name: 'Perancangan kapasiti dan kitaran hayat',
          description: 'Penjejakan waranti perkakasan, lesen dan trend pertumbuhan, dengan pelan bergulir 12 bulan.',
          benefit: 'Penggantian diperuntukkan dalam belanjawan lebih awal, bukan pembelian kecemasan.',
        },
      ],
      tools: [
        { name: 'Zabbix', category: 'Pemantauan', useCase: 'Pemantauan ketersediaan dan prestasi pelayan serta peranti rangkaian' },
        {
          name: 'Microsoft Intune',
          category: 'Pengurusan titik akhir',
          useCase: 'Konfigurasi, tampalan dan pematuhan komputer riba serta peranti mudah alih',
        },
        {
          name: 'Veeam Backup & Replication',
          category: 'Sandaran',
          useCase: 'Sandaran peringkat imej dengan salinan tidak boleh ubah dan ujian pemulihan',
        },
        { name: 'ServiceNow', category: 'Pengurusan perkhidmatan IT', useCase: 'Insiden, perubahan dan rekod aset dengan penjejakan SLA' },
      ],
      applications: [
        {
          name: 'Operasi pelayan dan rangkaian berbilang lokasi',
          industry: 'Pembuatan',
          impact: 'Sistem kilang diselenggara tanpa menambah kakitangan IT dalaman',
        },
        {
          name: 'Pengurusan IT cawangan',
          industry: 'Perbankan dan perkhidmatan kewangan',
          impact: 'Konfigurasi dan tampalan yang konsisten di setiap cawangan',
        },
        {
          name: 'Infrastruktur klinik dan hospital',
          industry: 'Penjagaan kesihatan',
          impact: 'Sistem klinikal kekal tersedia sepanjang masa',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menginventori aset, lesen dan kontrak',
            'Menyemak insiden terkini dan punca masalah',
            'Menilai liputan pemantauan dan sandaran',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Bersetuju tentang tahap perkhidmatan dan keutamaan',
            'Menetapkan laluan eskalasi dan tetingkap perubahan',
            'Merancang proses permulaan dan pemindahan pengetahuan',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang ejen pemantauan dan alat pengurusan',
            'Mendokumentasikan buku panduan operasi dan konfigurasi',
            'Mengambil alih giliran tiket meja perkhidmatan',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Mengendalikan insiden dan permintaan mengikut SLA',
            'Menjalankan tampalan dan ujian pemulihan bulanan',
            'Semakan perkhidmatan bulanan bersama pengurus perkhidmatan anda',
          ],
        },
      ],
    },
    {
      id: 'security-management',
      icon: 'shield-check',
      title: 'Pengurusan Keselamatan',
      description:
        'Pengurusan berterusan bagi perlindungan titik akhir, identiti, kerentanan dan pemantauan keselamatan, sejajar dengan ISO 27001 dan CIS Controls.',
      features: [
        {
          name: 'Pengesanan dan tindak balas titik akhir terurus',
          description: 'EDR dipasang dan ditala pada pelayan dan komputer riba, dengan amaran disaring oleh penganalisis kami.',
          benefit: 'Peranti yang mencurigakan diasingkan dengan pantas, sebelum ancaman merebak.',
        },
        {
          name: 'Pengurusan kerentanan',
          description:
            'Imbasan bersahih setiap bulan, penemuan disusun mengikut risiko dan pembaikan dijejaki berbanding tarikh akhir yang dipersetujui.',
          benefit: 'Senarai kerentanan terbuka yang semakin pendek dan sentiasa kelihatan.',
        },
        {
          name: 'Pengurusan identiti dan akses',
          description:
            'Pengesahan pelbagai faktor, akses bersyarat, semakan akses istimewa dan penarikan balik akses pekerja yang berhenti dengan segera.',
          benefit: 'Kata laluan yang dicuri sahaja tidak lagi mencukupi untuk menceroboh masuk.',
        },
        {
          name: 'Pemantauan dan pelaporan keselamatan',
          description: 'Pengumpulan log ke dalam SIEM, peraturan korelasi dan laporan bulanan yang dipetakan kepada kawalan ISO 27001.',
          benefit: 'Bukti sedia untuk juruaudit dan pengawal selia.',
        },
      ],
      tools: [
        {
          name: 'Microsoft Defender for Endpoint',
          category: 'Pengesanan dan tindak balas titik akhir',
          useCase: 'Pengesanan, siasatan dan pengasingan peranti pada Windows, macOS dan Linux',
        },
        {
          name: 'Microsoft Sentinel',
          category: 'SIEM',
          useCase: 'Pengumpulan dan korelasi log berpusat daripada sumber awan dan di premis',
        },
        {
          name: 'Tenable Nessus',
          category: 'Imbasan kerentanan',
          useCase: 'Imbasan bersahih pada pelayan, titik akhir dan peranti rangkaian',
        },
        { name: 'Microsoft Entra ID', category: 'Identiti', useCase: 'Pengesahan pelbagai faktor, akses bersyarat dan semakan akses' },
      ],
      applications: [
        {
          name: 'Kesediaan ISO 27001',
          industry: 'Teknologi dan SaaS',
          impact: 'Kawalan sudah beroperasi dan berdokumen sebelum audit pensijilan',
        },
        {
          name: 'Pematuhan peraturan',
          industry: 'Perkhidmatan kewangan',
          impact: 'Pelaporan sejajar dengan keperluan OJK dan RMiT Bank Negara Malaysia',
        },
        {
          name: 'Daya tahan terhadap perisian tebusan',
          industry: 'Perkhidmatan profesional',
          impact: 'Risiko perisian tebusan lebih rendah melalui MFA, EDR dan sandaran tidak boleh ubah',
        },
      ],
      implementation: [
        {
          phase: 'discovery',
          steps: [
            'Menilai kawalan semasa berbanding CIS Controls',
            'Mengenal pasti aset dan data kritikal',
            'Menyemak insiden lalu dan penemuan audit',
          ],
        },
        {
          phase: 'planning',
          steps: [
            'Mengutamakan jurang mengikut risiko',
            'Bersetuju tentang peraturan saringan amaran dan eskalasi',
            'Menetapkan pelaporan untuk pengurusan dan juruaudit',
          ],
        },
        {
          phase: 'implementation',
          steps: [
            'Memasang EDR, MFA dan pengumpulan log',
            'Menala peraturan pengesanan untuk mengurangkan positif palsu',
            'Menjalankan latihan insiden tabletop',
          ],
        },
        {
          phase: 'support',
          steps: [
            'Menyaring dan bertindak balas terhadap amaran',
            'Imbasan kerentanan bulanan dan penjejakan pembaikan',
            'Semakan postur keselamatan setiap suku tahun',
          ],
        },
      ],
    },
  ],
};

export default content;
