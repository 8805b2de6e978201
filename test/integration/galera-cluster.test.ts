import { type TestGalera, startGaleraCluster } from '../support/galera';
import { until } from '../support/redis-cluster';
import { describeWith } from '../support/services';

/**
 * A throwaway 3-node MariaDB Galera cluster of local mariadbd processes, started by the suite itself
 * (test/support/galera.ts): it forms, survives a node killed or frozen, and takes the node back.
 */
describeWith(['galera'], 'MariaDB Galera test cluster', () => {
  let cluster: TestGalera;

  beforeAll(async () => {
    cluster = await startGaleraCluster(3);
    await cluster.query(0, 'CREATE TABLE goals (id INT AUTO_INCREMENT PRIMARY KEY, scorer VARCHAR(40) NOT NULL)');
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 30_000);

  const scorers = async (i: number): Promise<string[]> => (await cluster.query<{ scorer: string }>(i, 'SELECT scorer FROM goals ORDER BY id')).map((r) => r.scorer);

  /** Waits until node i has replicated `scorer` (applying on the other nodes runs just after commit). */
  const seen = (i: number, scorer: string): Promise<void> => until(`node ${i} to have ${scorer}`, async () => (await scorers(i)).includes(scorer), 15_000);

  it('forms a cluster of 3 that replicates a write on node 0 to node 2', async () => {
    for (const i of [0, 1, 2]) {
      expect(await cluster.status(i, 'wsrep_cluster_size')).toBe('3');
      expect(await cluster.status(i, 'wsrep_cluster_status')).toBe('Primary');
      expect(await cluster.status(i, 'wsrep_local_state_comment')).toBe('Synced');
    }
    expect(cluster.nodes.map((n) => n.url)).toEqual(cluster.nodes.map((n) => `mysql://root@127.0.0.1:${n.port}/faceoff`));
    await cluster.query(0, 'INSERT INTO goals (scorer) VALUES (?)', ['formed']);
    await seen(2, 'formed');
    const [db] = await cluster.query<{ c: string }>(2, "SELECT default_collation_name AS c FROM information_schema.schemata WHERE schema_name = 'faceoff'");
    expect(db?.c).toBe('utf8mb4_unicode_ci');
  });

  it('carries on with 2 nodes when one is killed, and the restarted node catches up', async () => {
    await cluster.kill(1);
    for (const i of [0, 2]) {
      expect(await cluster.status(i, 'wsrep_cluster_size')).toBe('2');
      expect(await cluster.status(i, 'wsrep_cluster_status')).toBe('Primary');
    }
    await cluster.query(0, 'INSERT INTO goals (scorer) VALUES (?)', ['while-1-down-a']);
    await cluster.query(2, 'INSERT INTO goals (scorer) VALUES (?)', ['while-1-down-b']);
    await seen(0, 'while-1-down-b');

    await cluster.start(1);
    expect(await cluster.status(1, 'wsrep_cluster_size')).toBe('3');
    expect(await cluster.status(1, 'wsrep_local_state_comment')).toBe('Synced');
    await seen(1, 'while-1-down-a');
    await seen(1, 'while-1-down-b');
    await cluster.query(1, 'INSERT INTO goals (scorer) VALUES (?)', ['back-on-1']);
    await seen(0, 'back-on-1');
  }, 180_000);

  it('a killed bootstrap node (node 0) rejoins the others instead of bootstrapping again', async () => {
    await cluster.kill(0);
    await cluster.query(1, 'INSERT INTO goals (scorer) VALUES (?)', ['while-0-down']);
    await cluster.start(0);
    expect(await cluster.status(0, 'wsrep_cluster_size')).toBe('3');
    await seen(0, 'while-0-down');
  }, 180_000);

  it('evicts a frozen node within seconds, keeps taking writes, and takes the node back when thawed', async () => {
    await cluster.freeze(2);
    const frozenAt = Date.now();
    // Commits wait for the silent member until the short evs timeouts evict it (a few seconds); a
    // write with a generous timeout shows the other two carry on once it is gone.
    await until(
      'nodes 0 and 1 to be a Primary cluster of 2 without the frozen node',
      async () => (await cluster.status(0, 'wsrep_cluster_size')) === '2' && (await cluster.status(1, 'wsrep_cluster_size')) === '2' && (await cluster.status(0, 'wsrep_cluster_status')) === 'Primary',
      20_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n--- node 0:\n${cluster.logTail(0, 60)}\n--- node 1:\n${cluster.logTail(1, 60)}`);
    });
    await cluster.query(0, 'INSERT INTO goals (scorer) VALUES (?)', ['while-2-frozen'], 10_000);
    await cluster.query(1, 'INSERT INTO goals (scorer) VALUES (?)', ['while-2-frozen-b'], 10_000);
    await seen(0, 'while-2-frozen-b');
    expect(Date.now() - frozenAt).toBeLessThan(20_000);

    await cluster.thaw(2);
    expect(await cluster.status(2, 'wsrep_cluster_size')).toBe('3');
    await seen(2, 'while-2-frozen');
    await seen(2, 'while-2-frozen-b');
  }, 180_000);
});
