import { points, serviceImages } from '../types';
import type { SeedService } from '../types';

const images = serviceImages('orthopaedics');

export const orthopaedics: SeedService = {
  slug: 'orthopaedics',
  department: 'orthopaedics',
  name: 'Orthopaedics',
  description:
    'Bone, joint and spine care: knee and hip replacement, arthroscopy, fracture surgery and physiotherapy, so you can walk, work and play without pain.',
  service_banner: images.banner,
  page: {
    hero_section: {
      title: 'Orthopaedics and Joint Replacement',
      subtitle: 'Move freely again',
      description:
        'Knee pain from arthritis, a fracture from a fall or a sports injury can stop life in its tracks. Our orthopaedic surgeons and physiotherapists work together to get you back on your feet, often within days of surgery.',
      badge_1: 'Knee and Hip Replacement',
      badge_2: 'Keyhole Arthroscopy',
      badge_3: '24 x 7 Fracture Care',
      badge_4: 'In-House Physiotherapy',
      image_1: images.hero1,
      image_2: images.hero2,
    },
    why_choose_us_sections: [
      {
        id: 1,
        title: 'Experienced Joint Surgeons',
        description: 'A careful approach to every joint replacement.',
        points: points(
          'Surgeons who specialise in joint replacement',
          'Computer-assisted alignment for knee replacement',
          'Standing on the first day after surgery',
          'Laminar airflow operation theatres to prevent infection',
          'Honest advice on whether surgery is needed at all',
        ),
      },
      {
        id: 2,
        title: 'Trauma Care Around the Clock',
        description: 'Fractures are fixed quickly and properly the first time.',
        points: points(
          'Orthopaedic surgeon on call 24 x 7',
          'Digital X-ray and CT next to the emergency',
          'Modern plates, nails and external fixators',
          'Care for complex pelvic and spine injuries',
          'Early physiotherapy to prevent stiffness',
        ),
      },
      {
        id: 3,
        title: 'Rehabilitation That Works',
        description: 'Surgery is only half the journey.',
        points: points(
          'Physiotherapy starts the day after surgery',
          'Home exercise plans in Hindi and English',
          'Physiotherapy at home when travel is hard',
          'Regular follow-up X-rays and reviews',
          'Sports return-to-play programmes',
        ),
      },
    ],
    service_details: [
      {
        title: 'Total Knee Replacement',
        intro_text: 'For advanced arthritis that stops you walking.',
        points: points('Single and both knees', 'Computer-assisted alignment', 'Walking with support in a day'),
      },
      {
        title: 'Hip Replacement',
        intro_text: 'For arthritis, hip fractures and avascular necrosis.',
        points: points(
          'Cemented and uncemented implants',
          'Minimally invasive approaches',
          'Faster return to daily life',
        ),
      },
      {
        title: 'Arthroscopy and Sports Injuries',
        intro_text: 'Keyhole surgery for knee and shoulder injuries.',
        points: points('ACL and meniscus repair', 'Shoulder dislocation repair', 'Small scars and quick recovery'),
      },
      {
        title: 'Fracture and Trauma Surgery',
        intro_text: 'Fixing broken bones from accidents and falls.',
        points: points('Plates, nails and screws', 'Pelvic and complex fractures', 'Care for elderly hip fractures'),
      },
      {
        title: 'Spine Care',
        intro_text: 'Back and neck pain, slipped disc and spine injuries.',
        points: points(
          'Medical and physiotherapy treatment first',
          'Disc and decompression surgery',
          'Spinal fracture fixation',
        ),
      },
      {
        title: 'Paediatric Orthopaedics',
        intro_text: 'Bone and joint problems in growing children.',
        points: points('Clubfoot treatment', 'Fractures in children', 'Limb deformity correction'),
      },
      {
        title: 'Osteoporosis Clinic',
        intro_text: 'Strengthening thin bones to prevent fractures.',
        points: points('Bone density testing', 'Calcium, vitamin D and medicines', 'Fall prevention advice'),
      },
    ],
    technologies: [
      {
        name: 'Computer Navigation for Knee Replacement',
        purpose: 'Placing implants with precise alignment for a longer life.',
      },
      { name: 'HD Arthroscopy System', purpose: 'Clear views inside the joint through small incisions.' },
      { name: 'C-Arm Image Intensifier', purpose: 'Live X-ray guidance during fracture fixation.' },
      { name: 'Laminar Airflow Theatres', purpose: 'Ultra-clean air to keep infection rates low.' },
      { name: 'DEXA Scanner', purpose: 'Measuring bone strength in osteoporosis.' },
      { name: 'MRI and CT Imaging', purpose: 'Detailed pictures of ligaments, discs and fractures.' },
    ],
    support_services: [
      {
        title: 'Physiotherapy',
        points: points('Post-operative rehabilitation', 'Sports injury recovery', 'Home physiotherapy'),
      },
      {
        title: 'Pain Management',
        points: points('Nerve blocks for surgery', 'Joint injections', 'Chronic pain clinic'),
      },
      { title: 'Orthotics and Supports', points: points('Braces and splints', 'Walking aids', 'Custom insoles') },
    ],
    when_needed_conditions: [
      { condition: 'Knee or hip pain that limits walking or climbing stairs' },
      { condition: 'A fall or accident with pain, swelling or deformity' },
      { condition: 'A twisting injury with knee swelling or giving way' },
      { condition: 'Back or neck pain spreading to the arms or legs' },
      { condition: 'Shoulder pain and stiffness lasting weeks' },
      { condition: 'Thin bones or a fracture after a minor fall' },
    ],
    leader_points: points(
      'Patients standing the day after knee replacement',
      '24 x 7 fracture care with the emergency department',
      'A physiotherapist at your bedside the day after surgery',
      'Physiotherapy from the hospital bed to your home',
    ),
    faqs: [
      {
        question: 'How long is the hospital stay after knee replacement?',
        answer:
          'Usually three to five days. You will walk with a walker the day after surgery and climb stairs before you go home.',
      },
      {
        question: 'At what age can knee replacement be done?',
        answer:
          'There is no fixed age. It is advised when arthritis severely limits daily life and other treatments no longer help.',
      },
      {
        question: 'Is arthroscopy a major operation?',
        answer: 'No. It is keyhole surgery with small cuts; most patients go home the same day or the next.',
      },
      {
        question: 'Do all fractures need surgery?',
        answer:
          'No. Many heal well in a plaster or brace. Surgery is advised when bones are displaced or joints are involved.',
      },
      {
        question: 'How long does a joint replacement last?',
        answer: 'Modern implants last 20 years or more in most patients with good care and regular exercise.',
      },
    ],
    cta_section: {
      title: 'Get back on your feet',
      description: 'Meet our orthopaedic surgeons for an honest opinion on the best treatment for you.',
      emergency_contact: '{emergencyPhone}',
      button_text: 'Book Orthopaedic Consultation',
      action: 'book',
    },
  },
};
