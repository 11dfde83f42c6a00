/** Section headings as people write them, lower case, '&' read as 'and'. */
export const RESUME_HEADINGS = {
  summary: (
    'summary|professional summary|profile|professional profile|objective|career objective|' +
    'about|about me|overview|career summary|executive summary|personal statement|' +
    'summary of qualifications|professional overview'
  ).split('|'),
  experience: (
    'experience|work experience|professional experience|employment|employment history|' +
    'work history|career history|relevant experience|professional background|' +
    'career experience|experience highlights|clinical experience|industry experience|' +
    'teaching experience|leadership experience|professional history|positions held|' +
    'research experience|relevant work experience|work|career|employment experience'
  ).split('|'),
  education: 'education|academic background|education and training|academics|academic history'.split('|'),
  skills: (
    'skills|technical skills|core skills|key skills|core competencies|competencies|' +
    'areas of expertise|expertise|technologies|tools|tools and technologies|' +
    'technical proficiencies|skills and tools|skills and abilities|skills and expertise|' +
    'technical expertise|tech stack|clinical skills|software|systems|platforms|strengths|' +
    'key strengths|software and tools|tools and platforms|specialties|skill set|skillset|' +
    'proficiencies|capabilities|skills summary|technical skills and tools|toolkit'
  ).split('|'),
  certifications: (
    'certifications|certificates|licenses|licenses and certifications|' +
    'certifications and licenses|professional certifications|credentials|licensure|' +
    'certifications and training'
  ).split('|'),
  projects: 'projects|personal projects|selected projects|key projects|side projects'.split('|'),
  other: (
    'awards|honors|honors and awards|awards and honors|publications|volunteer|volunteering|' +
    'volunteer experience|languages|interests|hobbies|references|activities|affiliations|' +
    'additional information|memberships|professional affiliations|contact|contact information|' +
    'links|personal details|details'
  ).split('|'),
};
