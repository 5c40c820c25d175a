import type { Seniority } from "@/lib/model/profiles/vocabulary";

export type DepartmentName =
  | "Engineering"
  | "Information Technology"
  | "Data Science"
  | "Product Management"
  | "Design"
  | "Sales"
  | "Marketing"
  | "Customer Success"
  | "Finance"
  | "Human Resources"
  | "Operations"
  | "Legal"
  | "Consulting"
  | "Medical"
  | "Education"
  | "Executive";

export interface Department {
  name: DepartmentName;
  /** Share among individual contributors and managers, before the industry's emphasis. */
  weight: number;
  /** Used in generated titles: "Head of <area>", "Director of <area>", "VP of <area>". */
  area: string;
  entry: string[];
  /** Titles per seniority where the generic pattern ("Senior <entry>", "<area> Manager") won't do. */
  titles: Partial<Record<Seniority, string[]>>;
  skills: string[];
  /** [name, issuing organization]. */
  certifications: [string, string][];
  /** Fields of study. */
  fields: string[];
}

const D = (d: Department) => d;

// biome-ignore format: a data table, denser as written than one item per line
export const DEPARTMENTS: Department[] = [
  D({
    name: "Engineering",
    weight: 12,
    area: "Engineering",
    entry: [
      "Software Engineer",
      "Backend Engineer",
      "Frontend Engineer",
      "Full Stack Developer",
      "DevOps Engineer",
      "Site Reliability Engineer",
      "QA Engineer",
      "Mobile Developer",
      "Cloud Engineer",
      "Embedded Software Engineer",
      "Data Engineer",
    ],
    titles: {
      manager: ["Engineering Manager", "Software Development Manager", "Senior Engineering Manager"],
      c_suite: ["Chief Technology Officer", "CTO"],
      intern: ["Software Engineering Intern"],
    },
    skills: [
      "JavaScript", "TypeScript", "Python", "Java", "Go", "C++", "C#", "Rust", "SQL", "PostgreSQL",
      "Amazon Web Services (AWS)", "Docker", "Kubernetes", "React", "Node.js", "Microservices",
      "CI/CD", "Terraform", "Linux", "Git", "System Design", "REST APIs", "GraphQL",
      "Distributed Systems",
    ],
    certifications: [
      ["AWS Certified Solutions Architect – Associate", "Amazon Web Services"],
      ["Certified Kubernetes Administrator (CKA)", "The Linux Foundation"],
      ["Google Cloud Professional Cloud Architect", "Google Cloud"],
      ["Microsoft Certified: Azure Developer Associate", "Microsoft"],
      ["HashiCorp Certified: Terraform Associate", "HashiCorp"],
    ],
    fields: ["Computer Science", "Software Engineering", "Electrical Engineering", "Computer Engineering", "Mathematics"],
  }),
  D({
    name: "Information Technology",
    weight: 5,
    area: "IT",
    entry: [
      "IT Support Specialist",
      "Systems Administrator",
      "Network Engineer",
      "Security Analyst",
      "IT Analyst",
      "Database Administrator",
      "Help Desk Technician",
    ],
    titles: {
      manager: ["IT Manager", "IT Service Manager", "Infrastructure Manager"],
      c_suite: ["Chief Information Officer", "Chief Information Security Officer"],
    },
    skills: [
      "ITIL", "Active Directory", "Networking", "Cybersecurity", "Microsoft 365", "Windows Server",
      "VMware", "Cisco", "Firewalls", "Incident Response", "SIEM", "Identity and Access Management",
      "Microsoft Azure", "Linux", "PowerShell", "Help Desk Support",
    ],
    certifications: [
      ["CompTIA Security+", "CompTIA"],
      ["Certified Information Systems Security Professional (CISSP)", "ISC2"],
      ["ITIL 4 Foundation", "PeopleCert"],
      ["Cisco Certified Network Associate (CCNA)", "Cisco"],
      ["Microsoft Certified: Azure Administrator Associate", "Microsoft"],
    ],
    fields: ["Information Technology", "Computer Science", "Information Systems", "Cybersecurity"],
  }),
  D({
    name: "Data Science",
    weight: 4,
    area: "Data",
    entry: [
      "Data Analyst",
      "Data Scientist",
      "Business Intelligence Analyst",
      "Machine Learning Engineer",
      "Analytics Engineer",
    ],
    titles: {
      manager: ["Analytics Manager", "Data Science Manager"],
      c_suite: ["Chief Data Officer"],
      intern: ["Data Science Intern"],
    },
    skills: [
      "Python", "R", "SQL", "Machine Learning", "Deep Learning", "Statistics", "Tableau",
      "Power BI", "pandas", "Apache Spark", "TensorFlow", "PyTorch", "Data Visualization",
      "A/B Testing", "dbt", "Snowflake", "Natural Language Processing (NLP)",
    ],
    certifications: [
      ["Google Data Analytics Certificate", "Google"],
      ["Microsoft Certified: Azure Data Scientist Associate", "Microsoft"],
      ["Tableau Desktop Specialist", "Tableau"],
      ["Databricks Certified Data Engineer Associate", "Databricks"],
    ],
    fields: ["Statistics", "Data Science", "Mathematics", "Computer Science", "Economics", "Physics"],
  }),
  D({
    name: "Product Management",
    weight: 3,
    area: "Product",
    entry: ["Product Analyst", "Product Owner", "Business Analyst", "Technical Product Owner"],
    titles: {
      manager: [
        "Product Manager",
        "Senior Product Manager",
        "Group Product Manager",
        "Technical Product Manager",
        "Associate Product Manager",
      ],
      c_suite: ["Chief Product Officer"],
      intern: ["Product Management Intern"],
    },
    skills: [
      "Product Management", "Product Strategy", "Roadmapping", "Agile Methodologies", "Scrum",
      "User Research", "Jira", "A/B Testing", "Stakeholder Management", "Product Discovery", "SQL",
      "Go-to-Market Strategy", "Requirements Gathering",
    ],
    certifications: [
      ["Certified Scrum Product Owner (CSPO)", "Scrum Alliance"],
      ["Professional Scrum Product Owner I (PSPO I)", "Scrum.org"],
      ["Pragmatic Certified Product Manager", "Pragmatic Institute"],
    ],
    fields: ["Business Administration", "Computer Science", "Economics", "Industrial Engineering"],
  }),
  D({
    name: "Design",
    weight: 3,
    area: "Design",
    entry: ["UX Designer", "UI Designer", "Product Designer", "Graphic Designer", "UX Researcher", "Visual Designer"],
    titles: {
      manager: ["Design Manager"],
      director: ["Design Director", "Creative Director", "Director of Design"],
      c_suite: ["Chief Design Officer"],
    },
    skills: [
      "Figma", "User Experience Design (UED)", "User Interface Design", "Prototyping",
      "Design Systems", "Adobe Photoshop", "Adobe Illustrator", "Sketch", "Usability Testing",
      "Interaction Design", "Wireframing", "Typography",
    ],
    certifications: [
      ["Google UX Design Certificate", "Google"],
      ["UX Certification", "Nielsen Norman Group"],
    ],
    fields: ["Graphic Design", "Interaction Design", "Fine Arts", "Human-Computer Interaction", "Psychology"],
  }),
  D({
    name: "Sales",
    weight: 14,
    area: "Sales",
    entry: [
      "Account Executive",
      "Sales Development Representative",
      "Business Development Representative",
      "Sales Representative",
      "Inside Sales Representative",
      "Enterprise Account Executive",
    ],
    titles: {
      manager: [
        "Sales Manager",
        "Account Manager",
        "Regional Sales Manager",
        "Key Account Manager",
        "Business Development Manager",
      ],
      director: ["Sales Director", "Director of Sales", "Regional Sales Director"],
      c_suite: ["Chief Revenue Officer", "Chief Sales Officer"],
    },
    skills: [
      "Salesforce.com", "B2B Sales", "Negotiation", "Lead Generation", "Account Management",
      "Cold Calling", "Customer Relationship Management (CRM)", "Sales Prospecting",
      "Solution Selling", "Pipeline Management", "HubSpot", "Enterprise Software",
      "Business Development", "Sales Management",
    ],
    certifications: [
      ["Salesforce Certified Administrator", "Salesforce"],
      ["HubSpot Sales Software Certification", "HubSpot Academy"],
      ["Certified Sales Professional (CSP)", "National Association of Sales Professionals"],
    ],
    fields: ["Business Administration", "Marketing", "Communications", "Economics"],
  }),
  D({
    name: "Marketing",
    weight: 8,
    area: "Marketing",
    entry: [
      "Marketing Specialist",
      "Content Marketing Specialist",
      "Digital Marketing Specialist",
      "SEO Specialist",
      "Marketing Coordinator",
      "Social Media Specialist",
      "Growth Marketer",
      "Marketing Analyst",
    ],
    titles: {
      manager: ["Marketing Manager", "Product Marketing Manager", "Brand Manager", "Demand Generation Manager"],
      director: ["Marketing Director", "Director of Marketing", "Director of Product Marketing"],
      c_suite: ["Chief Marketing Officer", "CMO"],
    },
    skills: [
      "Digital Marketing", "Content Marketing", "Search Engine Optimization (SEO)",
      "Search Engine Marketing (SEM)", "Google Analytics", "Marketing Automation",
      "Social Media Marketing", "Brand Management", "Copywriting", "Email Marketing", "HubSpot",
      "Google Ads", "Product Marketing", "Market Research", "Demand Generation",
    ],
    certifications: [
      ["Google Ads Search Certification", "Google"],
      ["HubSpot Inbound Marketing Certification", "HubSpot Academy"],
      ["Google Analytics Certification", "Google"],
      ["Meta Certified Digital Marketing Associate", "Meta"],
    ],
    fields: ["Marketing", "Communications", "Business Administration", "Journalism"],
  }),
  D({
    name: "Customer Success",
    weight: 6,
    area: "Customer Success",
    entry: [
      "Customer Success Specialist",
      "Customer Support Specialist",
      "Technical Support Engineer",
      "Implementation Consultant",
      "Onboarding Specialist",
      "Customer Service Representative",
    ],
    titles: {
      manager: ["Customer Success Manager", "Support Manager", "Customer Service Manager"],
      c_suite: ["Chief Customer Officer"],
    },
    skills: [
      "Customer Success", "Customer Retention", "Account Management", "Zendesk", "Onboarding",
      "Customer Support", "Gainsight", "Churn Reduction", "Customer Experience", "Upselling",
      "Software as a Service (SaaS)", "Troubleshooting",
    ],
    certifications: [
      ["Certified Customer Success Manager (CCSM)", "SuccessCOACHING"],
      ["Zendesk Support Administrator", "Zendesk"],
    ],
    fields: ["Business Administration", "Communications", "Psychology"],
  }),
  D({
    name: "Finance",
    weight: 7,
    area: "Finance",
    entry: [
      "Financial Analyst",
      "Accountant",
      "Accounts Payable Specialist",
      "Tax Associate",
      "Auditor",
      "Treasury Analyst",
      "Investment Analyst",
      "FP&A Analyst",
    ],
    titles: {
      manager: ["Finance Manager", "Accounting Manager", "Tax Manager", "Audit Manager"],
      director: ["Finance Director", "Director of Finance", "Director of FP&A"],
      c_suite: ["Chief Financial Officer", "CFO"],
    },
    skills: [
      "Financial Analysis", "Financial Modeling", "Accounting", "Budgeting", "Forecasting",
      "Microsoft Excel", "US GAAP", "IFRS", "SAP", "Auditing", "Tax", "Corporate Finance",
      "Valuation", "NetSuite", "Risk Management",
    ],
    certifications: [
      ["Chartered Financial Analyst (CFA)", "CFA Institute"],
      ["Certified Public Accountant (CPA)", "AICPA"],
      ["ACCA Qualification", "Association of Chartered Certified Accountants"],
      ["Certified Management Accountant (CMA)", "Institute of Management Accountants"],
    ],
    fields: ["Finance", "Accounting", "Economics", "Business Administration"],
  }),
  D({
    name: "Human Resources",
    weight: 5,
    area: "People",
    entry: [
      "HR Generalist",
      "Recruiter",
      "Talent Acquisition Specialist",
      "HR Coordinator",
      "Payroll Specialist",
      "People Operations Specialist",
      "HR Business Partner",
    ],
    titles: {
      manager: ["HR Manager", "Talent Acquisition Manager", "Recruiting Manager"],
      director: ["HR Director", "Director of People", "Director of Talent Acquisition"],
      c_suite: ["Chief People Officer", "Chief Human Resources Officer"],
      intern: ["HR Intern"],
    },
    skills: [
      "Recruiting", "Talent Acquisition", "Employee Relations", "Onboarding", "HRIS", "Workday",
      "Compensation and Benefits", "Performance Management", "Employer Branding", "Labor Law",
      "Payroll", "Diversity & Inclusion", "Technical Recruiting",
    ],
    certifications: [
      ["SHRM Certified Professional (SHRM-CP)", "SHRM"],
      ["Professional in Human Resources (PHR)", "HRCI"],
      ["CIPD Level 5 Associate Diploma", "CIPD"],
    ],
    fields: ["Human Resources Management", "Psychology", "Business Administration", "Sociology"],
  }),
  D({
    name: "Operations",
    weight: 12,
    area: "Operations",
    entry: [
      "Operations Analyst",
      "Operations Coordinator",
      "Supply Chain Analyst",
      "Logistics Coordinator",
      "Procurement Specialist",
      "Project Coordinator",
      "Business Operations Associate",
    ],
    titles: {
      manager: ["Operations Manager", "Project Manager", "Program Manager", "Supply Chain Manager", "Procurement Manager"],
      c_suite: ["Chief Operating Officer", "COO"],
    },
    skills: [
      "Operations Management", "Project Management", "Supply Chain Management", "Logistics",
      "Process Improvement", "Lean Six Sigma", "Procurement", "Vendor Management",
      "Enterprise Resource Planning (ERP)", "Inventory Management", "Microsoft Excel",
      "Change Management",
    ],
    certifications: [
      ["Project Management Professional (PMP)", "Project Management Institute"],
      ["Lean Six Sigma Green Belt", "ASQ"],
      ["Certified Supply Chain Professional (CSCP)", "ASCM"],
      ["PRINCE2 Foundation", "PeopleCert"],
    ],
    fields: ["Business Administration", "Industrial Engineering", "Supply Chain Management", "Economics"],
  }),
  D({
    name: "Legal",
    weight: 2,
    area: "Legal",
    entry: [
      "Legal Counsel",
      "Corporate Counsel",
      "Paralegal",
      "Associate Attorney",
      "Compliance Analyst",
      "Contracts Specialist",
      "Associate",
    ],
    titles: {
      manager: ["Compliance Manager", "Legal Operations Manager"],
      director: ["Legal Director", "Director of Compliance"],
      c_suite: ["General Counsel", "Chief Legal Officer", "Chief Compliance Officer"],
    },
    skills: [
      "Contract Negotiation", "Corporate Law", "Legal Research", "Compliance", "Litigation",
      "Mergers & Acquisitions (M&A)", "Intellectual Property", "GDPR", "Regulatory Affairs",
      "Legal Writing", "Commercial Contracts", "Employment Law",
    ],
    certifications: [
      ["Certified Information Privacy Professional/Europe (CIPP/E)", "IAPP"],
      ["Certified Compliance and Ethics Professional (CCEP)", "SCCE"],
    ],
    fields: ["Law", "Political Science", "International Relations"],
  }),
  D({
    name: "Consulting",
    weight: 2,
    area: "Consulting",
    entry: ["Consultant", "Business Analyst", "Associate Consultant", "Analyst", "Strategy Consultant"],
    titles: {
      senior: ["Senior Consultant", "Principal Consultant", "Senior Analyst", "Lead Consultant"],
      manager: ["Engagement Manager", "Consulting Manager"],
      director: ["Director", "Associate Director"],
      intern: ["Consulting Intern", "Summer Intern"],
    },
    skills: [
      "Management Consulting", "Strategy", "Business Analysis", "Stakeholder Management",
      "Change Management", "Financial Modeling", "Microsoft PowerPoint", "Process Improvement",
      "Digital Transformation", "Project Management", "Market Analysis",
    ],
    certifications: [
      ["Project Management Professional (PMP)", "Project Management Institute"],
      ["Certified Management Consultant (CMC)", "Institute of Management Consultants USA"],
    ],
    fields: ["Business Administration", "Economics", "Industrial Engineering", "Finance"],
  }),
  D({
    name: "Medical",
    weight: 0,
    area: "Clinical Operations",
    entry: [
      "Registered Nurse",
      "Physician",
      "Pharmacist",
      "Physical Therapist",
      "Clinical Research Associate",
      "Medical Technologist",
      "Physician Assistant",
    ],
    titles: {
      manager: ["Nurse Manager", "Clinical Operations Manager", "Clinical Research Manager"],
      director: ["Medical Director", "Director of Nursing", "Director of Clinical Operations"],
      c_suite: ["Chief Medical Officer", "Chief Nursing Officer"],
      intern: ["Clinical Intern"],
    },
    skills: [
      "Patient Care", "Clinical Research", "Healthcare", "Electronic Medical Record (EMR)",
      "Basic Life Support (BLS)", "Medical Devices", "Good Clinical Practice (GCP)",
      "Pharmacovigilance", "Nursing", "Regulatory Compliance", "Epic Systems",
      "Hospital Administration",
    ],
    certifications: [
      ["Basic Life Support (BLS)", "American Heart Association"],
      ["Advanced Cardiovascular Life Support (ACLS)", "American Heart Association"],
      ["Certified Clinical Research Professional (CCRP)", "SOCRA"],
    ],
    fields: ["Nursing", "Medicine", "Pharmacy", "Biology", "Public Health"],
  }),
  D({
    name: "Education",
    weight: 0,
    area: "Academic Affairs",
    entry: [
      "Lecturer",
      "Teacher",
      "Research Assistant",
      "Teaching Assistant",
      "Postdoctoral Researcher",
      "Instructional Designer",
      "Academic Advisor",
    ],
    titles: {
      senior: ["Senior Lecturer", "Professor", "Associate Professor", "Assistant Professor"],
      manager: ["Academic Program Manager", "Admissions Manager"],
      director: ["Director of Admissions", "Director of Academic Affairs"],
      vp: ["Vice President of Academic Affairs", "Vice President for Research"],
      c_suite: ["Chief Academic Officer", "President"],
      intern: ["Teaching Intern"],
    },
    skills: [
      "Teaching", "Curriculum Development", "Research", "Higher Education", "Academic Writing",
      "E-Learning", "Public Speaking", "Instructional Design", "Student Counseling", "Grant Writing",
    ],
    certifications: [
      ["Teaching English as a Foreign Language (TEFL)", "The TEFL Org"],
      ["Fellow of the Higher Education Academy (FHEA)", "Advance HE"],
    ],
    fields: ["Education", "English Literature", "History", "Mathematics", "Biology", "Physics", "Psychology"],
  }),
  D({
    name: "Executive",
    weight: 0,
    area: "Strategy",
    entry: [],
    titles: {
      owner: ["Owner", "Co-Owner", "Owner & Managing Director", "Business Owner"],
      founder: ["Founder", "Co-Founder", "Founder & CEO", "Co-Founder & CEO", "Co-Founder & CTO", "Founder & Managing Director"],
      c_suite: ["Chief Executive Officer", "CEO", "President", "President & CEO", "Managing Director & CEO"],
      partner: ["Partner", "Managing Partner", "Senior Partner", "Founding Partner", "Equity Partner"],
    },
    skills: [
      "Leadership", "Strategic Planning", "Business Strategy", "Fundraising", "Entrepreneurship",
      "P&L Management", "Board Relations", "Mergers & Acquisitions (M&A)", "Team Building",
      "Negotiation", "Start-ups", "Public Speaking",
    ],
    certifications: [],
    fields: ["Business Administration", "Economics", "Engineering", "Computer Science"],
  }),
];

export const GENERAL_SKILLS = [
  "Leadership",
  "Communication",
  "Project Management",
  "Microsoft Excel",
  "Team Management",
  "Problem Solving",
  "Public Speaking",
  "Cross-functional Team Leadership",
  "Strategic Planning",
  "Microsoft Office",
];

export interface Industry {
  name: string;
  sector: string;
  weight: number;
  /** Typical annual revenue per employee, in US dollars. */
  revenuePerEmployee: number;
  /** Words that end a company name in this industry. */
  words: string[];
  /** How much more common each department is here than on average. */
  emphasis: Partial<Record<DepartmentName, number>>;
  /** Where partners sit, in industries organised as partnerships. */
  partnerDepartment?: DepartmentName;
  /** The company type most organisations of this industry have, if any. */
  type?: string;
  naming?: "firm" | "university" | "government";
}

// biome-ignore format: a data table, denser as written than one item per line
export const INDUSTRIES: Industry[] = [
  { name: "Computer Software", sector: "Technology", weight: 12, revenuePerEmployee: 250_000, words: ["Software", "Technologies", "Labs", "Systems", "Cloud", "AI"], emphasis: { Engineering: 3, "Product Management": 2.5, Design: 2, "Data Science": 2, "Customer Success": 1.5, Sales: 1.3 } },
  { name: "Information Technology & Services", sector: "Technology", weight: 9, revenuePerEmployee: 150_000, words: ["IT Solutions", "Technologies", "Digital", "Tech", "Systems"], emphasis: { Engineering: 2, "Information Technology": 3, Consulting: 1.5 } },
  { name: "Internet", sector: "Technology", weight: 4, revenuePerEmployee: 400_000, words: ["Online", "Digital", "Media", "Labs", "Networks"], emphasis: { Engineering: 2.5, "Product Management": 2, "Data Science": 2, Marketing: 1.5, Design: 1.5 } },
  { name: "Telecommunications", sector: "Technology", weight: 2, revenuePerEmployee: 500_000, words: ["Telecom", "Networks", "Communications", "Mobile"], emphasis: { Engineering: 2, "Information Technology": 2, "Customer Success": 2, Sales: 1.5 } },
  { name: "Financial Services", sector: "Financial Services", weight: 6, revenuePerEmployee: 400_000, words: ["Capital", "Financial", "Investments", "Advisors", "Wealth"], emphasis: { Finance: 3, Sales: 1, Legal: 1.5 }, partnerDepartment: "Finance" },
  { name: "Banking", sector: "Financial Services", weight: 3, revenuePerEmployee: 350_000, words: ["Bank", "Bancorp", "Financial Group", "Savings Bank"], emphasis: { Finance: 3, Operations: 2, "Information Technology": 1.5, Legal: 1.5 } },
  { name: "Insurance", sector: "Financial Services", weight: 3, revenuePerEmployee: 450_000, words: ["Insurance", "Assurance", "Mutual", "Underwriters"], emphasis: { Finance: 2, Sales: 1.5, "Customer Success": 1.5, Legal: 1.5 } },
  { name: "Hospital & Health Care", sector: "Healthcare", weight: 6, revenuePerEmployee: 150_000, words: ["Health", "Medical Center", "Clinic", "Healthcare", "Care"], emphasis: { Medical: 6, Operations: 1.5, Engineering: 0.2, "Product Management": 0.2, Design: 0.2 } },
  { name: "Pharmaceuticals", sector: "Healthcare", weight: 2.5, revenuePerEmployee: 600_000, words: ["Pharma", "Therapeutics", "Biosciences", "Bio"], emphasis: { Medical: 3, "Data Science": 1.5, Operations: 1.5, Legal: 1.5 } },
  { name: "Medical Devices", sector: "Healthcare", weight: 1.5, revenuePerEmployee: 300_000, words: ["Medical", "MedTech", "Devices", "Instruments"], emphasis: { Engineering: 1.5, Medical: 1.5, Sales: 1.5 } },
  { name: "Retail", sector: "Consumer", weight: 5, revenuePerEmployee: 250_000, words: ["Retail", "Stores", "Outfitters", "Market", "Goods"], emphasis: { Operations: 2.5, Sales: 1.5, Marketing: 1.5, "Customer Success": 2 } },
  { name: "Consumer Goods", sector: "Consumer", weight: 3, revenuePerEmployee: 350_000, words: ["Brands", "Goods", "Products", "Home"], emphasis: { Marketing: 2.5, Sales: 2, Operations: 2 } },
  { name: "Food & Beverages", sector: "Consumer", weight: 2, revenuePerEmployee: 250_000, words: ["Foods", "Kitchen", "Beverages", "Farms", "Brewing"], emphasis: { Operations: 3, Sales: 2, Marketing: 2 } },
  { name: "Hospitality", sector: "Consumer", weight: 2, revenuePerEmployee: 80_000, words: ["Hotels", "Hospitality", "Resorts", "Travel"], emphasis: { Operations: 3, "Customer Success": 2.5, Sales: 1.5, Marketing: 1 } },
  { name: "Marketing & Advertising", sector: "Media", weight: 4, revenuePerEmployee: 150_000, words: ["Media", "Agency", "Creative", "Studio", "Marketing"], emphasis: { Marketing: 4, Design: 2.5, Sales: 1.5 } },
  { name: "Management Consulting", sector: "Professional Services", weight: 4, revenuePerEmployee: 200_000, words: ["Consulting", "Advisory", "Partners", "Group", "Strategy"], emphasis: { Consulting: 8, Finance: 1 }, partnerDepartment: "Consulting" },
  { name: "Legal Services", sector: "Professional Services", weight: 2, revenuePerEmployee: 250_000, words: ["LLP"], emphasis: { Legal: 10 }, partnerDepartment: "Legal", naming: "firm" },
  { name: "Accounting", sector: "Professional Services", weight: 2, revenuePerEmployee: 150_000, words: ["LLP"], emphasis: { Finance: 7, Consulting: 1.5 }, partnerDepartment: "Finance", naming: "firm" },
  { name: "Staffing & Recruiting", sector: "Professional Services", weight: 2, revenuePerEmployee: 120_000, words: ["Staffing", "Talent", "Recruitment", "People", "Search"], emphasis: { "Human Resources": 6, Sales: 2.5 } },
  { name: "Real Estate", sector: "Real Estate", weight: 3, revenuePerEmployee: 300_000, words: ["Realty", "Properties", "Real Estate", "Estates", "Homes"], emphasis: { Sales: 3, Finance: 1.5, Operations: 1.5, Engineering: 0.2 } },
  { name: "Construction", sector: "Industrials", weight: 3, revenuePerEmployee: 250_000, words: ["Construction", "Builders", "Contractors", "Building Group"], emphasis: { Operations: 4, Engineering: 1, Finance: 1 } },
  { name: "Automotive", sector: "Industrials", weight: 2, revenuePerEmployee: 400_000, words: ["Motors", "Automotive", "Mobility"], emphasis: { Engineering: 2.5, Operations: 2.5, Sales: 1 } },
  { name: "Logistics & Supply Chain", sector: "Industrials", weight: 3, revenuePerEmployee: 200_000, words: ["Logistics", "Freight", "Shipping", "Transport", "Supply"], emphasis: { Operations: 5, Sales: 1.2 } },
  { name: "Industrial Automation", sector: "Industrials", weight: 2, revenuePerEmployee: 300_000, words: ["Automation", "Robotics", "Industries", "Manufacturing", "Machines"], emphasis: { Engineering: 3, Operations: 3 } },
  { name: "Oil & Energy", sector: "Energy", weight: 2, revenuePerEmployee: 1_200_000, words: ["Energy", "Petroleum", "Resources", "Power"], emphasis: { Engineering: 2, Operations: 3, Finance: 1 } },
  { name: "Renewables & Environment", sector: "Energy", weight: 1.5, revenuePerEmployee: 400_000, words: ["Solar", "Renewables", "Energy", "Wind", "Green Power"], emphasis: { Engineering: 2.5, Operations: 2, Sales: 1 } },
  { name: "Higher Education", sector: "Education", weight: 3, revenuePerEmployee: 120_000, words: ["University"], emphasis: { Education: 10, "Information Technology": 1, Operations: 1, Sales: 0.1 }, type: "Educational Institution", naming: "university" },
  { name: "E-Learning", sector: "Education", weight: 1.5, revenuePerEmployee: 150_000, words: ["Learning", "Academy", "Education", "Edu"], emphasis: { Education: 4, Engineering: 1.5, Marketing: 1 } },
  { name: "Government Administration", sector: "Public Sector", weight: 1.5, revenuePerEmployee: 100_000, words: [], emphasis: { Operations: 3, Finance: 1.5, "Information Technology": 1.5, Legal: 1.5, Sales: 0.1 }, type: "Government Agency", naming: "government" },
  { name: "Non-profit Organization Management", sector: "Nonprofit", weight: 1.5, revenuePerEmployee: 60_000, words: ["Foundation", "Alliance", "Institute", "Trust", "Society"], emphasis: { Operations: 2, Marketing: 1.5, Finance: 1, Sales: 0.2 }, type: "Nonprofit" },
];

export const COMPANY_TYPES = [
  "Public Company",
  "Privately Held",
  "Self-Employed",
  "Sole Proprietorship",
  "Partnership",
  "Nonprofit",
  "Government Agency",
  "Educational Institution",
] as const;

// biome-ignore format: a data table, denser as written than one item per line
export const NAME_PREFIXES = [
  "North", "South", "East", "West", "Blue", "Bright", "Silver", "Golden", "Summit", "Apex",
  "Vertex", "Nova", "Harbor", "Pine", "Iron", "Crescent", "Atlas", "Orion", "Evergreen", "Cedar",
  "Granite", "Lumen", "Quantum", "Sterling", "Red", "Green", "Clear", "True", "Swift", "Bold",
  "Prime", "Pacific", "Atlantic", "Maple", "Oak", "River", "Stone", "Sky", "Star", "Sun",
];

// biome-ignore format: a data table, denser as written than one item per line
export const NAME_ROOTS = [
  "field", "stone", "bridge", "wave", "point", "path", "core", "line", "gate", "ridge", "light",
  "works", "view", "crest", "wood", "brook", "peak", "haven", "stream", "forge", "well", "mark",
  "side", "way", "vale",
];

export const GOVERNMENT_BODIES = [
  "Department of Transportation",
  "Public Health Department",
  "Housing Authority",
  "Water Authority",
  "Department of Finance",
  "Office of Economic Development",
  "Department of Education",
  "Public Works Department",
];

export const TAGLINES = [
  "Building what comes next",
  "Trusted by teams worldwide",
  "Making complex things simple",
  "Your partner for growth",
  "Innovation that delivers",
  "People first, always",
  "Quality you can count on",
  "Shaping the future of our industry",
];

export const HONORS = [
  "Dean's List",
  "President's Club",
  "Employee of the Year",
  "Top Performer Award",
  "Hackathon Winner",
  "Summa Cum Laude",
  "Magna Cum Laude",
  "Innovation Award",
  "Best Paper Award",
  "Leadership Excellence Award",
  "Customer Champion Award",
];

export const OTHER_LANGUAGES = [
  "Spanish",
  "French",
  "German",
  "Mandarin",
  "Portuguese",
  "Italian",
  "Japanese",
  "Arabic",
  "Dutch",
  "Russian",
];

/** Street names by the country's main name locale; addresses follow that locale's order. */
// biome-ignore format: a data table, denser as written than one item per line
export const STREETS: Record<string, { names: string[]; numberFirst: boolean }> = {
  en: { names: ["Main Street", "Market Street", "High Street", "King Street", "Park Avenue", "Station Road", "Church Street", "Harbour Road", "Commerce Way", "Innovation Drive"], numberFirst: true },
  de: { names: ["Hauptstraße", "Bahnhofstraße", "Friedrichstraße", "Königsallee", "Marktplatz", "Lindenstraße"], numberFirst: false },
  fr: { names: ["Rue de la République", "Boulevard Haussmann", "Avenue Victor Hugo", "Rue du Faubourg Saint-Honoré", "Quai de la Gare"], numberFirst: true },
  es: { names: ["Calle Mayor", "Paseo de la Castellana", "Avenida Diagonal", "Gran Vía", "Calle de Alcalá", "Avenida Reforma"], numberFirst: false },
  it: { names: ["Via Roma", "Corso Italia", "Via Garibaldi", "Via Dante", "Corso Vittorio Emanuele"], numberFirst: false },
  pt: { names: ["Avenida Paulista", "Rua Augusta", "Avenida Brasil", "Rua das Flores", "Avenida Atlântica"], numberFirst: false },
  nl: { names: ["Herengracht", "Keizersgracht", "Stationsplein", "Coolsingel", "Oudegracht"], numberFirst: false },
  sv: { names: ["Drottninggatan", "Kungsgatan", "Storgatan", "Vasagatan"], numberFirst: false },
  pl: { names: ["ulica Marszałkowska", "ulica Floriańska", "aleje Jerozolimskie", "ulica Długa"], numberFirst: false },
};

/** Legal-form suffixes by country code, for the organization's name list. */
export const LEGAL_SUFFIX: Record<string, string[]> = {
  US: ["Inc.", "LLC", "Corp."],
  CA: ["Inc.", "Ltd."],
  GB: ["Ltd", "PLC"],
  IE: ["Ltd", "DAC"],
  DE: ["GmbH", "AG"],
  FR: ["SAS", "SA"],
  NL: ["B.V.", "N.V."],
  ES: ["S.L.", "S.A."],
  IT: ["S.r.l.", "S.p.A."],
  SE: ["AB"],
  PL: ["Sp. z o.o.", "S.A."],
  CH: ["AG", "GmbH", "SA"],
  IN: ["Pvt. Ltd.", "Ltd."],
  SG: ["Pte. Ltd."],
  JP: ["K.K.", "Co., Ltd."],
  AE: ["LLC", "FZ-LLC"],
  IL: ["Ltd."],
  AU: ["Pty Ltd"],
  NZ: ["Limited"],
  BR: ["Ltda.", "S.A."],
  MX: ["S.A. de C.V."],
  AR: ["S.A.", "S.R.L."],
  CO: ["S.A.S."],
  CL: ["SpA", "S.A."],
  ZA: ["(Pty) Ltd"],
  NG: ["Limited", "Plc"],
  KE: ["Limited"],
};
