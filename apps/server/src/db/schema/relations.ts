import { relations } from 'drizzle-orm';
import { businessTeamEmails } from './business-team-emails';
import { businesses } from './businesses';
import { documents } from './documents';
import { meetingAddedTasks } from './meeting-added-tasks';
import { meetingTranscriptEntries } from './meeting-transcript-entries';
import { meetings } from './meetings';
import { monthlyReports } from './monthly-reports';
import { passwordResetTokens } from './password-reset-tokens';
import { tasks } from './tasks';
import { userBusinesses } from './user-businesses';
import { users } from './users';

// Relations only feed drizzle's relational query API (db.query.x.findMany({ with })).

export const usersRelations = relations(users, ({ many, one }) => ({
  businesses: many(userBusinesses),
  creator: one(users, { fields: [users.createdBy], references: [users.id] }),
  resetTokens: many(passwordResetTokens),
}));

export const businessesRelations = relations(businesses, ({ many, one }) => ({
  users: many(userBusinesses),
  manager: one(users, { fields: [businesses.managedBy], references: [users.id] }),
  teamEmails: many(businessTeamEmails),
  meetings: many(meetings),
  tasks: many(tasks),
  documents: many(documents),
  monthlyReports: many(monthlyReports),
}));

export const userBusinessesRelations = relations(userBusinesses, ({ one }) => ({
  user: one(users, { fields: [userBusinesses.userId], references: [users.id] }),
  business: one(businesses, { fields: [userBusinesses.businessId], references: [businesses.id] }),
}));

export const businessTeamEmailsRelations = relations(businessTeamEmails, ({ one }) => ({
  business: one(businesses, {
    fields: [businessTeamEmails.businessId],
    references: [businesses.id],
  }),
}));

export const meetingsRelations = relations(meetings, ({ many, one }) => ({
  business: one(businesses, { fields: [meetings.businessId], references: [businesses.id] }),
  transcript: many(meetingTranscriptEntries),
  addedTasks: many(meetingAddedTasks),
}));

export const meetingTranscriptEntriesRelations = relations(meetingTranscriptEntries, ({ one }) => ({
  meeting: one(meetings, {
    fields: [meetingTranscriptEntries.meetingId],
    references: [meetings.id],
  }),
}));

export const meetingAddedTasksRelations = relations(meetingAddedTasks, ({ one }) => ({
  meeting: one(meetings, { fields: [meetingAddedTasks.meetingId], references: [meetings.id] }),
}));

export const tasksRelations = relations(tasks, ({ one }) => ({
  business: one(businesses, { fields: [tasks.businessId], references: [businesses.id] }),
  meeting: one(meetings, { fields: [tasks.fromMeeting], references: [meetings.id] }),
}));

export const documentsRelations = relations(documents, ({ one, many }) => ({
  business: one(businesses, { fields: [documents.businessId], references: [businesses.id] }),
  parent: one(documents, {
    fields: [documents.parentId],
    references: [documents.id],
    relationName: 'folder',
  }),
  children: many(documents, { relationName: 'folder' }),
}));

export const monthlyReportsRelations = relations(monthlyReports, ({ one }) => ({
  business: one(businesses, { fields: [monthlyReports.businessId], references: [businesses.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));
