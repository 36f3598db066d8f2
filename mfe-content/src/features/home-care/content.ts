import { HOSPITAL } from 'contract/hospital';
import { defineCatalogue } from 'shared-ui/i18n';
import type { HomeCareContent } from './contentTypes';

const en: HomeCareContent = {
  intro: [
    'Some recoveries go better at home. Our nurses, physiotherapists and caregivers bring hospital-standard care to homes across Faridabad, working with the doctors who know the patient.',
    'From a daily dressing to round-the-clock nursing after a hospital stay, we agree a care plan with your family and keep you and your doctor informed.',
  ],
  whyChoose: [
    {
      title: 'Trained, verified staff',
      text: 'Every nurse and caregiver is police-verified and trained by our nursing team before their first visit to a home.',
    },
    {
      title: 'Linked to your doctors',
      text: 'A doctor approves the care plan, our team follows it and reports back, and care notes are shared with the family, so care at home continues hospital care.',
    },
    {
      title: 'Clear prices',
      text: 'The price of each visit is shown with the visit on this page, and you receive the cost of a longer plan in writing before it begins.',
    },
    {
      title: 'Across Faridabad',
      text: 'We visit homes across Faridabad, plan the visits around your family’s day and send the same caregiver wherever we can.',
    },
  ],
  services: [
    {
      title: 'Nursing care',
      text: 'Injections, drips, wound dressings, catheter and feeding-tube care, and monitoring of vital signs.',
    },
    {
      title: 'Physiotherapy',
      text: 'Exercises to regain strength and movement after surgery, a fracture or a stroke.',
    },
    {
      title: 'Elderly care',
      text: 'Help with bathing, eating and walking, medicines on time, care to prevent falls, and company for elders who live alone.',
    },
    {
      title: 'Post-operative care',
      text: 'Wound care, removal of stitches, drain care, pain relief and getting back on your feet in the weeks after an operation at any hospital.',
    },
    {
      title: 'Doctor visits',
      text: 'A doctor’s visit for patients who cannot easily travel to the hospital: a check-up, a review of all their medicines, and a referral to a specialist when needed.',
    },
    {
      title: 'Sample collection at home',
      text: 'Blood and urine samples collected at home, with reports sent to you.',
    },
    {
      title: 'Palliative care',
      text: 'Comfort, pain and symptom relief and support for patients with serious illness and their families, with the treating doctor.',
    },
    {
      title: 'Equipment at home',
      text: 'Advice on, and arranging of, hospital beds, air mattresses against bed sores, wheelchairs, oxygen concentrators and suction machines when they are needed.',
    },
  ],
  process: [
    { title: 'Call or book', text: 'Tell us who needs care, what kind, and from when.' },
    {
      title: 'Assessment',
      text: 'A nurse assesses the patient’s needs, at home or in hospital before discharge, and talks with the treating doctor.',
    },
    {
      title: 'Care plan',
      text: 'Our home care doctor approves the plan, and we agree the visits, the staff and the cost with your family, in writing.',
    },
    {
      title: 'Care at home',
      text: 'Care begins; we show the family how to lift and turn the patient safely and which warning signs to watch for, review the plan regularly and keep you and your doctor informed.',
    },
  ],
  whoNeeds: [
    'Patients coming home after surgery or a hospital stay',
    'Elders who need help with daily activities or medicines',
    'People recovering from a stroke or a fracture',
    'Bedridden patients who need nursing care',
    'People with long-term conditions such as diabetes, heart failure or COPD',
    'Patients receiving palliative care, and their families',
    'Patients with wounds or bed sores that need regular dressing',
    'People with long-term lung disease who need oxygen at home',
  ],
  stats: [
    { value: '8', label: 'Kinds of care at home' },
    { value: '24 x 7', label: 'Emergency team behind every visit' },
  ],
  get faq() {
    return [
      {
        question: 'Which areas do you cover?',
        answer: [
          'We visit homes across Faridabad. When you book a visit, the form checks your pincode; call us if yours is not served and we will tell you what we can arrange.',
        ],
      },
      {
        question: 'How soon can care start?',
        answer: [
          'Usually within 24 hours of the home assessment, and the same day for urgent needs when staff are free.',
        ],
      },
      {
        question: 'How much does home care cost?',
        answer: [
          'Each visit’s price is shown with the visit on this page, and it includes coming to your home. A longer plan costs what its visits and hours add up to; you receive it in writing before care begins.',
        ],
      },
      {
        question: 'Can care start as soon as a patient is discharged?',
        answer: [
          'Yes, if you tell us early. Our nurse can assess the patient in hospital before discharge, so that care at home starts on the day they come home.',
        ],
      },
      {
        question: 'Who decides the treatment given at home?',
        answer: [
          'The treating doctor. Our nurses and therapists follow the doctor’s plan, and report back when something changes.',
        ],
      },
      {
        question: 'What happens in an emergency at home?',
        answer: [
          `Our caregiver calls our emergency team on ${HOSPITAL.emergencyPhone}, and an ambulance is sent while first aid is given.`,
        ],
      },
    ];
  },
};

export const homeCareContent = defineCatalogue<HomeCareContent>({ en, hi: () => import('./content.hi') });
