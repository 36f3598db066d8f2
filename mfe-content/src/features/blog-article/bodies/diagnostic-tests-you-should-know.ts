import type { ArticleBody } from './types';

const body: ArticleBody = {
  lead: [
    'Many of the conditions that shorten lives in India, such as diabetes, high blood pressure, high cholesterol and kidney disease, give no warning for years. A handful of simple tests can find them early, when changing a habit or starting a medicine makes the biggest difference.',
    'Here are the tests doctors order most often, what each one shows, and how to prepare so that your results are accurate.',
  ],
  sections: [
    {
      heading: 'Complete blood count (CBC)',
      blocks: [
        'The CBC counts the cells in your blood: red cells and their haemoglobin, which carry oxygen; white cells, which fight infection; and platelets, which help blood to clot.',
        'It is the test most often used to look for anaemia, which is common in India, especially in women and children, and it helps doctors judge infections such as dengue, where the platelet count is followed closely. No fasting is needed.',
      ],
    },
    {
      heading: 'Blood sugar and HbA1c',
      blocks: [
        'A fasting blood sugar test measures the glucose in your blood after a night without food. HbA1c shows your average sugar level over the last three months, so a single good or bad day does not change it much.',
        'Together they find prediabetes and diabetes, often years before symptoms such as thirst, frequent urination or tiredness appear. Your doctor compares your results with the standard ranges for normal, prediabetes and diabetes, and may repeat a test before making a diagnosis.',
      ],
    },
    {
      heading: 'Lipid profile',
      blocks: [
        'The lipid profile measures the fats in your blood: total cholesterol, LDL (often called bad cholesterol), HDL (good cholesterol) and triglycerides.',
        'High LDL and triglycerides raise the risk of heart attack and stroke. The test is usually done after 10-12 hours of fasting, because a recent meal raises triglycerides.',
      ],
    },
    {
      heading: 'Thyroid function tests',
      blocks: [
        'TSH, with T3 and T4, shows whether the thyroid gland is underactive or overactive. Thyroid problems are common, particularly in women, and can cause tiredness, weight change, feeling cold or hot, hair fall and irregular periods.',
      ],
    },
    {
      heading: 'Liver and kidney function tests',
      blocks: [
        'Liver function tests (such as SGPT, SGOT and bilirubin) show how well the liver is working and whether it is inflamed, for example by fatty liver, alcohol, medicines or hepatitis.',
        'Kidney function tests (creatinine, urea and the eGFR worked out from them) show how well the kidneys filter the blood. A urine test adds more: sugar, protein or blood in the urine can be the first sign of diabetes, kidney disease or a urinary infection.',
        'People with diabetes or high blood pressure should have a urine albumin test every year, because a small leak of protein is an early sign of kidney damage that treatment can slow.',
      ],
    },
    {
      heading: 'Vitamin D and vitamin B12',
      blocks: [
        'Low vitamin D is common even in sunny countries, because many people spend most of the day indoors. It can cause bone pain and weak muscles. Low vitamin B12, more likely in people who eat little or no meat, fish, eggs or dairy, can cause tiredness, tingling in the hands and feet, and anaemia.',
      ],
    },
    {
      heading: 'ECG and other heart tests',
      blocks: [
        'An electrocardiogram (ECG) records the heart’s electrical activity in a few minutes and can show rhythm problems or signs of an earlier heart attack. When there are symptoms or several risk factors, a doctor may add a treadmill test or an echocardiogram, an ultrasound of the heart.',
      ],
    },
    {
      heading: 'Screening for cancer',
      blocks: [
        'Some cancers can be found early, or even prevented, by screening at the right age:',
        [
          'A Pap smear finds changes in the cervix before they become cancer.',
          'Breast examination and mammography look for breast cancer; ask your doctor when to start.',
          'For men over 50, the PSA blood test for prostate cancer has benefits and drawbacks that are worth discussing with a doctor first.',
        ],
        'Screening is not a test for symptoms. If you notice a lump, unusual bleeding, a cough that does not go away or weight loss without trying, see a doctor rather than waiting for a screening test.',
      ],
    },
    {
      heading: 'How to prepare',
      blocks: [
        [
          'Fast for 10-12 hours before blood sugar and lipid tests. Plain water is fine; tea, coffee and juice are not.',
          'Take your usual blood pressure and thyroid medicines with water unless your doctor says otherwise.',
          'If you take diabetes tablets or insulin, do not take them while fasting: bring them and take them with breakfast after the sample.',
          'Bring your earlier reports, so that your doctor can compare.',
          'Most reports are ready in 24-48 hours.',
        ],
      ],
    },
    {
      heading: 'A test is not a diagnosis',
      blocks: [
        'A result outside the normal range does not always mean illness, and a normal result does not rule everything out. Go through your reports with a doctor, who will read them together with your history and examination and tell you whether anything needs to be done.',
      ],
    },
  ],
};

export default body;
