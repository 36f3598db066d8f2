/**
 * Labs and their tests; prices in whole rupees, as the booking form shows them. Home collection is
 * an option of the pathology lab's bookings, not a lab; packages are in `packages.ts`.
 */
import type { SeedLab } from './types';

export const labs: SeedLab[] = [
  {
    lab_name: 'Central Pathology Lab',
    home_collection: true,
    tests: [
      { test_name: 'Complete Blood Count (CBC)', test_price: 350 },
      { test_name: 'Erythrocyte Sedimentation Rate (ESR)', test_price: 150 },
      { test_name: 'Blood Sugar Fasting', test_price: 100 },
      { test_name: 'Blood Sugar Post Prandial (PP)', test_price: 100 },
      { test_name: 'HbA1c (Glycated Haemoglobin)', test_price: 550 },
      { test_name: 'Lipid Profile', test_price: 650 },
      { test_name: 'Liver Function Test (LFT)', test_price: 700 },
      { test_name: 'Kidney Function Test (KFT)', test_price: 750 },
      { test_name: 'Thyroid Profile (T3, T4, TSH)', test_price: 600 },
      { test_name: 'Vitamin D (25-OH)', test_price: 1400 },
      { test_name: 'Vitamin B12', test_price: 1100 },
      { test_name: 'Urine Routine and Microscopy', test_price: 200 },
      { test_name: 'Serum Electrolytes (Na, K, Cl)', test_price: 450 },
      { test_name: 'Dengue NS1 Antigen', test_price: 600 },
      { test_name: 'Widal Test (Typhoid)', test_price: 250 },
    ],
  },
  {
    lab_name: 'Aravali Diagnostics and Imaging',
    // Scans and ECGs need the lab's machines.
    home_collection: false,
    tests: [
      { test_name: 'Chest X-Ray (PA View)', test_price: 450 },
      { test_name: 'Ultrasound Whole Abdomen', test_price: 1500 },
      { test_name: 'ECG (12 Lead)', test_price: 300 },
      { test_name: '2D Echocardiography', test_price: 2200 },
      { test_name: 'Treadmill Test (TMT)', test_price: 1800 },
      { test_name: 'CT Scan Head (Plain)', test_price: 3000 },
      { test_name: 'MRI Knee', test_price: 6500 },
      { test_name: 'Bone Mineral Density (DEXA)', test_price: 2500 },
      { test_name: 'Mammography (Both Breasts)', test_price: 2000 },
      { test_name: 'Dental OPG X-Ray', test_price: 500 },
    ],
  },
];
