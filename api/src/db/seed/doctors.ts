/**
 * The hospital's consultants, by department. The seed gives ids in this order, so new departments
 * and doctors go at the end: a department's or doctor's id never changes between releases.
 * The bios say what a doctor treats, how they work and the languages they speak; degrees,
 * institutions, years, case counts and awards are for the hospital to supply, never to make up.
 * Photos are monogram portraits in `media/doctors/`, drawn by `scripts/generate-media.ts`, until
 * the hospital supplies photographs (`docs/images.md`).
 * Every speciality the site's content names must be booked in one of these departments:
 * `test/specialities.test.ts` checks it.
 */
import type { SeedDepartment } from './types';

export const departments: SeedDepartment[] = [
  {
    department_name: 'Cardiology',
    doctors: [
      {
        doctor_name: 'Dr. Anita Sharma',
        image: 'doctors/dr-anita-sharma.svg',
        about:
          'Interventional cardiologist. Treats chest pain, heart attacks and narrowed heart arteries with angiography, angioplasty and stents, and sees patients with heart failure. Explains each procedure and its alternatives before asking for consent. Consults in Hindi and English.',
      },
      {
        doctor_name: 'Dr. Rohit Malhotra',
        image: 'doctors/dr-rohit-malhotra.svg',
        about:
          'Cardiologist for tests and prevention. Reads echocardiograms, treadmill tests and Holter recordings, and helps people with diabetes, high blood pressure or a family history of heart disease lower their risk. Consults in Hindi, Punjabi and English.',
      },
    ],
  },
  {
    department_name: 'Orthopaedics',
    doctors: [
      {
        doctor_name: 'Dr. Vikram Singh Chauhan',
        image: 'doctors/dr-vikram-singh-chauhan.svg',
        about:
          'Orthopaedic surgeon for joint replacement and fractures. Treats worn knees and hips, from medicines and physiotherapy to replacement when nothing else helps, and fractures from road and workplace accidents. Consults in Hindi and English.',
      },
      {
        doctor_name: 'Dr. Kavita Arora',
        image: 'doctors/dr-kavita-arora.svg',
        about:
          'Orthopaedic surgeon for arthroscopy and sports injuries. Treats ligament and meniscus tears, frozen shoulder and sports injuries, with keyhole surgery when it is needed, and plans the return to sport with the physiotherapists. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Diabetes & Endocrinology',
    doctors: [
      {
        doctor_name: 'Dr. Sanjay Gupta',
        image: 'doctors/dr-sanjay-gupta.svg',
        about:
          'Endocrinologist. Cares for adults with type 1 and type 2 diabetes, thyroid and adrenal disorders and obesity, including insulin pumps and continuous glucose monitoring. Sets targets with each patient that fit their work and meals. Consults in Hindi and English.',
      },
      {
        doctor_name: 'Dr. Meenakshi Iyer',
        image: 'doctors/dr-meenakshi-iyer.svg',
        about:
          'Diabetes specialist. Sees patients with diabetic foot problems and women with diabetes in pregnancy, together with the obstetricians, and builds diet and exercise plans that can be kept up at home. Consults in Hindi, Tamil and English.',
      },
    ],
  },
  {
    department_name: 'Dental Medicine',
    doctors: [
      {
        doctor_name: 'Dr. Neha Bansal',
        image: 'doctors/dr-neha-bansal.svg',
        about:
          'Dentist for implants, crowns and bridges. Replaces missing teeth and plans full-mouth treatment for older patients, one step at a time. Takes time with anxious patients and explains each step before starting. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Bariatric & Laparoscopic Surgery',
    doctors: [
      {
        doctor_name: 'Dr. Arjun Mehta',
        image: 'doctors/dr-arjun-mehta.svg',
        about:
          'Bariatric and laparoscopic surgeon. Performs sleeve gastrectomy and gastric bypass for severe obesity and type 2 diabetes, and keyhole surgery for gall stones and hernias. Plans each operation with the dietitian and physician, and follows patients up after it. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Emergency Medicine',
    doctors: [
      {
        doctor_name: 'Dr. Farhan Qureshi',
        image: 'doctors/dr-farhan-qureshi.svg',
        about:
          'Emergency physician. Treats injuries from road accidents and falls, chest pain, strokes and other emergencies as patients arrive, and works with the ambulance crews on care before the hospital. Consults in Hindi, Urdu and English.',
      },
      {
        doctor_name: 'Dr. Pooja Saini',
        image: 'doctors/dr-pooja-saini.svg',
        about:
          'Emergency and critical care physician. Treats poisoning, snake bite, heat stroke and sudden breathing problems, and looks after patients who need the ICU. Keeps families told what is happening and what comes next. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Internal Medicine',
    doctors: [
      {
        doctor_name: 'Dr. Rajesh Khanna',
        image: 'doctors/dr-rajesh-khanna.svg',
        about:
          'Physician for adults. Treats fever and infections such as dengue and typhoid, high blood pressure and long-term conditions, and reviews full body health checkup results with patients. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Home Care & Geriatrics',
    doctors: [
      {
        doctor_name: 'Dr. Sunita Yadav',
        image: 'doctors/dr-sunita-yadav.svg',
        about:
          'Physician for older people and care at home. Plans care for bed-bound and elderly patients across Faridabad: doctor visits, nursing, physiotherapy and a review of all their medicines in one plan. Consults in Hindi, Haryanvi and English.',
      },
    ],
  },
  {
    department_name: 'Neurology',
    doctors: [
      {
        doctor_name: 'Dr. Nitin Kapoor',
        image: 'doctors/dr-nitin-kapoor.svg',
        about:
          'Neurologist. Sees adults with stroke, epilepsy and fits, migraine and other headaches, Parkinson’s disease, numbness and nerve pain, and memory problems. Explains each test before it is done and involves the family in long-term care. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Paediatrics',
    doctors: [
      {
        doctor_name: 'Dr. Shalini Kaushik',
        image: 'doctors/dr-shalini-kaushik.svg',
        about:
          'Paediatrician for babies, children and teenagers. Treats fever, coughs and asthma, tummy upsets and infections, checks growth and development, and gives vaccinations. Examines children with a parent beside them and gives parents clear advice for home. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Obstetrics & Gynaecology',
    doctors: [
      {
        doctor_name: 'Dr. Ritu Aggarwal',
        image: 'doctors/dr-ritu-aggarwal.svg',
        about:
          'Obstetrician and gynaecologist. Cares for women through pregnancy and birth, including diabetes in pregnancy with the diabetes team, and treats period problems, PCOS and menopause symptoms. Does gynaecological check-ups and cervical screening. Consults in Hindi and English.',
      },
    ],
  },
  {
    department_name: 'Nephrology',
    doctors: [
      {
        doctor_name: 'Dr. Deepak Rathi',
        image: 'doctors/dr-deepak-rathi.svg',
        about:
          'Nephrologist. Sees patients with kidney disease from diabetes or high blood pressure, protein or blood in the urine, kidney stones that keep coming back and swelling from fluid, and helps patients slow kidney disease with medicines and diet. Consults in Hindi and English.',
      },
    ],
  },
];
