import type { Db } from '../db/client';
import { type JobApplicationRow, jobApplications } from '../db/schema';

/** Inserts one job application (spec content §7 "Submit application"). */
export async function insertJobApplication(
  db: Db,
  row: {
    jobId: number;
    jobTitle: string;
    name: string;
    email: string;
    notes: string | null;
    resumeText: string;
    resumeFileName: string;
    resumeFormat: JobApplicationRow['resumeFormat'];
    ipAddress: string | null;
  },
): Promise<JobApplicationRow> {
  const rows = await db.insert(jobApplications).values(row).returning();
  return rows[0]!;
}
