// The backup's S3 and encryption settings: what the configuration refuses, and the S3 target
// falling back to the app's own S3 service and keys.
import { describe, expect, it } from "vitest";
import { encryptionSettings } from "~/models/backup/encryption.server";
import { backupS3Client, backupS3Place, parseS3Ref } from "~/models/backup/s3.server";
import { backupSettings } from "~/models/backup/schedule.server";
import { EnvError, parseEnv } from "~/utils/env.server";

const base = { DATA_DIR: "/tmp/seitenwerk-env-test" };
const appS3 = {
  S3_ENDPOINT: "http://minio:9000",
  S3_BUCKET: "uploads",
  S3_ACCESS_KEY_ID: "app-key",
  S3_SECRET_ACCESS_KEY: "app-secret",
};
const RECIPIENT = "age18dlej5xre6kwk2agar2gcewung0tsuvzmdcky6yuhm6jqpjwfvxsqlesgv";

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("parseEnv hat die Konfiguration angenommen");
}

describe("backup configuration", () => {
  it("refuses a passphrase together with an age key, a short passphrase, and a bad key", () => {
    expect(
      problemsOf({
        ...base,
        BACKUP_PASSPHRASE: "lang-genug-1234",
        BACKUP_AGE_RECIPIENT: RECIPIENT,
      }),
    ).toContain("BACKUP_PASSPHRASE/BACKUP_AGE_RECIPIENT: nur eines von beiden setzen");
    expect(problemsOf({ ...base, BACKUP_PASSPHRASE: "kurz" })).toContain(
      "BACKUP_PASSPHRASE: muss mindestens 12 Zeichen haben",
    );
    expect(problemsOf({ ...base, BACKUP_AGE_RECIPIENT: "ssh-ed25519 AAAA" })).toContain(
      "BACKUP_AGE_RECIPIENT: muss ein öffentlicher age-Schlüssel sein",
    );
    expect(encryptionSettings(parseEnv({ ...base, BACKUP_AGE_RECIPIENT: RECIPIENT }))).toEqual({
      recipients: [RECIPIENT],
    });
    expect(encryptionSettings(parseEnv(base))).toBeNull();
  });

  it("needs an endpoint for an S3 target, and takes the app's S3 service and keys by default", async () => {
    expect(problemsOf({ ...base, BACKUP_S3_BUCKET: "sicherungen" })).toContain(
      "BACKUP_S3_ENDPOINT: fehlt",
    );
    const env = parseEnv({
      ...base,
      ...appS3,
      BACKUP_S3_BUCKET: "sicherungen",
      BACKUP_S3_PREFIX: "/seitenwerk/nacht",
    });
    expect(backupS3Place(env)).toBe("s3://sicherungen/seitenwerk/nacht/");
    expect(backupSettings(env).s3).toBe("s3://sicherungen/seitenwerk/nacht/");
    expect(parseS3Ref("s3://sicherungen/seitenwerk/nacht/")).toEqual({
      bucket: "sicherungen",
      key: "seitenwerk/nacht/",
    });
    const client = backupS3Client(env);
    expect((await client.config.credentials()).accessKeyId).toBe("app-key");
    expect((await client.config.endpoint!()).hostname).toBe("minio");

    const own = backupS3Client(
      parseEnv({
        ...base,
        ...appS3,
        BACKUP_S3_BUCKET: "sicherungen",
        BACKUP_S3_ENDPOINT: "https://s3.anderswo.example",
        BACKUP_S3_ACCESS_KEY_ID: "backup-key",
        BACKUP_S3_SECRET_ACCESS_KEY: "backup-secret",
      }),
    );
    expect((await own.config.credentials()).accessKeyId).toBe("backup-key");
    expect((await own.config.endpoint!()).hostname).toBe("s3.anderswo.example");
    expect(backupS3Place(parseEnv(base))).toBeNull();
  });
});
