import type { PlainResume } from './truth.ts';

/**
 * Plain-text resumes (plain/<id>.txt) as people type them, and what each one says. A bullet or
 * paragraph wrapped over several lines in the file is one entry here.
 */
export const PLAIN_SET: PlainResume[] = [
  {
    truth: {
      id: 'litigation-paralegal',
      profession: 'litigation paralegal',
      sector: 'other',
      name: 'Maria L. Gonzalez',
      email: 'maria.gonzalez.para@gmail.com',
      phone: '(210) 555-0136',
      location: 'San Antonio, TX',
      links: [],
      summary:
        'Litigation paralegal with 9 years of experience supporting trial teams in personal injury, insurance defense and commercial litigation. Skilled in e-discovery, trial preparation and managing large document productions under tight deadlines.',
      roles: [
        {
          title: 'Senior Litigation Paralegal',
          company: 'Langley & Banack, Inc.',
          location: 'San Antonio, TX',
          start: '2018',
          end: 'present',
          bullets: [
            'Manage discovery for up to 40 active insurance defense cases, including written discovery, medical records requests and privilege logs',
            'Draft subpoenas, deposition notices, discovery responses and routine motions for attorney review',
            'Prepare trial notebooks, exhibit lists and witness binders; supported 6 jury trials',
            'Maintain the litigation calendar and deadlines in Clio',
          ],
        },
        {
          title: 'Litigation Paralegal',
          company: 'Cox Smith Matthews Incorporated',
          location: 'San Antonio, TX',
          start: '2014',
          end: '2018',
          bullets: [
            'Summarized deposition transcripts and medical records for commercial and construction cases',
            'Coordinated document productions of up to 250,000 pages in Relativity',
          ],
        },
        {
          title: 'Legal Assistant',
          company: 'Law Office of David R. Peña',
          location: 'Laredo, TX',
          start: '2012',
          end: '2014',
          bullets: [
            'Answered phones, scheduled client intakes and filed pleadings with the Webb County District Clerk.',
          ],
        },
      ],
      education: [
        { school: "St. Mary's University", degree: 'Paralegal Certificate', graduation: '2012' },
        {
          school: 'Texas A&M International University',
          degree: 'B.A.',
          field: 'Criminal Justice',
          graduation: '2011',
        },
      ],
      skills: [
        'Relativity',
        'Clio',
        'Westlaw',
        'PACER',
        'e-filing (Texas and federal courts)',
        'Microsoft Office',
        'bilingual English/Spanish',
      ],
      certifications: ['Board Certified Paralegal, Civil Trial Law - Texas Board of Legal Specialization'],
    },
  },
  {
    truth: {
      id: 'med-surg-nurse',
      profession: 'registered nurse',
      sector: 'other',
      name: 'Jennifer Walsh',
      email: 'jwalsh.rn@gmail.com',
      phone: '614-555-0173',
      location: 'Columbus, Ohio',
      links: [],
      summary:
        'Compassionate medical-surgical nurse with 6 years of acute care experience in a 900-bed teaching hospital. Known for clear patient education, careful medication administration and steady teamwork on busy night shifts.',
      roles: [
        {
          title: 'Registered Nurse, Medical-Surgical Unit',
          company: 'OhioHealth Riverside Methodist Hospital',
          location: 'Columbus, OH',
          start: 'June 2019',
          end: 'Present',
          bullets: [
            'Provide care for 5-6 adult patients per shift on a 36-bed unit, including post-operative, oncology and telemetry patients',
            'Serve as relief charge nurse and unit super-user for the Epic upgrade',
            'Reduced patient falls on the unit by 30% as co-lead of the falls prevention committee',
          ],
        },
        {
          title: 'Staff Nurse',
          company: 'Mount Carmel East',
          location: 'Columbus, OH',
          start: 'May 2017',
          end: 'June 2019',
          bullets: [
            'Cared for adult medical patients with diabetes, CHF, COPD and sepsis',
            'Precepted nursing students from Capital University',
          ],
        },
      ],
      education: [
        { school: 'The Ohio State University', degree: 'Bachelor of Science in Nursing', graduation: '2017' },
      ],
      skills: ['Epic charting', 'IV therapy', 'wound care', 'telemetry monitoring', 'patient education'],
      certifications: [
        'Registered Nurse - Ohio Board of Nursing',
        'BLS and ACLS (American Heart Association)',
        'Certified Medical-Surgical Registered Nurse (CMSRN)',
      ],
    },
  },
  {
    truth: {
      id: 'elementary-teacher',
      profession: 'elementary school teacher',
      sector: 'other',
      name: 'Sarah Elizabeth Miller',
      email: 'sarah.miller.teaches@gmail.com',
      phone: '(317) 555-0148',
      location: 'Indianapolis, IN',
      links: [],
      summary:
        'Dedicated elementary teacher with ten years in the classroom, seeking a 3rd-5th grade position where I can keep building strong readers and a classroom community where every child is known.',
      roles: [
        {
          title: 'Fourth Grade Teacher',
          company: 'Allisonville Elementary School',
          location: 'Indianapolis, IN',
          start: '2016',
          end: 'Present',
          bullets: [
            'Teach all core subjects to classes of 26-28 students, including students with IEPs and English learners',
            'Raised the share of students passing the ILEARN reading test from 58% to 74% over three years',
            "Lead the school's literacy committee and train new teachers in guided reading",
            'Run the after-school chess club',
          ],
        },
        {
          title: 'Second Grade Teacher',
          company: 'Indianapolis Public Schools',
          location: 'Indianapolis, IN',
          start: '2013',
          end: '2016',
          bullets: [
            'Planned and taught reading, writing, math and science lessons aligned to Indiana Academic Standards',
            'Started a family reading night that grew to 60 families',
          ],
        },
        {
          title: 'Student Teacher',
          company: 'Carmel Clay Schools',
          location: 'Carmel, IN',
          start: '2012',
          end: '2013',
          bullets: [],
        },
      ],
      education: [
        {
          school: 'Butler University',
          degree: 'Master of Science in Education',
          field: 'Literacy',
          graduation: '2016',
        },
        {
          school: 'Indiana University Bloomington',
          degree: 'Bachelor of Arts in Elementary Education',
          graduation: '2012',
        },
      ],
      skills: [],
      certifications: [
        'Indiana Teaching License, Elementary Generalist K-6',
        'Reading Specialist Endorsement',
      ],
    },
  },
  {
    truth: {
      id: 'retail-hr-manager',
      profession: 'human resources manager (retail)',
      sector: 'other',
      name: 'Tanya Brooks',
      email: 'tanyabrooks.hr@outlook.com',
      phone: '980-555-0119',
      location: 'Charlotte, NC 28210',
      links: ['linkedin.com/in/tanyabrooks'],
      summary:
        'HR professional with 8 years in high-volume retail, from hourly hiring to employee relations and leadership development. I know the sales floor, and I use that to make HR practical for store leaders.',
      roles: [
        {
          title: 'Human Resources Manager',
          company: 'Target',
          location: 'Charlotte, NC',
          start: '2019',
          end: 'Present',
          bullets: [
            'Lead all HR operations for a store of 250 team members: hiring, onboarding, scheduling, performance and employee relations',
            'Hire 400+ seasonal team members each year and keep 90-day retention above 80%',
            'Partner with the store director on investigations, coaching plans and terminations',
            'Train new leaders on Workday and labor law compliance',
          ],
        },
        {
          title: 'Assistant Store Manager, Human Resources',
          company: 'Walmart Inc.',
          location: 'Matthews, NC',
          start: '2016',
          end: '2019',
          bullets: [
            'Managed recruiting, training and scheduling for 300 associates',
            'Cut first-year turnover by 15% with a new onboarding plan',
          ],
        },
        {
          title: 'Department Supervisor',
          company: 'Belk, Inc.',
          location: 'Charlotte, NC',
          start: '2014',
          end: '2016',
          bullets: ['Supervised 12 associates in the cosmetics department'],
        },
      ],
      education: [
        {
          school: 'UNC Charlotte',
          degree: 'B.S. Business Administration',
          field: 'Human Resources',
          graduation: '2014',
        },
      ],
      skills: [
        'Workday',
        'Kronos',
        'Employee relations',
        'Recruiting',
        'Training & development',
        'Microsoft Excel',
      ],
      certifications: ['PHR - Professional in Human Resources (HRCI)'],
    },
  },
  {
    truth: {
      id: 'journeyman-electrician',
      profession: 'electrician',
      sector: 'other',
      name: 'Robert Kowalski',
      email: 'bkowalski.electric@yahoo.com',
      phone: '(216) 555-0190',
      location: 'Cleveland, OH',
      links: [],
      headline: 'Licensed Journeyman Electrician',
      summary:
        'Journeyman electrician with 11 years of commercial and industrial experience. Safe, code-compliant work, clean conduit runs and a reputation for finding the fault other crews missed.',
      roles: [
        {
          title: 'Journeyman Electrician',
          company: 'Sparky Electric Co.',
          location: 'Cleveland, OH',
          start: 'March 2015',
          end: 'Present',
          bullets: [
            'Install and troubleshoot 480V three-phase power distribution, motor control centers and VFDs in manufacturing plants',
            'Read blueprints and one-line diagrams and lay out work for the crew',
            'Lead crews of 3-4 apprentices on tenant build-outs up to 60,000 sq ft',
            'Bend and install EMT, rigid and PVC conduit up to 4 inch',
          ],
        },
        {
          title: 'Apprentice Electrician',
          company: 'Gaylor Electric, Inc.',
          location: 'Cleveland, OH',
          start: 'June 2011',
          end: 'March 2015',
          bullets: [
            'Completed 8,000 hours of on-the-job training through the IBEW Local 38 apprenticeship',
            'Pulled wire, terminated panels and installed lighting controls on hospital and school projects',
          ],
        },
      ],
      education: [
        {
          school: 'IBEW Local 38 JATC',
          degree: 'Inside Wireman Apprenticeship',
          graduation: '2015',
        },
        {
          school: 'Cuyahoga Community College',
          degree: 'Associate of Applied Science',
          field: 'Electrical Engineering Technology',
          graduation: '2011',
        },
      ],
      skills: ['Conduit bending', 'PLC troubleshooting', 'motor controls', 'NEC code', 'blueprint reading'],
      certifications: ['Ohio Journeyman Electrician License', 'OSHA 30', 'NFPA 70E Arc Flash Safety'],
    },
  },
  {
    truth: {
      id: 'senior-accountant',
      profession: 'accountant',
      sector: 'other',
      name: 'Michael Chen',
      email: 'michael.chen.cpa@gmail.com',
      phone: '(425) 555-0177',
      location: 'Bellevue, WA',
      links: [],
      summary:
        'Certified public accountant with seven years in public accounting and corporate reporting. Strong in month-end close, technical accounting memos and cleaning up reconciliations nobody else wants to touch.',
      roles: [
        {
          title: 'Senior Accountant',
          company: 'Puget Sound Energy',
          location: 'Bellevue, WA',
          start: 'Jan 2020',
          end: 'Present',
          bullets: [
            'Own month-end close for the regulated utility segment, a 5-day close with 140 journal entries',
            'Prepare quarterly SEC filings support and footnote tie-outs for the 10-Q and 10-K',
            'Reconcile 60 balance sheet accounts and clear aged items with operations teams',
            'Led the implementation of BlackLine for account reconciliations',
          ],
        },
        {
          title: 'Audit Senior',
          company: 'Moss Adams LLP',
          location: 'Seattle, WA',
          start: 'Sep 2016',
          end: 'Dec 2019',
          bullets: [
            'Led audits of technology and manufacturing clients with revenue up to $800M',
            'Supervised teams of 3-5 staff and reviewed their workpapers',
          ],
        },
        {
          title: 'Staff Accountant (Intern)',
          company: 'Clark Nuber PS',
          location: 'Bellevue, WA',
          start: 'Jun 2015',
          end: 'Aug 2015',
          bullets: ['Prepared nonprofit audit workpapers and Form 990 schedules'],
        },
      ],
      education: [
        {
          school: 'University of Washington',
          degree: 'Master of Professional Accounting',
          graduation: '2016',
        },
        {
          school: 'Western Washington University',
          degree: 'Bachelor of Arts',
          field: 'Business Administration',
          graduation: '2015',
        },
      ],
      skills: ['GAAP', 'SEC reporting', 'NetSuite', 'BlackLine', 'Excel', 'Alteryx'],
      certifications: ['Certified Public Accountant, Washington State'],
    },
  },
  {
    truth: {
      id: 'executive-chef',
      profession: 'chef',
      sector: 'other',
      name: 'Antoine Dubois',
      email: 'chef.antoine.dubois@gmail.com',
      phone: '504-555-0165',
      location: 'New Orleans, LA',
      links: [],
      headline: 'Executive Chef',
      summary:
        'Culinary leader with 15 years in fine dining and high-volume hotel kitchens. Classically trained in French technique, focused on local Gulf seafood and on running kitchens where cooks want to stay.',
      roles: [
        {
          title: 'Executive Chef',
          company: "Commander's Palace",
          location: 'New Orleans, LA',
          start: '2018',
          end: 'Present',
          bullets: [
            'Lead a kitchen of 32 cooks serving up to 400 covers a night and a private dining program of 120 events a year. Rewrote the menu around Gulf seafood and Louisiana farms, kept food cost at 29%, and cut kitchen turnover in half by building a cook training ladder with clear pay steps.',
          ],
        },
        {
          title: 'Chef de Cuisine',
          company: 'The Ritz-Carlton, New Orleans',
          location: 'New Orleans, LA',
          start: '2013',
          end: '2018',
          bullets: [
            'Ran the banquet and restaurant kitchens of a 528-room hotel with $9M in annual food revenue',
            'Earned a Forbes Four-Star rating for the M Bistro restaurant in 2016',
            'Trained and promoted 6 sous chefs',
          ],
        },
        {
          title: 'Sous Chef',
          company: 'August Restaurant',
          location: 'New Orleans, LA',
          start: '2009',
          end: '2013',
          bullets: ['Managed the line, ordering and inventory for a 120-seat restaurant'],
        },
        {
          title: 'Line Cook',
          company: 'Le Bernardin',
          location: 'New York, NY',
          start: '2006',
          end: '2009',
          bullets: [],
        },
      ],
      education: [
        {
          school: 'Culinary Institute of America',
          degree: 'Associate in Occupational Studies',
          field: 'Culinary Arts',
          graduation: '2006',
        },
      ],
      skills: [],
      certifications: [
        'ServSafe Manager Certification',
        'Certified Executive Chef (CEC), American Culinary Federation',
      ],
    },
  },
  {
    truth: {
      id: 'cdl-truck-driver',
      profession: 'truck driver',
      sector: 'other',
      name: 'Dwayne Jackson',
      email: 'dwaynejackson77@yahoo.com',
      phone: '901-555-0142',
      location: 'Memphis TN 38118',
      links: [],
      headline: 'Class A CDL Driver',
      summary:
        'Class A CDL driver with 12 years and over 1.4 million accident-free miles in over-the-road and regional dry van and reefer freight. On time, clean logs, and respectful with customers at the dock.',
      roles: [
        {
          title: 'Regional Truck Driver',
          company: 'J.B. Hunt Transport Services, Inc.',
          location: 'Memphis, TN',
          start: '04/2017',
          end: 'Present',
          bullets: [
            'Deliver dry van loads to retail stores in a 350-mile region, 5 days a week',
            'Keep logs with ELD (PeopleNet) and complete pre-trip and post-trip inspections',
            'Zero preventable accidents; Million Mile Safe Driver award in 2021',
          ],
        },
        {
          title: 'OTR Driver',
          company: 'Werner Enterprises',
          location: 'Omaha, NE',
          start: '08/2011',
          end: '03/2017',
          bullets: [
            'Hauled dry van and refrigerated freight across the lower 48 states',
            'Averaged 2,500 miles a week with a 99% on-time delivery rate',
          ],
        },
      ],
      education: [
        {
          school: 'Southwest Tennessee Community College',
          degree: 'CDL Class A Training Program',
          graduation: '2011',
        },
        { school: 'Hamilton High School', degree: 'High School Diploma', graduation: '2005' },
      ],
      skills: [],
      certifications: ['Class A CDL with Hazmat, Tanker and Doubles/Triples endorsements', 'TWIC card'],
    },
  },
  {
    truth: {
      id: 'retail-pharmacist',
      profession: 'pharmacist',
      sector: 'other',
      name: 'Nadia Haddad',
      email: 'nadia.haddad.pharmd@gmail.com',
      phone: '(313) 555-0112',
      location: 'Dearborn, MI 48126',
      links: [],
      summary:
        'Licensed pharmacist with 8 years of retail and hospital experience. I run a safe, fast pharmacy, counsel patients in English and Arabic, and coach technicians to grow into leads.',
      roles: [
        {
          title: 'Pharmacist in Charge',
          company: 'CVS Pharmacy',
          location: 'Dearborn, MI',
          start: 'Nov 2018',
          end: 'Present',
          bullets: [
            'Oversee a pharmacy filling 300+ prescriptions a day with a team of 2 pharmacists and 6 technicians',
            'Administer 2,000+ immunizations a year, including COVID-19, influenza and shingles vaccines',
            "Raised the store's patient satisfaction score from 71 to 88 in one year",
            'Lead DEA compliance, controlled substance audits and state board inspections',
          ],
        },
        {
          title: 'Staff Pharmacist',
          company: 'Henry Ford Hospital',
          location: 'Detroit, MI',
          start: 'Jul 2016',
          end: 'Oct 2018',
          bullets: [
            'Verified inpatient orders and compounded sterile products under USP 797',
            'Rounded with the internal medicine team on anticoagulation dosing',
          ],
        },
        {
          title: 'Pharmacy Intern',
          company: 'Walgreens',
          location: 'Ann Arbor, MI',
          start: 'May 2013',
          end: 'Jun 2016',
          bullets: ['Counseled patients and processed insurance claims while in pharmacy school'],
        },
      ],
      education: [
        {
          school: 'University of Michigan College of Pharmacy',
          degree: 'Doctor of Pharmacy',
          graduation: '2016',
        },
      ],
      skills: [],
      certifications: [
        'Registered Pharmacist, Michigan Board of Pharmacy',
        'APhA Pharmacy-Based Immunization Delivery Certificate',
      ],
    },
  },
  {
    truth: {
      id: 'clinical-social-worker',
      profession: 'social worker',
      sector: 'other',
      name: 'Keisha M. Robinson',
      email: 'keisha.robinson.lcsw@gmail.com',
      phone: '410.555.0188',
      location: 'Baltimore, Maryland',
      links: [],
      summary:
        'Licensed clinical social worker with ten years of experience in child welfare and community mental health. Trained in trauma-focused CBT and motivational interviewing, and at ease with families in crisis.',
      roles: [
        {
          title: 'Clinical Social Worker',
          company: 'Johns Hopkins Bayview Medical Center',
          location: 'Baltimore, MD',
          start: 'September 2019',
          end: 'present',
          bullets: [
            'Provide individual and family therapy to a caseload of 45 adults with co-occurring mental health and substance use disorders, using TF-CBT, DBT skills and motivational interviewing.',
            'Conduct psychosocial assessments and discharge planning for inpatient psychiatry.',
            'Supervise two LMSW candidates toward clinical licensure.',
          ],
        },
        {
          title: 'Child Protective Services Caseworker',
          company: 'Baltimore City Department of Social Services',
          location: 'Baltimore, MD',
          start: 'June 2014',
          end: 'August 2019',
          bullets: [
            'Investigated reports of child abuse and neglect and wrote safety plans with families, law enforcement and the courts; testified in 30+ juvenile court hearings.',
            'Managed a caseload of 18-22 families.',
          ],
        },
      ],
      education: [
        {
          school: 'University of Maryland School of Social Work',
          degree: 'Master of Social Work',
          graduation: '2014',
        },
        { school: 'Towson University', degree: 'Bachelor of Arts', field: 'Psychology', graduation: '2012' },
      ],
      skills: [
        'Trauma-focused CBT',
        'crisis intervention',
        'case management',
        'motivational interviewing',
        'Spanish (intermediate)',
      ],
      certifications: ['Licensed Certified Social Worker - Clinical (LCSW-C), Maryland'],
    },
  },
  {
    truth: {
      id: 'transportation-engineer',
      profession: 'civil engineer',
      sector: 'other',
      name: 'James Patel',
      email: 'jpatel.pe@gmail.com',
      phone: '916-555-0135',
      location: 'Sacramento, CA',
      links: ['linkedin.com/in/jamespatelpe'],
      headline: 'Civil Engineer – Transportation',
      summary:
        'Licensed civil engineer with nine years designing highways, interchanges and complete streets for public agencies. I deliver PS&E packages on schedule and explain designs plainly at community meetings.',
      roles: [
        {
          title: 'Project Engineer III',
          company: 'Kimley-Horn and Associates, Inc.',
          location: 'Sacramento, CA',
          start: '2019',
          end: 'Present',
          bullets: [
            'Lead roadway and drainage design for Caltrans and county projects with construction costs up to $85M',
            'Manage a team of 4 engineers and 2 CAD technicians',
            'Prepared the PS&E for the Interstate 5 / State Route 99 interchange improvements',
            'Present designs at public meetings and to city councils',
          ],
        },
        {
          title: 'Assistant Engineer',
          company: 'California Department of Transportation (Caltrans)',
          location: 'Marysville, CA',
          start: '2015',
          end: '2019',
          bullets: [
            'Designed pavement rehabilitation and safety projects on rural state highways',
            'Wrote traffic management plans for 12 construction projects',
          ],
        },
        {
          title: 'Engineering Intern',
          company: 'Mark Thomas & Company',
          location: 'San Jose, CA',
          start: 'Summer 2014',
          end: '',
          bullets: ['Drafted plan sheets and quantities in MicroStation'],
        },
      ],
      education: [
        {
          school: 'University of California, Davis',
          degree: 'M.S.',
          field: 'Civil Engineering',
          graduation: '2015',
        },
        {
          school: 'California State University, Sacramento',
          degree: 'B.S.',
          field: 'Civil Engineering',
          graduation: '2013',
        },
      ],
      skills: ['Civil 3D', 'MicroStation', 'OpenRoads', 'HCS7', 'Synchro', 'AutoTURN'],
      certifications: ['Professional Engineer (Civil), California'],
    },
  },
  {
    truth: {
      id: 'dental-hygienist',
      profession: 'dental hygienist',
      sector: 'other',
      name: 'Lauren Fitzgerald',
      email: 'laurenfitz.rdh@gmail.com',
      phone: '480-555-0109',
      location: 'Scottsdale, AZ',
      links: [],
      summary:
        'Registered dental hygienist who makes nervous patients comfortable and keeps the schedule moving.',
      roles: [
        {
          title: 'Dental Hygienist',
          company: 'Desert Ridge Family Dentistry',
          location: 'Phoenix, AZ',
          start: '2020',
          end: 'present',
          bullets: [
            'See 8-10 adult and pediatric patients a day for prophylaxis, scaling and root planing',
            'Take and read digital radiographs and chart periodontal findings in Dentrix',
            "Grew the practice's periodontal maintenance program by 25%",
          ],
        },
        {
          title: 'Dental Hygienist',
          company: 'Aspen Dental',
          location: 'Mesa, AZ',
          start: '2018',
          end: '2020',
          bullets: ['Provided hygiene care for a high-volume practice with 12 patients a day'],
        },
        {
          title: 'Dental Assistant',
          company: 'Smile Design Studio',
          location: 'Tempe, AZ',
          start: '2014',
          end: '2016',
          bullets: [],
        },
      ],
      education: [
        {
          school: 'Phoenix College',
          degree: 'Associate of Applied Science',
          field: 'Dental Hygiene',
          graduation: '2018',
        },
      ],
      skills: [],
      certifications: ['Arizona Dental Hygiene License', 'Local Anesthesia Certification', 'CPR/BLS'],
    },
  },
  {
    truth: {
      id: 'import-logistics-coordinator',
      profession: 'logistics coordinator',
      sector: 'other',
      name: 'Oksana Kovalenko',
      email: 'oksana.kovalenko@gmail.com',
      phone: '(908) 555-0121',
      location: 'Elizabeth, NJ 07201',
      links: [],
      summary:
        'Logistics coordinator with five years of import operations at the Port of Newark. I keep containers moving through customs, terminals and trucking without surprise demurrage bills.',
      roles: [
        {
          title: 'Import Logistics Coordinator',
          company: 'MAERSK LINE',
          location: 'Newark, NJ',
          start: 'Feb 2021',
          end: 'Present',
          bullets: [
            'Coordinate 300+ import containers a month from vessel arrival to final delivery for retail customers',
            'Work with customs brokers to clear shipments and resolve holds within 48 hours',
            'Cut detention and demurrage charges by $420K in 2023 by tracking free time daily',
          ],
        },
        {
          title: 'Logistics Coordinator',
          company: 'C.H. Robinson Worldwide, Inc.',
          location: 'Iselin, NJ',
          start: 'Mar 2018',
          end: 'Jan 2021',
          bullets: [
            'Booked drayage and LTL shipments for 25 customer accounts',
            "Built the team's shipment exception report in Excel",
          ],
        },
      ],
      education: [
        {
          school: 'Rutgers Business School',
          degree: 'Bachelor of Science',
          field: 'Supply Chain Management',
          graduation: '2018',
        },
      ],
      skills: ['SAP TM', 'CargoWise', 'ACE portal', 'Excel', 'carrier negotiation'],
      certifications: [],
    },
  },
  {
    truth: {
      id: 'retail-sales-associate',
      profession: 'sales associate',
      sector: 'other',
      name: 'Tyler Morgan',
      email: 'tyler.morgan2004@gmail.com',
      phone: '(720) 555-0100',
      location: 'Aurora, CO',
      links: [],
      summary:
        'Hard-working sales associate looking for a full-time retail position with room to grow into a team lead role.',
      roles: [
        {
          title: 'Sales Associate',
          company: 'Best Buy',
          location: 'Aurora, CO',
          start: '06/2022',
          end: 'present',
          bullets: [
            'Help 40+ customers a day choose laptops, phones and home theater gear',
            'Top seller of protection plans in the store for 5 months in 2023',
            'Set up displays and count inventory on weekend shifts',
          ],
        },
        {
          title: 'Cashier',
          company: 'King Soopers',
          location: 'Denver, CO',
          start: '11/2021',
          end: '05/2022',
          bullets: ['Ran the register and self-checkout area during busy shifts'],
        },
        {
          title: 'Crew Member',
          company: 'Chick-fil-A',
          location: 'Aurora, CO',
          start: '2020',
          end: '2021',
          bullets: [],
        },
      ],
      education: [{ school: 'Rangeview High School', degree: 'High School Diploma', graduation: '2021' }],
      skills: ['Customer service', 'Cash handling', 'Point of sale systems', 'Spanish (conversational)'],
      certifications: [],
    },
  },
  {
    truth: {
      id: 'it-support-specialist',
      profession: 'IT support specialist',
      sector: 'software',
      name: 'Kevin Tran',
      email: 'kevintran.it@gmail.com',
      phone: '(408) 555-0153',
      location: 'San Jose, CA',
      links: ['github.com/ktran-it'],
      headline: 'IT Support Specialist',
      summary:
        'IT support specialist with five years keeping a 2,000-person workforce working. Patient with users, methodical with root causes, and always writing the knowledge base article afterwards.',
      roles: [
        {
          title: 'IT Support Specialist II',
          company: 'Western Digital Corporation',
          location: 'San Jose, CA',
          start: 'Aug 2021',
          end: 'Present',
          bullets: [
            'Resolve 35+ tickets a day for hardware, software and access issues with a 96% satisfaction score',
            'Automated new-hire laptop setup with Intune and PowerShell, cutting setup time from 3 hours to 40 minutes',
            'Wrote 60 knowledge base articles for the service desk',
          ],
        },
        {
          title: 'Help Desk Technician',
          company: 'County of Santa Clara',
          location: 'San Jose, CA',
          start: 'Jan 2019',
          end: 'Jul 2021',
          bullets: [
            'Supported 1,200 county employees across 14 sites by phone and in person',
            'Imaged and deployed 900 laptops in the Windows 10 migration',
          ],
        },
      ],
      education: [
        {
          school: 'San Jose State University',
          degree: 'B.S.',
          field: 'Information Systems',
          graduation: '2018',
        },
      ],
      skills: [
        'Windows 10/11',
        'macOS',
        'Active Directory',
        'Microsoft 365',
        'Intune',
        'Jamf',
        'ServiceNow',
        'PowerShell',
      ],
      certifications: [
        'CompTIA A+',
        'CompTIA Network+',
        'Microsoft 365 Certified: Modern Desktop Administrator Associate',
      ],
    },
  },
];
