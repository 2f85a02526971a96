import os
import uuid

import tornado.web

LOG_SETTINGS = {"directory": "/var/log/jobs", "suffix": ".log", "tail_bytes": 65536}


class JobLogHandler(tornado.web.RequestHandler):
    def get(self):
        try:
            path = log_path(self.get_query_argument("job"))
        except ValueError:
            raise tornado.web.HTTPError(400, "job must be a UUID")
        if not os.path.exists(path):
            raise tornado.web.HTTPError(404)
        with open(path, "rb") as fh:
            fh.seek(max(0, os.path.getsize(path) - LOG_SETTINGS["tail_bytes"]))
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.write(fh.read())


def log_path(raw_id):
    job_id = uuid.UUID(raw_id)
    return os.path.join(LOG_SETTINGS["directory"], f"{job_id}{LOG_SETTINGS['suffix']}")


def make_app():
    return tornado.web.Application([(r"/jobs/log", JobLogHandler)])
