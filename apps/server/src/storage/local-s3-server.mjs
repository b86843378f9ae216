// An S3-compatible server for tests (storage/testing.ts starts it): s3rver on a free port of
// 127.0.0.1, objects under the folder given, the bucket given created. Prints {"port": n} once it
// listens; exits when its standard input closes (the test process went away) or on SIGTERM.
//
// Its own process because s3rver 3.7.1 signs ListObjectsV2 continuation tokens with DES, which
// Node 17+ (OpenSSL 3) refuses unless started with --openssl-legacy-provider: a flag for this
// process only, never for the tests or the server.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: !process.env.S3RVER_LOG,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.stdin.on('close', stop);
process.stdin.resume();
