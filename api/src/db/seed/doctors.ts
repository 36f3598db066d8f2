/** The hospital's consultants, by department. Photos are the illustrated portraits in `media/doctors/`. */
import type { SeedDepartment } from './types';

export const departments: SeedDepartment[] = [
  {
    department_name: 'Cardiology',
    doctors: [
      {
        doctor_name: 'Dr. Anita Sharma',
        image: 'doctors/dr-anita-sharma.svg',
        about:
          'Senior Consultant, Interventional Cardiology (MBBS, MD, DM Cardiology, AIIMS New Delhi). Over 18 years of experience in angioplasty, primary PCI for heart attacks and complex coronary interventions. Leads our 24 x 7 cath lab team and the heart failure clinic.',
      },
      {
        doctor_name: 'Dr. Rohit Malhotra',
        image: 'doctors/dr-rohit-malhotra.svg',
        about:
          'Consultant, Non-invasive Cardiology (MBBS, MD Medicine, DNB Cardiology). Runs the echocardiography, TMT and Holter services and the preventive cardiology clinic for patients with diabetes, high blood pressure and a family history of heart disease.',
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
          'Head of Orthopaedics and Joint Replacement (MBBS, MS Ortho, Fellowship in Arthroplasty, Germany). Has performed more than 3,000 knee and hip replacements and treats complex fractures from road and workplace accidents on the Delhi-Mathura highway corridor.',
      },
      {
        doctor_name: 'Dr. Kavita Arora',
        image: 'doctors/dr-kavita-arora.svg',
        about:
          'Consultant, Arthroscopy and Sports Medicine (MBBS, DNB Ortho). Treats ligament and meniscus injuries, frozen shoulder and sports injuries with keyhole surgery, and works closely with our physiotherapy team on return-to-play plans.',
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
          'Senior Consultant, Endocrinology (MBBS, MD Medicine, DM Endocrinology). Cares for adults with type 1 and type 2 diabetes, thyroid and adrenal disorders and obesity, and started our insulin pump and continuous glucose monitoring programme.',
      },
      {
        doctor_name: 'Dr. Meenakshi Iyer',
        image: 'doctors/dr-meenakshi-iyer.svg',
        about:
          'Consultant, Diabetology (MBBS, MD Medicine, Fellowship in Diabetes). Runs the diabetic foot clinic and the gestational diabetes clinic with our obstetricians, with a special interest in diet and lifestyle programmes that patients can keep up at home.',
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
          'Consultant, Prosthodontics and Implantology (BDS, MDS). Restores missing teeth with implants, crowns and bridges, and plans full-mouth rehabilitation for older patients. Known for gentle, unhurried care of anxious patients.',
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
          'Senior Consultant, Bariatric and Minimal Access Surgery (MBBS, MS General Surgery, FMAS, FALS Bariatric). Performs sleeve gastrectomy and gastric bypass for severe obesity and type 2 diabetes, and laparoscopic gall bladder and hernia surgery.',
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
          'Head, Accident and Emergency (MBBS, MEM, ATLS and ACLS instructor). Leads the round-the-clock emergency team and trauma bay, and trains our ambulance crews in pre-hospital care for road accident, stroke and heart attack patients.',
      },
      {
        doctor_name: 'Dr. Pooja Saini',
        image: 'doctors/dr-pooja-saini.svg',
        about:
          'Consultant, Emergency and Critical Care (MBBS, DNB Emergency Medicine). Manages poisoning, snake bite, heat stroke and acute breathing problems, and coordinates emergency admissions to the ICU.',
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
          'Senior Consultant, Internal Medicine (MBBS, MD Medicine). Over 20 years of treating fever, infections such as dengue and typhoid, high blood pressure and long-term conditions in adults. Oversees our full body health checkup programme.',
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
          'Consultant, Geriatric Medicine and Home Care (MBBS, MD Medicine, PG Diploma in Geriatrics). Plans care at home for bed-bound and elderly patients across Faridabad: doctor visits, nursing, physiotherapy and medicines reviewed in one plan.',
      },
    ],
  },
];
