import { z } from "zod";
import { Targeting } from "@/lib/model/targeting/schema";

/** A Quick Start audience: choosing it pre-fills the campaign's targeting. Client-safe. */
export const CampaignTemplate = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  filters: Targeting,
});
export type CampaignTemplate = z.infer<typeof CampaignTemplate>;

const LEADERS = ["c_suite", "vp", "head", "director"] as const;

export const TEMPLATES: readonly CampaignTemplate[] = [
  {
    id: "saas-founders-north-america",
    name: "SaaS founders in North America",
    description:
      "Founders and chief executives of software and internet companies up to 500 people in the US and Canada.",
    filters: {
      seniorities: ["founder", "c_suite"],
      industries: ["Computer Software", "Internet"],
      companySizes: ["1-10", "11-50", "51-200", "201-500"],
      locations: { continents: ["North America"] },
    },
  },
  {
    id: "hr-leaders-europe",
    name: "HR leaders in Europe",
    description: "Heads, directors, VPs and chiefs of Human Resources at European companies.",
    filters: {
      departments: ["Human Resources"],
      seniorities: [...LEADERS],
      locations: { continents: ["Europe"] },
    },
  },
  {
    id: "engineering-managers-mid-size",
    name: "Engineering managers at 51–500 employee companies",
    description:
      "Managers of engineering teams at growing companies, where tooling decisions are still made by the team.",
    filters: {
      departments: ["Engineering"],
      seniorities: ["manager"],
      companySizes: ["51-200", "201-500"],
    },
  },
  {
    id: "cfos-public-companies",
    name: "CFOs and finance heads at public companies",
    description:
      "Chief financial officers, finance VPs, heads and directors of finance at publicly traded companies.",
    filters: {
      // Titles rather than the c_suite seniority: a company has one CFO; its finance heads buy too.
      titles: {
        include: [
          "CFO",
          "Chief Financial Officer",
          "VP Finance",
          "Vice President Finance",
          "Head of Finance",
          "Finance Director",
        ],
      },
      companyTypes: ["Public Company"],
    },
  },
  {
    id: "enterprise-software-sales-leaders",
    name: "Sales leaders in enterprise software",
    description:
      "VPs, heads and directors of sales at software and IT services companies over 1,000 people.",
    filters: {
      departments: ["Sales"],
      seniorities: ["vp", "head", "director"],
      industries: ["Computer Software", "Information Technology & Services"],
      companySizes: ["1001-5000", "5001-10000", "10001+"],
    },
  },
  {
    id: "marketing-leaders-uk-ireland",
    name: "Marketing leaders in the UK and Ireland",
    description: "Senior marketers who own budget: chiefs, VPs, heads and directors of marketing.",
    filters: {
      departments: ["Marketing"],
      seniorities: [...LEADERS],
      locations: { countries: ["United Kingdom", "Ireland"] },
    },
  },
  {
    id: "it-leaders-financial-services",
    name: "IT and security leaders in financial services",
    description: "People who decide on IT and security at banks, insurers and financial firms.",
    filters: {
      departments: ["Information Technology"],
      seniorities: [...LEADERS, "manager"],
      industries: ["Financial Services", "Banking", "Insurance"],
    },
  },
  {
    id: "data-practitioners-python",
    name: "Data scientists and ML engineers who use Python",
    description:
      "Hands-on data people with Python in their skills: analysts, scientists, ML engineers.",
    filters: {
      departments: ["Data Science"],
      skills: { any: ["Python"] },
      seniorities: ["entry", "senior", "manager"],
    },
  },
  {
    id: "startup-ctos",
    name: "CTOs at startups",
    description: "Chief technology officers at companies of up to 200 people.",
    filters: {
      titles: { include: ["CTO", "Chief Technology Officer"] },
      companySizes: ["1-10", "11-50", "51-200"],
    },
  },
  {
    id: "healthcare-operations-leaders",
    name: "Operations leaders in healthcare",
    description:
      "Directors, heads and VPs of operations at hospitals, health care providers and pharma.",
    filters: {
      departments: ["Operations"],
      seniorities: ["vp", "head", "director"],
      industries: ["Hospital & Health Care", "Pharmaceuticals", "Medical Devices"],
    },
  },
  {
    id: "recruiters-staffing-agencies",
    name: "Recruiters at staffing agencies",
    description:
      "Recruiters and talent people at staffing and recruiting firms, reachable by e-mail.",
    filters: {
      industries: ["Staffing & Recruiting"],
      departments: ["Human Resources"],
      contact: { requireEmail: true },
    },
  },
  {
    id: "logistics-managers-apac",
    name: "Supply chain managers in Asia-Pacific",
    description:
      "Managers and directors in logistics and supply chain companies across Asia and Oceania.",
    filters: {
      industries: ["Logistics & Supply Chain"],
      seniorities: ["manager", "director", "head"],
      locations: { continents: ["Asia", "Oceania"] },
    },
  },
];

export function findTemplate(id: string): CampaignTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
