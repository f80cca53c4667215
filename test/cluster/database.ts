import pg from 'pg';

// One PostgreSQL database for a run, made at the start and dropped at the end.

export type RunDatabase = { url: string; name: string; drop: () => Promise<void> };

export async function createRunDatabase(serverUrl: string, name: string): Promise<RunDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
