import fp from "fastify-plugin";
import { syncConfiguredAdmins } from "../modules/auth/admin-roles.service";
import { deleteExpiredSessions } from "../modules/auth/session.service";

const SESSION_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The admins ADMIN_EMAILS grants, applied at start (decision 0020), and expired sessions swept now and then. */
export const accountUpkeepPlugin = fp(
  async (app) => {
    const { config, db } = app;
    if (config.adminEmails.length) {
      const { granted, revoked } = await syncConfiguredAdmins({ db, emails: config.adminEmails });
      if (revoked) app.log.warn({ revoked, granted }, "ADMIN_EMAILS no longer lists some admins: they are users again");
    }
    // Expired sessions are useless rows.
    const sweep = setInterval(
      () => void deleteExpiredSessions({ db }).catch((err) => app.log.warn({ err }, "session sweep failed")),
      SESSION_SWEEP_INTERVAL_MS,
    );
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  },
  { name: "account-upkeep", dependencies: ["database"] },
);
