import type { InfoPage } from '../../types';

const page: InfoPage = {
  title: 'Pelindungan Data',
  description:
    'Cara Meridian IT Services menangani data pribadi sesuai dengan UU PDP Indonesia (UU 27/2022), PDPA 2010 Malaysia, PDPA 2012 Singapura, dan GDPR.',
  tableHeading: 'Jadwal retensi data',
  table: {
    caption: 'Berapa lama kami menyimpan setiap kategori data pribadi dan apa yang terjadi pada akhir masa retensi',
    columns: ['Kategori data', 'Masa retensi', 'Alasan', 'Pada akhir masa retensi'],
    rows: [
      [
        'Data akun',
        '7 tahun setelah akun ditutup',
        'Kewajiban akuntansi, perpajakan, dan kewajiban hukum lainnya',
        'Dihapus secara aman atau dianonimkan secara permanen',
      ],
      ['Data penggunaan', '2 tahun', 'Peningkatan layanan dan perencanaan kapasitas', 'Digabungkan menjadi statistik anonim atau dihapus'],
      ['Data teknis (log)', '1 tahun', 'Pemantauan keamanan dan investigasi insiden', 'Dihapus secara otomatis'],
      [
        'Data klien yang diproses atas nama Anda',
        'Sesuai dengan perjanjian pemrosesan data',
        'Penyediaan layanan yang dikontrakkan',
        'Dikembalikan kepada Anda atau dihapus saat kontrak berakhir',
      ],
    ],
  },
  cardsHeading: 'Prinsip pelindungan data kami',
  cards: [
    {
      title: 'Pejabat pelindungan data',
      text: 'Pejabat pelindungan data yang ditunjuk mengawasi kepatuhan terhadap UU PDP, PDPA 2010, PDPA 2012, dan GDPR di kantor kami di Jakarta, Kuala Lumpur, dan Singapura.',
    },
    {
      title: 'Perjanjian pemrosesan data',
      text: 'Ketika kami memproses data pribadi untuk klien, perjanjian tertulis menetapkan instruksi Anda, kewajiban keamanan kami, dan aturan bagi subprosesor.',
    },
    {
      title: 'Penilaian dampak',
      text: 'Kami melakukan penilaian dampak pelindungan data untuk pemrosesan berisiko tinggi sebelum proyek dimulai dan meninjaunya setiap kali pemrosesan berubah.',
    },
    {
      title: 'Pemberitahuan pelanggaran',
      text: 'Kami memberi tahu klien yang terdampak tanpa penundaan yang tidak semestinya dan melapor kepada regulator dalam tenggat waktu yang ditetapkan undang-undang, seperti 72 jam menurut GDPR dan UU PDP.',
    },
  ],
};

export default page;
