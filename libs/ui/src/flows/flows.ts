import {
  auditLogMachine,
  businessDetailMachine,
  businessFormMachine,
  chatMachine,
  dataExportMachine,
  documentLibraryMachine,
  loginMachine,
  passwordResetRequestMachine,
  registrationMachine,
  reportsMachine,
  resetPasswordMachine,
  taskBoardMachine,
  twoFactorMachine,
  userFormMachine,
} from '@portal/domain';
import { story } from './flow-states';
import type { Flow, StoryRef } from './flow-states';

// Each flow's machines, and which screen stories show each of their states. The states come from
// the machines (flow-states.ts); only the stories are written here, so a state with none stands
// out on its page, and a state renamed in a machine fails the flow's story (unknownStates).

const of =
  (title: string) =>
  (...exportNames: string[]): StoryRef[] =>
    exportNames.map((name) => story(title, name));

const login = of('Screens/Login');
const profile = of('Screens/ProfileModal');
const registration = of('Screens/Registration');
const resetPassword = of('Screens/ResetPassword');
const board = of('Screens/Tasks/Board');
const documents = of('Screens/Documents/Library');
const analytics = of('Screens/Reports/ReportsAnalytics');
const replace = of('Screens/Reports/ReportsAnalytics/Replace');
const detail = of('Screens/Reports/ReportDetail');
const businessForm = of('Screens/Admin/BusinessFormModal');
const businessDetail = of('Screens/Admin/BusinessDetailModal');
const users = of('Screens/Admin/AdminUsers');
const chat = of('Screens/Admin/AdminChat');
const dataExport = of('Components/DataExportButton');
const audit = of('Screens/Admin/AdminAuditLog');

export const loginFlow: Flow = {
  name: 'Login',
  summary:
    'Signing in (with its second step), asking for a password reset link from the login page, and turning the second factor on in the profile.',
  parts: [
    {
      label: 'Login form (login.machine.ts)',
      machine: loginMachine,
      shownBy: {
        editing: login('Empty', 'TypingAndSubmitting', 'FieldErrors', 'ServerError'),
        submitting: login('Submitting'),
        'code.editing': login('SecondStepCode', 'SecondStepRefused', 'SecondStepRecoveryCode'),
        'code.verifying': login('SecondStepVerifying'),
        'setup.loading': login('SetupLoading'),
        'setup.failure': login('SetupFailure'),
        'setup.editing': login('SetupRequired'),
        'setup.codes': login('SetupRecoveryCodes'),
      },
    },
    {
      label: 'Reset link request (password-reset-request.machine.ts)',
      machine: passwordResetRequestMachine,
      shownBy: {
        closed: login('Empty'),
        'open.enterEmail': login('ResetEnterEmail', 'ResetEnterEmailError'),
        'open.confirm': login('ResetConfirm'),
        'open.sending': login('ResetSending'),
        'open.sent': login('ResetSent'),
      },
    },
    {
      label: "The profile's second factor (two-factor.machine.ts)",
      machine: twoFactorMachine,
      shownBy: {
        failure: profile('SecurityLoadFailure'),
        off: profile('SecurityOff'),
        password: profile('SecurityPassword'),
        starting: profile('SecurityPasswordChecking'),
        setup: profile('SecuritySetup'),
        codes: profile('SecurityRecoveryCodes'),
        on: profile('SecurityOnRequired'),
        disabling: profile('SecurityDisabling'),
      },
    },
  ],
};

export const registrationFlow: Flow = {
  name: 'Registration',
  summary: 'Registering: the person, then the company (an existing one or a new one).',
  parts: [
    {
      label: 'Registration (registration.machine.ts)',
      machine: registrationMachine,
      shownBy: {
        step1: registration('PersonalStep', 'PersonalErrors'),
        'step2.loadingBusinesses': registration('BusinessesLoading'),
        'step2.loadFailed': registration('BusinessesLoadFailure'),
        'step2.ready': registration(
          'ExistingBusiness',
          'SearchWithoutMatch',
          'NoChoiceError',
          'NewBusiness',
          'NewBusinessErrors',
          'ServerError',
        ),
        submitting: registration('Submitting'),
        done: [...registration('Done'), story('Screens/Waiting', 'WithName')],
      },
    },
  ],
};

export const resetPasswordFlow: Flow = {
  name: 'Reset password',
  summary: "The page the reset e-mail's link opens, from checking the link to the new password.",
  parts: [
    {
      label: 'Reset password (reset-password.machine.ts)',
      machine: resetPasswordMachine,
      shownBy: {
        verifying: resetPassword('Loading'),
        invalid: resetPassword('Invalid', 'TokenMissing'),
        form: resetPassword('Form', 'Mismatch', 'TooShort', 'ServerError'),
        submitting: resetPassword('Submitting'),
        success: resetPassword('Success'),
      },
    },
  ],
};

export const taskBoardFlow: Flow = {
  name: 'Task board',
  summary: "A company's board: loading it, moving, creating, editing and deleting tasks.",
  parts: [
    {
      label: 'Task board (task-board.machine.ts)',
      machine: taskBoardMachine,
      shownBy: {
        'board.loading': board('Loading'),
        'board.failure': board('Failure'),
        'board.ready.idle': board('Empty', 'Loaded', 'PanelOpen', 'NewTaskDialogOpen'),
        'board.ready.refreshing': board('Refreshing'),
        'board.ready.updating': board('PanelSaving'),
        'people.failed': board('PanelPeopleFailed'),
        'people.ready': board('PanelAssign'),
        'toast.hidden': board('Loaded'),
        'toast.shown': board('SuccessToast', 'ErrorToast'),
      },
    },
  ],
};

export const documentsFlow: Flow = {
  name: 'Documents',
  summary: "A company's document library: folders, links, uploads and their dialogs.",
  parts: [
    {
      label: 'Document library (document-library.machine.ts)',
      machine: documentLibraryMachine,
      shownBy: {
        'library.loading': documents('Loading'),
        'library.failure': documents('Failure'),
        'library.ready.sync.idle': documents('Root'),
        'library.ready.sync.scheduled': documents('PendingItem'),
        'library.ready.dialog.closed': documents('Root', 'InFolder', 'Search', 'FolderMenu'),
        'library.ready.dialog.newFolder': documents('NewFolderDialog', 'NewFolderRefused'),
        'library.ready.dialog.newDocument.editing': documents(
          'NewDocumentLink',
          'NewDocumentUpload',
          'UploadFailed',
        ),
        'library.ready.dialog.newDocument.uploading': documents('UploadInProgress'),
        'library.ready.dialog.rename': documents('RenameFolder'),
        'library.ready.dialog.delete.confirming': documents('DeleteConfirmation', 'DeleteFailed'),
        'library.ready.dialog.preview': documents('PreviewPdf', 'PreviewImage', 'PreviewText'),
        'library.ready.dialog.move': documents('MoveDialog'),
        'library.ready.changes.idle': documents('Root'),
        'library.ready.changes.creatingDocument': documents('LinkOnItsWay'),
        'library.ready.changes.renaming': documents('RenameOnItsWay'),
        'toast.hidden': documents('Root'),
        'toast.shown': documents('SuccessToast', 'ErrorToast'),
      },
    },
  ],
};

export const reportsFlow: Flow = {
  name: 'Reports',
  summary: "A company's monthly reports: the analytics, the report form, a month's detail.",
  parts: [
    {
      label: 'Reports (reports.machine.ts)',
      machine: reportsMachine,
      shownBy: {
        'list.loading': [...analytics('Loading'), ...detail('Loading')],
        'list.failure': [...analytics('Failure'), ...detail('Failure')],
        'list.ready.exports.idle': [...analytics('Ready'), ...detail('Ready')],
        'list.ready.exports.xlsx': analytics('WithoutSheetExporting'),
        'list.ready.exports.pdf': detail('ExportingPdf'),
        'list.ready.sync.idle': analytics('Ready'),
        'list.ready.form.closed': analytics('Ready', 'MissingReport'),
        'list.ready.form.editing': [
          ...analytics('FormOpen', 'FormErrors', 'FormServerError', 'ExternalForm'),
          ...replace('OpensOnMissingMonth'),
        ],
        'list.ready.form.confirming': replace('ConfirmReplace'),
        'list.ready.form.saving': [...analytics('FormSubmitting'), ...replace('Replacing')],
        'toast.hidden': analytics('Ready'),
        'toast.shown': [...analytics('Toast'), ...detail('ExportFailed')],
      },
    },
  ],
};

export const adminFormsFlow: Flow = {
  name: 'Admin forms',
  summary:
    "The admin's company form (create, approve), a company's detail with its data export, and a person's form.",
  parts: [
    {
      label: 'Company form (business-form.machine.ts)',
      machine: businessFormMachine,
      shownBy: {
        'form.editing': businessForm(
          'CreateEmpty',
          'CreateFieldErrors',
          'WithPeopleAndQuestions',
          'ApprovePrefilled',
          'ServerRefusal',
        ),
        'form.submitting': businessForm('Submitting'),
        'form.done': businessForm('Created'),
        'people.loading': businessForm('PeopleLoading'),
        'people.ready': businessForm('SearchingPeople'),
        'people.failure': businessForm('PeopleLoadFailure'),
        'newPerson.closed': businessForm('CreateEmpty'),
        'newPerson.open.editing': businessForm('CreateWithInlineUser', 'InlineUserRefused'),
        'newPerson.open.saving': businessForm('InlineUserSaving'),
        'toast.hidden': businessForm('CreateEmpty'),
        'toast.shown': businessForm('Created'),
      },
    },
    {
      label: "Company's detail (business-detail.machine.ts)",
      machine: businessDetailMachine,
      shownBy: {
        'detail.loading': businessDetail('Loading'),
        'detail.failure': businessDetail('LoadFailure'),
        'detail.viewing.overview': businessDetail('Viewing', 'CouncilReadOnly'),
        'detail.viewing.confirmingDelete': businessDetail(
          'DeleteConfirmation',
          'DeleteNameTyped',
          'DeleteFailed',
        ),
        'detail.viewing.deleting': businessDetail('Deleting'),
        'detail.viewing.access.editing': businessDetail('AccessSection', 'PasswordGenerated'),
        'detail.viewing.importing.editing': businessDetail('ImportWithFile', 'ImportWithTasks'),
        'detail.viewing.importing.sending': businessDetail('ImportSending'),
        'detail.editing': businessDetail('Editing', 'SaveRefused'),
        'detail.saving': businessDetail('Saving'),
        'detail.deleted': businessDetail('Deleted'),
        'people.ready': businessDetail('Editing'),
        'toast.hidden': businessDetail('Viewing'),
        'toast.shown': businessDetail('Saved', 'AccessCodeSet'),
      },
    },
    {
      label: "A company's or a person's data as a zip (data-export.machine.ts)",
      machine: dataExportMachine,
      shownBy: {
        idle: [
          ...dataExport('Idle'),
          ...businessDetail('DataExport'),
          ...profile('DownloadMyData'),
        ],
        exporting: [...dataExport('Exporting'), ...businessDetail('DataExporting')],
        done: [...dataExport('Done'), ...profile('DownloadMyDataDone')],
        failure: [
          ...dataExport('Failure', 'PersonalFailure'),
          ...businessDetail('DataExportFailed'),
        ],
      },
    },
    {
      label: "A person's form (user-form.machine.ts)",
      machine: userFormMachine,
      shownBy: {
        'create.editing': users('CreateWithFieldErrors'),
        'edit.viewing': users('DetailView', 'CouncilDetail'),
        'edit.editing': users('DetailEdit', 'EditRoleRules', 'ServerRefusal', 'UpdateFailed'),
        'edit.saving': users('Saving'),
      },
    },
  ],
};

export const assistantFlow: Flow = {
  name: 'Assistant',
  summary: "The admin's chat: the kept conversation, a question, its answer as it is written.",
  parts: [
    {
      label: 'Chat (chat.machine.ts)',
      machine: chatMachine,
      shownBy: {
        'conversation.loading': chat('Loading'),
        'conversation.idle': chat(
          'Empty',
          'Conversation',
          'Stopped',
          'SendFailed',
          'HistoryFailed',
        ),
        'conversation.sending': chat('Typing', 'Streaming'),
        'conversation.starting': chat('StartingNew'),
        'copied.hidden': chat('Conversation'),
        'copied.shown': chat('Copied'),
      },
    },
  ],
};

export const auditLogFlow: Flow = {
  name: 'Audit log',
  summary: "The admin's audit log: its filters, a page of entries, and paging through them.",
  parts: [
    {
      label: 'Audit log (audit-log.machine.ts)',
      machine: auditLogMachine,
      shownBy: {
        'list.invalid': audit('RangeBackwards'),
        'list.loading': audit('Loading'),
        'list.failure': audit('Failure'),
        'list.ready': audit('Ready', 'Empty', 'MiddlePage', 'Mobile360'),
        'options.ready': audit('Ready'),
        'options.failure': audit('FiltersUnavailable'),
      },
    },
  ],
};
