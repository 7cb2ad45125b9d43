import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Ketentuan Layanan',
  description:
    'Ketentuan yang mengatur penggunaan situs web dan layanan Meridian IT Services, termasuk ketersediaan layanan, biaya, kekayaan intelektual, dan tanggung jawab.',
  tableHeading: 'Ringkasan ketentuan utama',
  table: {
    caption: 'Ringkasan ketentuan pokok dalam ketentuan layanan kami',
    columns: ['Topik', 'Cakupan', 'Ketentuan utama'],
    rows: [
      [
        'Ketersediaan layanan',
        'Ketersediaan layanan terkelola dan layanan hosting kami',
        'Komitmen uptime sebesar 99.9% per bulan kalender, dengan kredit layanan sebagaimana diatur dalam perjanjian layanan',
      ],
      [
        'Biaya dan pembayaran',
        'Penagihan, mata uang, dan syarat pembayaran',
        'Tagihan wajib dibayar dalam 30 hari dalam mata uang yang tercantum pada formulir pemesanan',
      ],
      [
        'Kekayaan intelektual',
        'Kepemilikan hasil kerja dan materi yang sudah ada sebelumnya',
        'Klien memiliki hasil kerja khusus setelah dibayar lunas; kami tetap memiliki perangkat dan pengetahuan yang sudah ada sebelumnya',
      ],
      [
        'Kerahasiaan',
        'Informasi yang dipertukarkan selama kerja sama',
        'Kedua belah pihak melindungi informasi rahasia selama kerja sama dan selama 5 tahun setelah kerja sama berakhir',
      ],
      [
        'Tanggung jawab',
        'Batas tanggung jawab masing-masing pihak',
        'Tanggung jawab dibatasi sebesar biaya yang dibayarkan dalam 12 bulan sebelum klaim, kecuali jika hukum tidak mengizinkan pembatasan',
      ],
      [
        'Hukum yang berlaku',
        'Hukum yang berlaku dan penyelesaian sengketa',
        'Berlaku hukum negara tempat entitas Meridian yang berkontrak berada (Indonesia, Malaysia, atau Singapura)',
      ],
    ],
  },
  cardsHeading: 'Tanggung jawab Anda dan tanggung jawab kami',
  cards: [
    {
      title: 'Penggunaan yang dapat diterima',
      text: 'Anda setuju untuk tidak menggunakan layanan kami untuk kegiatan yang melanggar hukum, menyebarkan kode berbahaya, atau mencoba mengakses sistem apa pun tanpa izin.',
    },
    {
      title: 'Keamanan akun',
      text: 'Anda bertanggung jawab menjaga kerahasiaan kredensial Anda dan atas aktivitas di akun Anda, serta wajib segera memberi tahu kami jika ada dugaan penyalahgunaan.',
    },
    {
      title: 'Perubahan ketentuan',
      text: 'Kami memberikan pemberitahuan paling lambat 30 hari sebelum perubahan material berlaku, dan penggunaan layanan setelah tanggal tersebut berarti Anda menyetujuinya.',
    },
    {
      title: 'Penangguhan dan pengakhiran',
      text: 'Masing-masing pihak dapat mengakhiri perjanjian atas pelanggaran material yang tidak diperbaiki dalam 30 hari setelah pemberitahuan tertulis.',
    },
  ],
};

export default page;
