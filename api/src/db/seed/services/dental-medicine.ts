import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('dental-medicine');

export const dentalMedicine: SeedService = {
  slug: 'dental-medicine',
  department: 'dental-medicine',
  name: 'Dental Medicine',
  description:
    'Gentle dental care for the whole family: check-ups, root canals, implants, braces and smile design, in a clinic with hospital-grade sterilisation.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Dental Medicine',
      subtitle: 'Healthy teeth, confident smiles',
      description:
        "From a child's first check-up to implants for grandparents, our dentists treat every age with patience and care. Digital X-rays, single-sitting root canals and strict sterilisation make each visit comfortable and safe.",
      badge_1: 'Root Canal Treatment',
      badge_2: 'Dental Implants',
      badge_3: 'Braces and Aligners',
      badge_4: 'Hospital-Grade Sterilisation',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Comfort First',
        description: 'Many people avoid the dentist out of fear; we take that seriously.',
        points: points(
          'Local anaesthesia with fine needles',
          'Sedation for anxious patients and difficult cases',
          'Time to explain every step before it happens',
          'Child-friendly dentists and rooms',
          'Evening appointments for working people',
        ),
      },
      {
        id: 2,
        title: 'Safe and Clean',
        description: 'Infection control to the same standard as our operation theatres.',
        points: points(
          'Class B autoclave sterilisation of every instrument',
          'Single-use needles, gloves and suction tips',
          'Surfaces disinfected between patients',
          'Sterilisation records checked daily',
          'Hospital back-up for medically complex patients',
        ),
      },
      {
        id: 3,
        title: 'Complete Care in One Place',
        description: 'Specialists for every kind of dental treatment.',
        points: points(
          'Endodontist for root canal treatment',
          'Orthodontist for braces and aligners',
          'Prosthodontist for implants, crowns and dentures',
          'Oral surgeon for wisdom teeth and jaw problems',
          'Paediatric dentist for children',
        ),
      },
    ],
    service_details: [
      {
        title: 'Check-ups and Cleaning',
        intro_text: 'Prevention keeps teeth for life.',
        points: points('Scaling and polishing', 'Fluoride for children', 'Oral cancer screening'),
      },
      {
        title: 'Root Canal Treatment',
        intro_text: 'Saving badly decayed or infected teeth.',
        points: points('Single-sitting treatment in most cases', 'Rotary instruments', 'Crowns to protect the tooth'),
      },
      {
        title: 'Dental Implants',
        intro_text: 'Fixed replacements for missing teeth.',
        points: points('Single tooth implants', 'Implant-supported bridges', 'Full-mouth rehabilitation'),
      },
      {
        title: 'Braces and Aligners',
        intro_text: 'Straightening crooked or spaced teeth.',
        points: points('Metal and ceramic braces', 'Clear aligners', 'Retainers after treatment'),
      },
      {
        title: 'Wisdom Tooth Surgery',
        intro_text: 'Removing impacted or painful wisdom teeth.',
        points: points('Planning with OPG X-ray', 'Minimal-pain surgical technique', 'Clear aftercare instructions'),
      },
      {
        title: 'Crowns, Bridges and Dentures',
        intro_text: 'Restoring teeth that are broken or missing.',
        points: points('Zirconia and porcelain crowns', 'Fixed bridges', 'Comfortable complete dentures'),
      },
      {
        title: "Children's Dentistry",
        intro_text: 'Friendly care for milk teeth and growing mouths.',
        points: points('Pit and fissure sealants', 'Treatment of decayed milk teeth', 'Habit counselling'),
      },
    ],
    technologies: [
      { name: 'Digital Radiovisiography (RVG)', purpose: 'Instant dental X-rays with very low radiation.' },
      { name: 'OPG Panoramic X-Ray', purpose: 'A full view of the jaws and all teeth in one image.' },
      { name: 'Rotary Endodontics', purpose: 'Faster, more comfortable root canal treatment.' },
      { name: 'Intraoral Camera', purpose: 'Showing patients exactly what the dentist sees.' },
      { name: 'Dental Laser', purpose: 'Gum treatment with less bleeding and faster healing.' },
      { name: 'Class B Autoclave', purpose: 'Hospital-grade sterilisation of instruments.' },
    ],
    support_services: [
      {
        title: 'Emergency Dental Care',
        points: points('Severe toothache', 'Broken teeth after injury', 'Facial swelling'),
      },
      {
        title: 'Special Care Dentistry',
        points: points(
          'Patients with heart disease or diabetes',
          'Elderly and disabled patients',
          'Treatment under general anaesthesia',
        ),
      },
      { title: 'Smile Design', points: points('Teeth whitening', 'Veneers', 'Gum contouring') },
    ],
    when_needed_conditions: [
      { condition: 'Toothache or sensitivity to hot and cold' },
      { condition: 'Bleeding or swollen gums' },
      { condition: 'A broken, loose or missing tooth' },
      { condition: 'Crooked teeth or a bite that does not fit' },
      { condition: 'Bad breath that does not go away' },
      { condition: 'A white or red patch or ulcer in the mouth lasting two weeks' },
    ],
    leader_points: points(
      'Specialists for every branch of dentistry under one roof',
      'Single-sitting root canals for most teeth',
      'Hospital-grade sterilisation audited every month',
      'Dental care for medically complex patients with hospital back-up',
      'Clear, upfront treatment estimates',
    ),
    faqs: [
      {
        question: 'Is root canal treatment painful?',
        answer:
          'No. It is done under local anaesthesia and feels much like a filling. It relieves the pain of an infected tooth.',
      },
      {
        question: 'How long do dental implants last?',
        answer: 'With good brushing and regular check-ups, implants can last a lifetime.',
      },
      {
        question: 'What age should children first see a dentist?',
        answer: 'By their first birthday, or when the first tooth appears.',
      },
      {
        question: 'How often should I have my teeth cleaned?',
        answer: 'Every six months for most people; more often if you have gum disease.',
      },
      {
        question: 'Can I get dental treatment if I have diabetes or heart disease?',
        answer:
          'Yes. Tell us about your condition and medicines; our dentists coordinate with your physician or cardiologist.',
      },
    ],
    cta_section: {
      title: 'Book your dental check-up',
      description: 'A check-up every six months keeps small problems small.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Book Dental Appointment',
      action: 'book',
    },
  },
};
