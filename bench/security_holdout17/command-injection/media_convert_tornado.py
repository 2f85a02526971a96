import os
import subprocess
import uuid

import tornado.ioloop
import tornado.web

UPLOAD_ROOT = "/var/media/incoming"
OUTPUT_ROOT = "/var/media/converted"


class ConversionJob:
    def __init__(self, source_name, fmt):
        self.source_name = source_name
        self.fmt = fmt
        self.job_id = uuid.uuid4().hex

    @property
    def target(self):
        stem = os.path.splitext(os.path.basename(self.source_name))[0]
        return os.path.join(OUTPUT_ROOT, f"{self.job_id}-{stem}.{self.fmt}")

    def command_line(self):
        source = os.path.join(UPLOAD_ROOT, os.path.basename(self.source_name))
        return "ffmpeg -y -i '" + source + "' " + self.target


class StatusHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"status": "ok", "queue": len(os.listdir(UPLOAD_ROOT))})


class UploadHandler(tornado.web.RequestHandler):
    def post(self):
        info = self.request.files["video"][0]
        name = info["filename"]
        fmt = self.get_body_argument("format", "mp4")
        if fmt not in ("mp4", "webm", "mkv"):
            fmt = "mp4"
        with open(os.path.join(UPLOAD_ROOT, os.path.basename(name)), "wb") as fh:
            fh.write(info["body"])
        job = ConversionJob(name, fmt)
        proc = subprocess.Popen(job.command_line(), shell=True)
        self.write({"job": job.job_id, "pid": proc.pid})


class FormatsHandler(tornado.web.RequestHandler):
    def get(self):
        self.write({"formats": ["mp4", "webm", "mkv"]})


def make_app():
    return tornado.web.Application(
        [
            (r"/status", StatusHandler),
            (r"/upload", UploadHandler),
            (r"/formats", FormatsHandler),
        ]
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
