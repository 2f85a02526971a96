import asyncio
import json
import os
import subprocess

import tornado.ioloop
import tornado.web

JOBS = {
    "postgres": ["/opt/backup/bin/pg_backup.sh", "--all"],
    "uploads": ["/opt/backup/bin/rsync_uploads.sh"],
    "config": ["/opt/backup/bin/etc_snapshot.sh", "--compress"],
}


class BackupJob:
    def __init__(self, name):
        if name not in JOBS:
            raise KeyError(name)
        self.name = name
        self.argv = list(JOBS[name])

    def run(self):
        result = subprocess.run(self.argv, capture_output=True, text=True, timeout=600)
        return {"job": self.name, "code": result.returncode, "tail": result.stderr[-2000:]}


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return self.get_signed_cookie("operator")

    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload))


class JobListHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write_json({"jobs": sorted(JOBS)})


class JobRunHandler(BaseHandler):
    @tornado.web.authenticated
    async def post(self, name):
        try:
            job = BackupJob(name)
        except KeyError:
            self.write_json({"error": "unknown job"}, status=404)
            return
        loop = asyncio.get_running_loop()
        outcome = await loop.run_in_executor(None, job.run)
        self.write_json(outcome)


def make_app():
    return tornado.web.Application(
        [
            (r"/jobs", JobListHandler),
            (r"/jobs/([a-z]+)/run", JobRunHandler),
        ],
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/login",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
